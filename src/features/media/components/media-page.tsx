import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { mediaItemQueryOptions, mediaListInfiniteQueryOptions } from '@/lib/resources/media';
import { useExplorerActions } from '../hooks/use-explorer-actions';
import { hasFilters, listFiltersOf, orderItems, takenFilter, ancestorIds, type MediaSearch } from '../utils/media-search';
import { displayName, isFolder } from '../utils/media-labels';
import { FolderTree } from './folder-tree';
import { MediaBreadcrumbs } from './media-breadcrumbs';
import { MediaExplorerContext, type FolderRef } from './media-context';
import { DeleteDialog, MoveDialog, NewFolderDialog } from './media-dialogs';
import { MediaGridView } from './media-grid-view';
import { MediaListView } from './media-list-view';
import { MediaMap } from './media-map';
import { MediaPreview } from './media-preview';
import { MediaToolbar } from './media-toolbar';
import { SelectionBar } from './selection-bar';
import { UploadPanel } from './upload-panel';
import { useFolderDrop } from '../hooks/use-folder-drop';

export interface MediaPageProps {
  search: MediaSearch;
  onSearch: (patch: Partial<MediaSearch>, opts?: { push?: boolean }) => void;
  /** The team id: the drive's root location. */
  teamId: string;
}

/** The media drive explorer: tree, breadcrumbs, grid or list, preview, changes and uploads. */
export function MediaPage({ search, onSearch, teamId }: MediaPageProps) {
  const root: FolderRef = useMemo(() => ({ id: teamId, location: teamId, name: 'Drive' }), [teamId]);
  const current = search.folder ?? root.location;
  const path = ancestorIds(current);
  const currentId = path[path.length - 1];
  const currentItem = useQuery({ ...mediaItemQueryOptions(currentId ?? ''), enabled: Boolean(currentId) });
  const folder: FolderRef = currentId
    ? { id: currentId, location: current, name: currentItem.data ? displayName(currentItem.data) : 'this folder' }
    : root;

  const filters = useMemo(() => listFiltersOf(search, root.location), [search, root.location]);
  const q = useInfiniteQuery(mediaListInfiniteQueryOptions(filters));
  const items = useMemo(() => orderItems(takenFilter(q.data?.pages.flatMap((p) => p.items) ?? [], search), search.sort), [q.data, search]);
  const files = useMemo(() => items.filter((i) => !isFolder(i)), [items]);
  const { actions, dialogs, selection } = useExplorerActions({ items, onSearch });
  const openFromMap = useCallback((id: string) => onSearch({ item: id }, { push: true }), [onSearch]);

  const view = {
    items,
    label: `Items in ${folder.name}`,
    hasMore: Boolean(q.hasNextPage),
    loadMore: () => void (!q.isFetchingNextPage && q.fetchNextPage()),
    showPath: search.scope === 'drive' && hasFilters(search),
  };

  return (
    <MediaExplorerContext.Provider value={actions}>
      <div className="flex h-full min-h-0">
        {/* While a file is open its picture needs the room: the tree steps aside (the breadcrumb stays). */}
        <aside className={`hidden w-64 shrink-0 overflow-auto border-r border-line p-2 ${search.item ? '' : 'md:block'}`}>
          <FolderTree label="Folders" root={root} current={current} openPath={path} onPick={(f) => actions.openFolder(f.location)} />
        </aside>
        <div className="flex min-h-0 min-w-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-xl font-semibold">Media</h1>
              <MediaBreadcrumbs root={root} current={current} onOpen={(f) => actions.openFolder(f.location)} />
            </div>
            {search.item ? (
              <MediaPreview
                id={search.item}
                siblings={files}
                onStep={(id) => onSearch({ item: id, frame: undefined })}
                onClose={() => onSearch({ item: undefined, frame: undefined })}
                frame={search.frame}
              />
            ) : (
              <>
                <MediaToolbar
                  search={search}
                  onSearch={onSearch}
                  onNewFolder={() => dialogs.setNewFolder(true)}
                  onPick={(picked) => actions.upload(picked, folder)}
                />
                <SelectionBar selection={selection} items={items} onMove={dialogs.askMove} onDelete={actions.askDelete} />
                <FolderBody folder={folder} q={q} empty={items.length === 0} filtered={hasFilters(search)}>
                  {(search.view ?? 'grid') === 'grid' ? <MediaGridView {...view} /> : <MediaListView {...view} />}
                </FolderBody>
              </>
            )}
          </div>
          <UploadPanel />
        </div>
        {search.map && (
          <aside className={`hidden min-w-72 shrink-0 flex-col border-l border-line p-2 md:flex ${search.item ? 'w-[20%]' : 'w-[38%]'}`}>
            <MediaMap filters={filters} selected={selection.ids} focusId={search.item} onOpen={openFromMap} />
          </aside>
        )}
      </div>
      <DeleteDialog
        items={dialogs.toDelete}
        busy={dialogs.deleting}
        onConfirm={dialogs.confirmDelete}
        onCancel={() => dialogs.setToDelete([])}
      />
      <MoveDialog
        items={dialogs.toMove}
        root={root}
        current={current}
        onMove={dialogs.confirmMove}
        onCancel={() => dialogs.setToMove([])}
      />
      <NewFolderDialog
        open={dialogs.newFolder}
        busy={dialogs.creating}
        onCreate={(name) => dialogs.createFolder(name, folder)}
        onCancel={() => dialogs.setNewFolder(false)}
      />
    </MediaExplorerContext.Provider>
  );
}

interface BodyProps {
  folder: FolderRef;
  q: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown; data?: unknown };
  empty: boolean;
  filtered: boolean;
  children: React.ReactNode;
}

/** Loading, failed, empty or the items; the whole area takes files dropped from the desktop. */
function FolderBody({ folder, q, empty, filtered, children }: BodyProps) {
  const drop = useFolderDrop(folder);
  return (
    <div {...drop.props} className={`flex min-h-0 flex-1 flex-col rounded ${drop.over ? 'outline-dashed outline-2 outline-accent' : ''}`}>
      {q.isPending ? (
        <Spinner label="Loading the folder" />
      ) : q.isError && !q.data ? (
        <ErrorPanel
          title="Could not load this folder"
          message={describeError(q.error)}
          onRetry={() => void q.refetch()}
          retrying={q.isFetching}
        />
      ) : empty ? (
        <p className="p-6 text-center text-sm text-muted">
          {filtered
            ? 'Nothing here matches these filters. Clear them to see everything.'
            : `“${folder.name}” is empty. Drop files here or use Upload files.`}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
