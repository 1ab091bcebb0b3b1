import { useQueries } from '@tanstack/react-query';
import { childLocationOf } from '@/lib/contract/media';
import { mediaItemQueryOptions } from '@/lib/resources/media';
import { useFolderDrop } from '../hooks/use-folder-drop';
import { displayName } from '../utils/media-labels';
import { ancestorIds } from '../utils/media-search';
import type { FolderRef } from './media-context';

/** Drive › Site › Job, from the open folder's location; each crumb opens its folder and takes drops. */
export function MediaBreadcrumbs({ root, current, onOpen }: { root: FolderRef; current: string; onOpen: (f: FolderRef) => void }) {
  const ids = ancestorIds(current);
  const items = useQueries({ queries: ids.map((id) => mediaItemQueryOptions(id)) });
  const crumbs: FolderRef[] = [
    root,
    ...ids.map((id, i) => {
      const item = items[i]?.data;
      return {
        id,
        location: item ? childLocationOf(item) : `${root.location}/${ids.slice(0, i + 1).join('/')}`,
        name: item ? displayName(item) : '…',
      };
    }),
  ];
  return (
    <nav aria-label="Folder path">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((c, i) => (
          <Crumb key={c.id} folder={c} last={i === crumbs.length - 1} onOpen={onOpen} />
        ))}
      </ol>
    </nav>
  );
}

function Crumb({ folder, last, onOpen }: { folder: FolderRef; last: boolean; onOpen: (f: FolderRef) => void }) {
  const drop = useFolderDrop(folder);
  return (
    <li {...drop.props} className={`flex items-center gap-1 ${drop.over ? 'outline outline-2 outline-accent' : ''}`}>
      {last ? (
        <span aria-current="page" className="font-semibold">
          {folder.name}
        </span>
      ) : (
        <button type="button" className="text-accent hover:underline" onClick={() => onOpen(folder)}>
          {folder.name}
        </button>
      )}
      {!last && (
        <span aria-hidden className="text-muted">
          ›
        </span>
      )}
    </li>
  );
}
