import type { Db } from '../../store/db';
import { chunkSizer, yieldToOthers } from '../../store/chunked';
import type { FileRemovals } from '../../store/file-removals';
import { BELOW_RANGE as BELOW } from './media-below';
import type { MediaRow } from './media-repository';

/**
 * Deletes one media item and, for a folder, everything below it, in chunks (sized to ~20 ms a transaction: `chunkSizer`) with
 * the event loop free between them (a folder of 100,000 items was one long transaction).
 * Rows go deepest first: a descendant's location has each ancestor's as a strict prefix, so it
 * sorts after it, and `ORDER BY location DESC` (read off the folder index, no sort) never
 * removes a folder before what it holds. The tree is whole at every commit: a reader lists each
 * item or not at all, and a delete that stops midway leaves a smaller folder that can be
 * deleted again. Each chunk remembers the files no row refers to any more in its own
 * transaction; they are removed after the commit (FileRemovals).
 */
export function createMediaBulkDelete(db: Db, files: FileRemovals, chunk?: number) {
  const byId = db.prepare('SELECT * FROM media_items WHERE team_id = ? AND id = ?');
  const below = db.prepare(
    `SELECT id, storage_path, thumbnail_path FROM media_items WHERE team_id = @teamId AND ${BELOW} ORDER BY location DESC LIMIT @limit`,
  );
  const deleteIds = db.prepare('DELETE FROM media_items WHERE team_id = ? AND id IN (SELECT value FROM json_each(?))');
  const referenced = db.prepare('SELECT 1 FROM media_items WHERE storage_path = ? OR thumbnail_path = ? LIMIT 1').pluck();

  type Files = Pick<MediaRow, 'storage_path' | 'thumbnail_path'>;
  /** One transaction: up to `chunk` rows below the item, or the item itself once nothing is left below. */
  const step = db.transaction((item: MediaRow, limit: number): { orphans: string[]; done: boolean } => {
    const rows =
      item.type === 'F'
        ? (below.all({ teamId: item.team_id, prefix: `${item.location}/${item.id}`, limit }) as Array<Files & { id: string }>)
        : [];
    const done = rows.length === 0;
    if (done) rows.push(item);
    deleteIds.run(item.team_id, JSON.stringify(rows.map((r) => r.id)));
    const paths = new Set<string>();
    for (const r of rows) for (const p of [r.storage_path, r.thumbnail_path]) if (p) paths.add(p);
    const orphans = [...paths].filter((p) => !referenced.get(p, p));
    files.remember('media', orphans);
    return { orphans, done };
  });

  /** Deletes the item with id `id` of the team and all below it; a no-op once it is gone. */
  async function run(teamId: string, id: string): Promise<void> {
    const sizer = chunkSizer(chunk);
    for (;;) {
      // Read afresh each chunk: an earlier item of the same call may have held it.
      const item = byId.get(teamId, id) as MediaRow | undefined;
      if (!item) return;
      const t0 = performance.now();
      const { orphans, done } = step(item, sizer.size);
      sizer.took(performance.now() - t0);
      await files.flush('media', orphans);
      await yieldToOthers();
      if (done) return;
    }
  }

  return { run };
}
