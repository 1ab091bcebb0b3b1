import { useQueries } from '@tanstack/react-query';
import { mediaItemQueryOptions } from '@/lib/resources/media';
import { ancestorIds } from '../utils/media-search';
import { displayName } from '../utils/media-labels';

/**
 * "Drive / Site A / Tower 3": the folders an item is in, by name, for drive-wide results where
 * nine photos of one name come from nine folders. Each folder is one cached item query, shared by
 * every row in it.
 */
export function FolderPath({ location, className = '' }: { location: string | null | undefined; className?: string }) {
  const ids = ancestorIds(location ?? undefined);
  const folders = useQueries({ queries: ids.map((id) => ({ ...mediaItemQueryOptions(id), staleTime: 60_000 })) });
  const names = folders.map((f, i) => (f.data ? displayName(f.data) : f.isError ? (ids[i] ?? '') : '…'));
  const text = ['Drive', ...names].join(' / ');
  return (
    <span className={`truncate text-xs text-muted ${className}`} title={text} data-testid="folder-path">
      in {text}
    </span>
  );
}
