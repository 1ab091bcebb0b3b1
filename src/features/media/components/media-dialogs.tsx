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
import { useDeletionTerms, type DeleteCount } from '@/lib/resources/trash';

/** A number in words the team reads ("1,204"). */
const n = (v: number) => v.toLocaleString('en-US');
const files = (v: number) => `${n(v)} ${v === 1 ? 'file' : 'files'}`;
const subfolders = (v: number) => `${n(v)} ${v === 1 ? 'folder' : 'folders'}`;

/**
 * What a delete takes with it, counted by the service over every descendant: "“Bridge survey”
 * and the 410 files and 3 folders in it". Without the count (a service without the extension),
 * the loaded folders' own child counts, said as "at least".
 */
export function deleteMessage(items: readonly MediaItem[], count: DeleteCount | undefined): string {
  const folders = items.filter(isFolder);
  const what = items.length === 1 ? `“${displayName(items[0] as MediaItem)}”` : countLabel(items.length);
  if (folders.length === 0) return `${what} will be deleted for everyone in the team.`;
  if (!count) {
    const inside = folders.reduce((sum, f) => sum + (f.metadata?.childItemsNumber ?? 0), 0);
    return `${what} will be deleted for everyone in the team, with everything in ${folders.length === 1 ? 'it' : 'the folders'}: at least ${countLabel(inside)}.`;
  }
  const chosenFiles = items.length - folders.length;
  const insideFiles = count.items - chosenFiles;
  const insideFolders = count.folders - folders.length;
  const parts = [insideFiles > 0 ? files(insideFiles) : '', insideFolders > 0 ? subfolders(insideFolders) : ''].filter(Boolean);
  const inside = parts.length ? ` and the ${parts.join(' and ')} in ${folders.length === 1 ? 'it' : 'them'}` : ' (empty)';
  return `${what}${inside} will be deleted for everyone in the team.`;
}

/** The confirm button names the number: every file and folder that goes, the chosen ones included. */
function confirmLabel(items: readonly MediaItem[], count: DeleteCount | undefined, counting: boolean): string {
  if (counting) return 'Counting…';
  const total = count ? count.items + count.folders : items.length;
  return `Delete ${countLabel(total)}`;
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
  const terms = useDeletionTerms(items.length ? { kind: 'media', ids: items.map((i) => i.id) } : null);
  const single = items.length === 1 ? (items[0] as MediaItem) : undefined;
  const title = single ? `Delete ${isFolder(single) ? 'folder ' : ''}“${displayName(single)}”?` : `Delete ${countLabel(items.length)}?`;
  return (
    <ConfirmDialog
      open={items.length > 0}
      title={title}
      message={
        items.length ? (
          <>
            {deleteMessage(items, terms.count)} {terms.permanence}
            {terms.countError && <span className="mt-1 block text-danger">Could not count what is inside: {terms.countError}</span>}
          </>
        ) : (
          ''
        )
      }
      confirmLabel={confirmLabel(items, terms.count, terms.counting)}
      destructive
      busy={busy || terms.counting}
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
