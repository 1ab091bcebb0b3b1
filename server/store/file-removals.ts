import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

/** A folder under DATA_DIR whose files rows refer to by a relative path. */
export type FileArea = 'flights' | 'media';

/** How many files are removed at once: enough to overlap disk work, few enough to leave the thread pool to others. */
const PARALLEL = 8;

export type FileRemovals = ReturnType<typeof createFileRemovals>;

/**
 * Removal of stored files after their rows are gone, durable across a stop (see migration 015).
 * `remember` runs inside the caller's delete transaction, so "row gone" and "file to remove" commit
 * together; `flush` removes the files asynchronously (fs.promises, the event loop stays free) and
 * clears their entries. A file is removed only if no row of its area refers to it any more, checked
 * by the caller in the same transaction; removing after the commit means a crash can never leave
 * a row whose file is gone.
 */
export function createFileRemovals(db: Db, roots: Record<FileArea, string>) {
  const add = db.prepare('INSERT OR IGNORE INTO pending_file_removals (area, path) VALUES (?, ?)');
  const clear = db.prepare('DELETE FROM pending_file_removals WHERE area = ? AND path = ?');
  const pendingAll = db.prepare('SELECT area, path FROM pending_file_removals');

  /** Call inside the transaction that deleted the rows referring to `paths`. */
  function remember(area: FileArea, paths: Iterable<string>): void {
    for (const p of paths) add.run(area, p);
  }

  async function removeOne(area: FileArea, relative: string): Promise<void> {
    const root = roots[area];
    const abs = path.resolve(root, relative);
    // A stored path never escapes its area; refuse one that would rather than remove it.
    if (abs.startsWith(root + path.sep)) {
      await fs.promises.rm(abs, { force: true });
      // Each upload has its own random folder: drop it once empty (a shared one stays).
      await fs.promises.rmdir(path.dirname(abs)).catch(() => {});
    }
    clear.run(area, relative);
  }

  /** Removes the files and clears their entries; a failure leaves the entry for the next start. */
  async function flush(area: FileArea, paths: readonly string[]): Promise<void> {
    for (let i = 0; i < paths.length; i += PARALLEL) {
      await Promise.all(paths.slice(i, i + PARALLEL).map((p) => removeOne(area, p).catch(() => {})));
    }
  }

  /**
   * Finishes what a stopped service left (at start): every remembered file. Read once, so a file
   * that will not go (permissions) is tried again at the next start, not in a loop now.
   */
  async function flushAll(): Promise<number> {
    const rows = pendingAll.all() as Array<{ area: string; path: string }>;
    for (const area of Object.keys(roots) as FileArea[]) {
      await flush(
        area,
        rows.filter((r) => r.area === area).map((r) => r.path),
      );
    }
    return rows.length;
  }

  return { remember, flush, flushAll };
}
