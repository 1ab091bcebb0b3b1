import type { Db } from '../store/db';

/**
 * The CDN serves a stored file only while a row names it: a file whose row is gone (deleted, the
 * file's removal not yet run, or an orphan a crash left) answers 404 like an unknown one. One
 * indexed lookup per request (flight_logs_storage, media_items_storage).
 */
export function fileRowCheck(db: Db, area: 'flights' | 'media'): (relative: string) => boolean {
  if (area === 'flights') {
    const has = db.prepare('SELECT 1 FROM flight_logs WHERE storage_path = ? LIMIT 1').pluck();
    return (rel) => has.get(rel) !== undefined;
  }
  // A thumbnail sits in its item's random folder: the folder's range of storage_path finds the row.
  const has = db
    .prepare(
      `SELECT 1 FROM media_items WHERE storage_path >= @dir || '/' AND storage_path < @dir || '0'
         AND (storage_path = @rel OR thumbnail_path = @rel) LIMIT 1`,
    )
    .pluck();
  return (rel) => {
    const slash = rel.indexOf('/');
    return slash > 0 && has.get({ dir: rel.slice(0, slash), rel }) !== undefined;
  };
}
