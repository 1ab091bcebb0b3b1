import { useRefusal } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { Pencil, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import type { MediaItem } from '@/lib/contract/media';
import { MEDIA_DRAG_TYPE } from '../utils/dropped-files';
import { displayName } from '../utils/media-labels';
import { useMediaExplorer } from './media-context';

/** Drag source props: the dragged item, or the whole selection when the item is part of it. */
export function useDragSource(item: MediaItem) {
  const actions = useMediaExplorer();
  // A drag only moves (a write): a viewer's items do not drag.
  const write = usePermission('write');
  if (!write.allowed) return { draggable: false };
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(MEDIA_DRAG_TYPE, JSON.stringify(actions.dragIds(item)));
      e.dataTransfer.effectAllowed = 'move';
    },
  };
}

export function SelectBox({ item }: { item: MediaItem }) {
  const actions = useMediaExplorer();
  return (
    <input
      type="checkbox"
      aria-label={`Select ${displayName(item)}`}
      checked={actions.isSelected(item.id)}
      onChange={(e) => actions.toggleSelected(item.id, e.target.checked)}
      className="h-4 w-4 shrink-0"
    />
  );
}

export function ItemButtons({ item, onRename }: { item: MediaItem; onRename: () => void }) {
  const actions = useMediaExplorer();
  const name = displayName(item);
  const write = usePermission('write');
  // A colleague's item (a folder with theirs inside is refused by the service, its sentence shown).
  const refusal = useRefusal(usePermission('media.delete', { ownerId: item.ownerId }));
  if (!write.allowed) return null;
  return (
    <span className="flex shrink-0 gap-0.5">
      <button
        type="button"
        className="rounded px-1.5 py-0.5 text-xs text-muted hover:bg-raised hover:text-fg"
        aria-label={`Rename ${name}`}
        onClick={onRename}
      >
        <Pencil aria-hidden className="h-3.5 w-3.5" />
      </button>
      <button
        type="button"
        className="rounded px-1.5 py-0.5 text-xs text-muted hover:bg-raised hover:text-danger"
        aria-label={`Delete ${name}`}
        onClick={() => actions.askDelete([item])}
        {...refusal.props}
      >
        <Trash2 aria-hidden className="h-3.5 w-3.5" />
      </button>
      {refusal.hint}
    </span>
  );
}
