import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission, usePermissionForAll } from '@/lib/api/use-permission';
import { Button } from '@/components/ui/button';
import type { MediaItem } from '@/lib/contract/media';
import { countLabel } from '../utils/media-labels';

interface Props {
  selection: { ids: ReadonlySet<string>; clear: () => void; all: () => void };
  items: readonly MediaItem[];
  onMove: (items: readonly MediaItem[]) => void;
  onDelete: (items: readonly MediaItem[]) => void;
}

const BAR = 'flex flex-wrap items-center gap-2 rounded-md border px-3 py-1.5 text-sm';

/** Bulk actions on the selected items (drag any selected item onto a folder to move them all). */
export function SelectionBar({ selection, items, onMove, onDelete }: Props) {
  const chosen = items.filter((i) => selection.ids.has(i.id));
  const write = usePermission('write');
  const mayDelete = usePermissionForAll(
    'media.delete',
    chosen.map((i) => i.ownerId),
  );
  if (chosen.length === 0)
    return items.length > 0 ? (
      // The same box as the selection's, unframed: selecting the first item must not move the grid.
      <div className={`${BAR} border-transparent`}>
        <Button size="sm" variant="ghost" onClick={selection.all}>
          Select all loaded
        </Button>
      </div>
    ) : null;
  return (
    <div role="region" aria-label="Selection" className={`${BAR} border-accent/60 bg-raised`}>
      <span>{countLabel(chosen.length)} selected</span>
      {write.allowed && (
        <Button size="sm" onClick={() => onMove(chosen)}>
          Move selected…
        </Button>
      )}
      {write.allowed && (
        <PermittedButton size="sm" variant="danger" decision={mayDelete} onClick={() => onDelete(chosen)}>
          Delete selected
        </PermittedButton>
      )}
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        Clear selection
      </Button>
    </div>
  );
}
