import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { childLocationOf } from '@/lib/contract/media';
import { mediaListInfiniteQueryOptions } from '@/lib/resources/media';
import { describeError } from '@/lib/api/api-error';
import { useFolderDrop } from '../hooks/use-folder-drop';
import { displayName } from '../utils/media-labels';
import type { FolderRef } from './media-context';

interface TreeProps {
  root: FolderRef;
  /** Child location of the open folder. */
  current: string;
  /** Ids of the open folder's ancestors and itself: expanded from the start. */
  openPath: readonly string[];
  onPick: (folder: FolderRef) => void;
  /** "Move here" pickers hide the folders being moved. */
  hide?: ReadonlySet<string>;
  label: string;
}

/**
 * The drive's folders, loaded one level at a time as they are expanded; every folder is a drop
 * target. Nested lists with disclosure buttons (aria-expanded) rather than an ARIA tree: each row
 * holds two buttons (expand, open), which a treeitem may not contain.
 */
export function FolderTree({ root, label, ...rest }: TreeProps) {
  return (
    <ul aria-label={label} className="flex flex-col text-sm">
      <FolderNode folder={root} depth={0} initiallyOpen {...rest} />
    </ul>
  );
}

function FolderNode({
  folder,
  depth,
  initiallyOpen,
  current,
  openPath,
  onPick,
  hide,
}: Omit<TreeProps, 'root' | 'label'> & { folder: FolderRef; depth: number; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(Boolean(initiallyOpen) || openPath.includes(folder.id));
  const drop = useFolderDrop(folder);
  const active = current === folder.location;
  return (
    <li>
      <div
        {...drop.props}
        className={`flex items-center gap-1 rounded pr-2 ${active ? 'bg-raised font-medium' : ''} ${drop.over ? 'outline outline-2 outline-accent' : ''}`}
        style={{ paddingLeft: depth * 14 }}
      >
        <button
          type="button"
          className="w-5 shrink-0 text-muted"
          aria-label={`${open ? 'Collapse' : 'Expand'} ${folder.name}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? '▾' : '▸'}
        </button>
        <button
          type="button"
          aria-current={active ? 'location' : undefined}
          className="min-w-0 flex-1 truncate py-1 text-left hover:underline"
          onClick={() => onPick(folder)}
        >
          {folder.name}
        </button>
      </div>
      {open && <FolderChildren folder={folder} depth={depth + 1} current={current} openPath={openPath} onPick={onPick} hide={hide} />}
    </li>
  );
}

function FolderChildren({ folder, depth, ...rest }: Omit<TreeProps, 'root' | 'label'> & { folder: FolderRef; depth: number }) {
  const q = useInfiniteQuery(mediaListInfiniteQueryOptions({ location: folder.location, type: 'F', sort: 'asc' }));
  const folders = (q.data?.pages.flatMap((p) => p.items) ?? []).filter((f) => !rest.hide?.has(f.id));
  const pad = { paddingLeft: depth * 14 + 20 };
  if (q.isPending)
    return (
      <p className="text-xs text-muted" style={pad}>
        Loading folders…
      </p>
    );
  if (q.isError)
    return (
      <p role="alert" className="text-xs text-danger" style={pad}>
        {describeError(q.error)}{' '}
        <button type="button" className="underline" onClick={() => void q.refetch()}>
          Retry
        </button>
      </p>
    );
  return (
    <ul aria-label={`Folders in ${folder.name}`}>
      {folders.map((f) => (
        <FolderNode key={f.id} folder={{ id: f.id, location: childLocationOf(f), name: displayName(f) }} depth={depth} {...rest} />
      ))}
      {q.hasNextPage && (
        <li style={pad}>
          <button
            type="button"
            className="text-xs text-accent underline"
            onClick={() => void q.fetchNextPage()}
            disabled={q.isFetchingNextPage}
          >
            More folders…
          </button>
        </li>
      )}
    </ul>
  );
}
