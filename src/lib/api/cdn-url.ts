import { storagePathProblem } from '@/lib/contract/storage-path';

/**
 * The address of a stored file: `{cdn}/<storagePath>`, each segment encoded on its own so a name
 * with `?`, `#` or `%` stays a name. A path that climbs or starts at the root (a task's flight
 * history is written by any member) gives no address at all: the dashboard never builds a link
 * that leaves the CDN's folder, whatever the service returned.
 */
export function cdnFileUrl(cdnBase: string, storagePath: string): string | undefined {
  if (storagePathProblem(storagePath)) return undefined;
  return `${cdnBase}/${storagePath.split('/').map(encodeURIComponent).join('/')}`;
}
