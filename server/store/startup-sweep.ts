import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';
import type { FileArea } from './file-removals';

/**
 * What a stopped service can leave on disk, cleared at start before the first request:
 * - `tmp/`: half-received uploads (nothing is in flight at start, so all of it goes);
 * - orphans: stored files no row refers to (written, then the service stopped before the row's
 *   insert; or a removal that never ran). The CDN already answers 404 for them (a row is
 *   required); this gets the space back.
 *
 * A table that keeps files referenced adds its query to FILE_REFERENCES, or its files are orphans
 * here: the team trash (migration 018) keeps the files of deleted rows for a restore.
 */
export const FILE_REFERENCES: Record<FileArea, string[]> = {
  flights: ['SELECT storage_path FROM flight_logs', "SELECT path FROM trash_files WHERE area = 'flights'"],
  media: [
    'SELECT storage_path FROM media_items WHERE storage_path IS NOT NULL',
    'SELECT thumbnail_path FROM media_items WHERE thumbnail_path IS NOT NULL',
    "SELECT path FROM trash_files WHERE area = 'media'",
  ],
};

export interface SweepResult {
  /** Entries removed from tmp/ (their names: temporary random names, not capabilities). */
  tmp: string[];
  /** Orphan files removed per area, as file names only: a stored path's random folder is its CDN capability. */
  orphans: Record<FileArea, string[]>;
}

async function filesUnder(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(path.join(root, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else out.push(child);
    }
  }
  await walk('');
  return out;
}

/** Removes `rel`'s folders up to the root while they are empty. */
async function pruneEmpty(root: string, rel: string): Promise<void> {
  let dir = path.dirname(rel);
  while (dir && dir !== '.') {
    try {
      await fs.promises.rmdir(path.join(root, dir));
    } catch {
      return; // not empty (or gone): stop
    }
    dir = path.dirname(dir);
  }
}

export async function sweepAtStart(db: Db, dirs: { tmp: string } & Record<FileArea, string>): Promise<SweepResult> {
  const result: SweepResult = { tmp: [], orphans: { flights: [], media: [] } };
  for (const name of await fs.promises.readdir(dirs.tmp).catch(() => [] as string[])) {
    await fs.promises.rm(path.join(dirs.tmp, name), { recursive: true, force: true });
    result.tmp.push(name);
  }
  for (const area of Object.keys(FILE_REFERENCES) as FileArea[]) {
    const referenced = new Set<string>();
    for (const sql of FILE_REFERENCES[area]) for (const p of db.prepare(sql).pluck().iterate()) referenced.add(p as string);
    for (const rel of await filesUnder(dirs[area])) {
      if (referenced.has(rel)) continue;
      await fs.promises.rm(path.join(dirs[area], rel), { force: true });
      await pruneEmpty(dirs[area], rel);
      result.orphans[area].push(path.posix.basename(rel));
    }
  }
  return result;
}

/** One log line: counts and names, never a stored path (its random folder is the CDN capability). */
export function describeSweep(r: SweepResult): string | undefined {
  const parts: string[] = [];
  const list = (names: string[]) =>
    names.length > 10 ? `${names.slice(0, 10).join(', ')}, … ${names.length - 10} more` : names.join(', ');
  if (r.tmp.length) parts.push(`${r.tmp.length} half-received upload(s) in tmp/ (${list(r.tmp)})`);
  for (const [area, names] of Object.entries(r.orphans))
    if (names.length) parts.push(`${names.length} orphan ${area} file(s) (${list(names)})`);
  return parts.length ? `start-up sweep removed ${parts.join('; ')}` : undefined;
}
