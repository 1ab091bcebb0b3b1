import { useMemo, useState } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import type { FolderRef, MediaExplorerActions } from '../components/media-context';
import type { MediaSearch } from '../utils/media-search';
import { useMediaChanges } from './use-media-changes';
import { useUploadInto } from './use-upload-into';

interface Args {
  items: readonly MediaItem[];
  onSearch: (patch: Partial<MediaSearch>, opts?: { push?: boolean }) => void;
}

/** The explorer's selection, dialogs and the actions its tiles, rows and folders call. */
export function useExplorerActions({ items, onSearch }: Args) {
  const changes = useMediaChanges();
  const uploadInto = useUploadInto();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<readonly MediaItem[]>([]);
  const [toMove, setToMove] = useState<readonly MediaItem[]>([]);
  const [newFolder, setNewFolder] = useState(false);

  const actions: MediaExplorerActions = useMemo(
    () => ({
      openFolder: (location) => {
        setSelected(new Set());
        onSearch({ folder: location, item: undefined, scope: undefined }, { push: true });
      },
      // In place: the item's own folder opens under it (a drive-wide result is in another folder), so the breadcrumb follows.
      openItem: (item) =>
        onSearch({ item: item.id, ...(item.location ? { folder: item.location, scope: undefined } : {}) }, { push: true }),
      move: (ids, to) => {
        changes.move.mutate({ ids, to: to.id }, { onSuccess: () => setSelected(new Set()) });
      },
      upload: (files, to) => void uploadInto(files, to),
      dragIds: (item) => (selected.has(item.id) ? [...selected] : [item.id]),
      rename: (item, newName) =>
        changes.rename.mutateAsync({ id: item.id, newName }).then(
          () => true,
          () => false, // the hook's notice says why; the field stays open with the name typed
        ),
      askDelete: (list) => setToDelete(list),
      isSelected: (id) => selected.has(id),
      toggleSelected: (id, on) =>
        setSelected((s) => {
          const next = new Set(s);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [changes.move, changes.rename, onSearch, selected, uploadInto],
  );

  const dialogs = {
    toDelete,
    setToDelete,
    deleting: changes.remove.isPending,
    confirmDelete: () =>
      changes.remove.mutate(
        toDelete.map((i) => i.id),
        {
          onSettled: () => setToDelete([]),
          onSuccess: () => setSelected(new Set()),
        },
      ),
    toMove,
    setToMove,
    askMove: (list: readonly MediaItem[]) => setToMove(list),
    confirmMove: (to: FolderRef) => {
      actions.move(
        toMove.map((i) => i.id),
        to,
      );
      setToMove([]);
    },
    newFolder,
    setNewFolder,
    creating: changes.createFolder.isPending,
    createFolder: (name: string, parent: FolderRef) =>
      changes.createFolder.mutate({ name, location: parent.location }, { onSuccess: () => setNewFolder(false) }),
  };

  const selection = { ids: selected, clear: () => setSelected(new Set()), all: () => setSelected(new Set(items.map((i) => i.id))) };
  return { actions, dialogs, selection };
}
