import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../store/db';
import { createRng } from './random';
import { createMediaRepository, folderRow, type MediaRow } from '../domain/media/media-repository';

export const BENCH_FOLDER_ITEMS = 10_000;

/**
 * Bench-only bulk rows (BENCH_SEED_MEDIA=n): n media rows for one team in one transaction,
 * sharing one stored file, with one folder of 10,000 items. Returns the location to list
 * that folder's items with. Each item of that folder has a thumbnail of its own (hard links to
 * the sample's, in `mediaDir`): a browser loads and decodes each URL once, so 10,000 items
 * sharing one thumbnail would cost a scrolling grid one image, not one per tile.
 */
export function seedBenchMedia(
  db: Db,
  teamId: string,
  ownerId: string,
  total: number,
  sample: MediaRow | undefined,
  mediaDir: string,
): string {
  const store = createMediaRepository(db);
  const rng = createRng(`bench-media:${teamId}`);
  const t0 = Date.UTC(2025, 0, 1);
  const folder = (id: string, name: string, location: string, parentId: string, createdAt: number): MediaRow =>
    folderRow({ id, teamId, parentId, location, name, ownerId, createdAt });
  const rows: MediaRow[] = [];
  const root = folder(rng.uuid(), 'Bench', teamId, teamId, t0);
  const rootLoc = `${teamId}/${root.id}`;
  const big = folder(rng.uuid(), '10k items', rootLoc, root.id, t0 + 1);
  rows.push(root, big);
  const bigLoc = `${rootLoc}/${big.id}`;
  const others: Array<{ id: string; loc: string }> = [];
  const rest = Math.max(0, total - BENCH_FOLDER_ITEMS - 2);
  const folderCount = Math.max(1, Math.ceil(rest / 1000));
  for (let i = 0; i < folderCount; i++) {
    const f = folder(rng.uuid(), `Batch ${String(i + 1).padStart(3, '0')}`, rootLoc, root.id, t0 + 2 + i);
    rows.push(f);
    others.push({ id: f.id, loc: `${rootLoc}/${f.id}` });
  }
  // Bench rows carry a compact metadata object: realistic fields without a 100 MB database. Each
  // has its own position (a 10 km square of survey flights) and camera pose, so the map has
  // 10,000 distinct points to cluster and photo footprints to draw.
  const metadata = (i: number) =>
    JSON.stringify({
      size: 182_344,
      width: 640,
      height: 480,
      type: 'jpeg',
      make: 'DJI',
      model: 'M3E',
      gpslat: Math.round((47.33 + ((i * 7919) % 10_007) / 10_007 / 10) * 1e7) / 1e7,
      gpslatref: 'N',
      gpslng: Math.round((8.48 + ((i * 104_729) % 10_009) / 10_009 / 7) * 1e7) / 1e7,
      gpslngref: 'E',
      gpsalt: 490,
      baseAltitude: 410,
      gimbalpitchdegree: -90,
      gimbalyawdegree: (i * 37) % 360,
      camfocallengthin35mmformat: 24,
    });
  const shared = sample?.thumbnail_path ? path.join(mediaDir, sample.thumbnail_path) : null;
  if (shared) fs.mkdirSync(path.join(mediaDir, 'bench-thumbs'), { recursive: true });
  const ownThumbnail = (i: number): string | null => {
    if (!shared) return null;
    const rel = `bench-thumbs/${i}.jpg`;
    const to = path.join(mediaDir, rel);
    if (!fs.existsSync(to)) fs.linkSync(shared, to);
    return rel;
  };
  const item = (i: number, parentId: string, location: string): MediaRow => ({
    id: `bench-${String(i).padStart(7, '0')}`,
    team_id: teamId,
    parent_id: parentId,
    location,
    type: 'I',
    name: `IMG_${String(i).padStart(6, '0')}.jpg`,
    tags: i % 7 === 0 ? 'bench,thermal' : 'bench',
    device_id: null,
    created_at: t0 + 10_000 + i * 1000,
    updated_at: null,
    uploaded_at: t0 + 10_000 + i * 1000,
    owner_id: ownerId,
    storage_path: sample?.storage_path ?? null,
    thumbnail_path: i < BENCH_FOLDER_ITEMS ? ownThumbnail(i) : (sample?.thumbnail_path ?? null),
    mime_type: 'image/jpeg',
    metadata: metadata(i),
    annotations: null,
    is_approved: null,
  });
  let n = rows.length;
  for (let i = 0; i < BENCH_FOLDER_ITEMS && n < total; i++, n++) rows.push(item(i, big.id, bigLoc));
  for (let i = 0; n < total; i++, n++) {
    const f = others[i % others.length] as { id: string; loc: string };
    rows.push(item(BENCH_FOLDER_ITEMS + i, f.id, f.loc));
  }
  // Building the indexes once after the bulk insert is much faster than maintaining them row by row.
  db.transaction(() => {
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'media_items' AND sql IS NOT NULL")
      .all() as Array<{ name: string; sql: string }>;
    for (const i of indexes) db.exec(`DROP INDEX "${i.name}"`);
    store.insertMany(rows);
    for (const i of indexes) db.exec(i.sql);
  })();
  return bigLoc;
}
