import type { Db } from '../../store/db';
import { chunkSizer, yieldToOthers } from '../../store/chunked';
import type { FileRemovals } from '../../store/file-removals';

export type FlightBulkDelete = ReturnType<typeof createFlightBulkDelete>;

/**
 * Deletes flight logs by id in chunks (500 rows to start, then sized to ~20 ms: `chunkSizer`), one transaction each, yielding to other
 * requests between chunks (one 100,000-row transaction held the service for 30 s). Each chunk's
 * transaction deletes its rows and remembers the files no remaining row refers to; those files
 * are then removed asynchronously before the next chunk. A concurrent reader sees each log
 * either there (with its file) or gone. A delete that stops midway keeps what it deleted; its
 * remembered files are removed at the next start (`FileRemovals.flushAll`).
 */
export function createFlightBulkDelete(db: Db, files: FileRemovals, chunk?: number) {
  // `+team_id`: without the unary plus SQLite walks the team's index (all 100,000 rows, ~100 ms a
  // chunk) and filters by id; with it each id is one primary-key lookup, the team checked per row.
  const del = db.prepare(
    'DELETE FROM flight_logs WHERE +team_id = ? AND id IN (SELECT value FROM json_each(?)) RETURNING id, storage_path',
  );
  const stillUsed = db.prepare('SELECT 1 FROM flight_logs WHERE storage_path = ? LIMIT 1').pluck();

  const deleteChunk = db.transaction((teamId: string, ids: string[]) => {
    const rows = del.all(teamId, JSON.stringify(ids)) as Array<{ id: string; storage_path: string }>;
    // A file shared by several rows (the bench seed's) goes with its last row.
    const orphans = [...new Set(rows.map((r) => r.storage_path))].filter((p) => !stillUsed.get(p));
    files.remember('flights', orphans);
    return { deleted: new Set(rows.map((r) => r.id)), orphans };
  });

  /**
   * Deletes the team's logs among `ids` (others' and unknown ids are skipped) and their files;
   * resolves once all are gone, with the deleted ids in the order given.
   */
  async function run(teamId: string, ids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const deleted: string[] = [];
    const sizer = chunkSizer(chunk);
    for (let i = 0; i < unique.length;) {
      const part = unique.slice(i, i + sizer.size);
      i += part.length;
      const t0 = performance.now();
      const { deleted: gone, orphans } = deleteChunk(teamId, part);
      sizer.took(performance.now() - t0);
      for (const id of part) if (gone.has(id)) deleted.push(id);
      await files.flush('flights', orphans);
      await yieldToOthers();
    }
    return deleted;
  }

  return { run };
}
