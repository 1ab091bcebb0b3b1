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
      <Button size="sm" onClick={() => onMove(chosen)}>
        Move selected…
      </Button>
      <Button size="sm" variant="danger" onClick={() => onDelete(chosen)}>
        Delete selected
      </Button>
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        Clear selection
      </Button>
    </div>
  );
}
