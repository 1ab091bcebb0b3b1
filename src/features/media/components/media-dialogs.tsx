import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { MediaItem } from '@/lib/contract/media';
import { countLabel, displayName, isFolder } from '../utils/media-labels';
import { FolderTree } from './folder-tree';
import type { FolderRef } from './media-context';
import { ancestorIds } from '../utils/media-search';
import { MEDIA_NAME_MAX } from '@/lib/contract/limits';

/** What a delete takes with it, in words: folders go with everything in them. */
export function deleteMessage(items: readonly MediaItem[]): string {
  const folders = items.filter(isFolder);
  const inside = folders.reduce((n, f) => n + (f.metadata?.childItemsNumber ?? 0), 0);
  const what = items.length === 1 ? `“${displayName(items[0] as MediaItem)}”` : countLabel(items.length);
  if (folders.length === 0) return `${what} will be deleted for everyone in the team. This cannot be undone.`;
  const held =
    folders.length === 1 && items.length === 1 ? `It holds ${countLabel(inside)}` : `The folders among them hold ${countLabel(inside)}`;
  return `${what} will be deleted. ${held}, deleted with it along with everything in sub-folders. This cannot be undone.`;
}

export function DeleteDialog({
  items,
  busy,
  onConfirm,
  onCancel,
}: {
  items: readonly MediaItem[];
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const title = items.length === 1 ? `Delete “${displayName(items[0] as MediaItem)}”?` : `Delete ${countLabel(items.length)}?`;
  return (
    <ConfirmDialog
      open={items.length > 0}
      title={title}
      message={items.length ? deleteMessage(items) : ''}
      confirmLabel="Delete"
      destructive
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export function MoveDialog({
  items,
  root,
  current,
  onMove,
  onCancel,
}: {
  items: readonly MediaItem[];
  root: FolderRef;
  current: string;
  onMove: (to: FolderRef) => void;
  onCancel: () => void;
}) {
  const [to, setTo] = useState<FolderRef | null>(null);
  return (
    <Dialog
      open={items.length > 0}
      onClose={onCancel}
      title={`Move ${countLabel(items.length)}`}
      description={to ? `Into “${to.name}”.` : 'Choose the folder to move into.'}
      footer={
        <>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" disabled={!to} onClick={() => to && onMove(to)}>
            Move here
          </Button>
        </>
      }
    >
      <div className="max-h-80 overflow-auto rounded border border-line p-1">
        <FolderTree
          label="Destination folder"
          root={root}
          current={to?.location ?? current}
          // Open at the current folder: its siblings and sub-folders are the usual destinations.
          openPath={ancestorIds(current)}
          onPick={setTo}
          hide={new Set(items.map((i) => i.id))}
        />
      </div>
    </Dialog>
  );
}

export function NewFolderDialog({
  open,
  busy,
  onCreate,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onCreate: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState('');
  return (
    <Dialog open={open} onClose={onCancel} title="New folder">
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onCreate(name.trim());
        }}
      >
        <TextField label="Folder name" value={name} maxLength={MEDIA_NAME_MAX} autoFocus onChange={(e) => setName(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
            Create folder
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
