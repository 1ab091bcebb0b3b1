import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Files the service writes reach their final name only complete and on disk: written under a
 * temporary name, fsynced, renamed, and the folder fsynced so the rename itself survives a power
 * cut. A row that names a file is inserted only after this returns, so the database never points
 * at a file that a crash could leave empty or missing.
 */

/** fsync of a file or folder by path (a folder's fsync makes the names in it durable). */
export async function syncPath(p: string): Promise<void> {
  const handle = await fs.promises.open(p, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Moves a complete file (same filesystem) to its final name durably: fsync, rename, fsync the folder. */
export async function commitFile(tmp: string, dest: string): Promise<void> {
  await syncPath(tmp);
  await fs.promises.rename(tmp, dest);
  await syncPath(path.dirname(dest));
}

/** Writes `data` to `dest` through a temporary name beside it (removed again on failure). */
export async function writeFileDurably(dest: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${dest}.tmp-${randomBytes(6).toString('hex')}`;
  try {
    await fs.promises.writeFile(tmp, data, { flag: 'wx' });
    await commitFile(tmp, dest);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
}
