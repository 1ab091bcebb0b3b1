import type { Db } from '../../store/db';
import { chunkSizer, yieldToOthers } from '../../store/chunked';
import { BELOW_RANGE } from './media-below';
import type { MediaRow } from './media-repository';

export type MediaBulkMove = ReturnType<typeof createMediaBulkMove>;

/**
 * Moves one media item; a folder's descendants get their location prefix rewritten a chunk
 * per transaction (sized to ~20 ms: `chunkSizer`), with the event loop free between chunks (one UPDATE of a
 * 100,000-item tree held the service). The first transaction moves the folder row and journals
 * the rewrite (`pending_media_moves`); each chunk rewrites rows still under the old prefix, the
 * last clears the journal. Rows are rewritten shallow first, so a sub-folder reaches the new
 * place before its content. Meanwhile a reader sees each row either moved or not yet; a service
 * that stops midway finishes at its next start (`resumeAll`). The old and new prefix never
 * overlap (moving a folder into itself is refused), so the rewrite cannot catch its own output.
 */
export function createMediaBulkMove(db: Db, chunk?: number) {
  const moveOne = db.prepare('UPDATE media_items SET parent_id = ?, location = ?, updated_at = ? WHERE team_id = ? AND id = ?');
  const journal = db.prepare('INSERT OR REPLACE INTO pending_media_moves (team_id, old_prefix, new_prefix) VALUES (?, ?, ?)');
  const unjournal = db.prepare('DELETE FROM pending_media_moves WHERE team_id = ? AND old_prefix = ?');
  const pending = db.prepare('SELECT team_id, old_prefix, new_prefix FROM pending_media_moves');
  const below = db.prepare(`SELECT id FROM media_items WHERE team_id = @teamId AND ${BELOW_RANGE} ORDER BY location LIMIT @limit`).pluck();
  const rewrite = db.prepare(
    `UPDATE media_items SET location = @newPrefix || substr(location, length(@prefix) + 1)
      WHERE +team_id = @teamId AND id IN (SELECT value FROM json_each(@ids))`,
  );

  const start = db.transaction((item: MediaRow, parentId: string, location: string, now: number) => {
    moveOne.run(parentId, location, now, item.team_id, item.id);
    if (item.type === 'F' && location !== item.location) journal.run(item.team_id, `${item.location}/${item.id}`, `${location}/${item.id}`);
  });

  /** One chunk; true once nothing is left under the old prefix (and the journal is cleared). */
  const step = db.transaction((teamId: string, prefix: string, newPrefix: string, limit: number): boolean => {
    const ids = below.all({ teamId, prefix, limit }) as string[];
    if (ids.length === 0) {
      unjournal.run(teamId, prefix);
      return true;
    }
    rewrite.run({ teamId, prefix, newPrefix, ids: JSON.stringify(ids) });
    return false;
  });

  async function finish(teamId: string, prefix: string, newPrefix: string): Promise<void> {
    const sizer = chunkSizer(chunk);
    for (;;) {
      const t0 = performance.now();
      const done = step(teamId, prefix, newPrefix, sizer.size);
      sizer.took(performance.now() - t0);
      if (done) return;
      await yieldToOthers();
    }
  }

  async function run(item: MediaRow, parentId: string, location: string, now: number): Promise<void> {
    start(item, parentId, location, now);
    if (item.type === 'F' && location !== item.location) {
      await finish(item.team_id, `${item.location}/${item.id}`, `${location}/${item.id}`);
    }
  }

  /** At start: every rewrite a stopped service left. */
  async function resumeAll(): Promise<number> {
    const rows = pending.all() as Array<{ team_id: string; old_prefix: string; new_prefix: string }>;
    for (const r of rows) await finish(r.team_id, r.old_prefix, r.new_prefix);
    return rows.length;
  }

  return { run, resumeAll };
}
