import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react';
import { childLocationOf, type MediaItem } from '@/lib/contract/media';
import { displayName, isFolder } from '../utils/media-labels';
import { useFolderDrop } from '../hooks/use-folder-drop';
import { InlineRename } from './inline-rename';
import { useMediaExplorer, type PagedView } from './media-context';
import { ItemButtons, SelectBox, useDragSource } from './media-item-parts';
import { MediaThumbnail } from './media-thumbnail';
import { FolderPath } from './folder-path';

const TILE = 176;
const ROW = 196;

/** The folder as tiles: rows of tiles virtualised, so 10,000 items keep a few dozen tiles in the DOM. */
export function MediaGridView({ items, label, hasMore, loadMore, showPath = false }: PagedView) {
  const scroller = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const cols = Math.max(1, Math.floor(width / TILE));
  const rows = Math.ceil(items.length / cols);
  const v = useVirtualizer({ count: rows, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 3 });
  const virtual = v.getVirtualItems();
  const last = virtual[virtual.length - 1];
  if (last && last.index >= rows - 4 && hasMore) loadMore();
  // The rows to render follow the scroll in a deferred (interruptible) render: a row of new tiles
  // is built in slices between frames instead of inside the scroll's frame. The overscan of three
  // rows is built before it scrolls into view, so the short lag never shows as a blank.
  const first = useDeferredValue(virtual[0]?.index ?? 0);
  const end = useDeferredValue(last ? last.index + 1 : 0);
  const shown: number[] = [];
  for (let r = first; r < Math.min(end, rows); r++) shown.push(r);
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-auto" data-testid="media-scroller">
      <div role="list" aria-label={label} style={{ height: v.getTotalSize(), position: 'relative' }}>
        {width > 0 &&
          shown.map((row) =>
            items.slice(row * cols, row * cols + cols).map((item, c) => (
              <div
                key={item.id}
                role="listitem"
                aria-label={displayName(item)}
                aria-setsize={items.length}
                aria-posinset={row * cols + c + 1}
                style={{ position: 'absolute', top: row * ROW, left: c * TILE, width: TILE - 8, height: ROW - 8 }}
              >
                <Tile item={item} showPath={showPath} />
              </div>
            )),
          )}
      </div>
    </div>
  );
}

/**
 * Memoised: the virtualiser re-renders the grid on every scroll event, and the tiles already in
 * view (the same item objects) need not render again; only tiles scrolling in do.
 */
const Tile = memo(function Tile({ item, showPath }: { item: MediaItem; showPath: boolean }) {
  const actions = useMediaExplorer();
  const [renaming, setRenaming] = useState(false);
  const folder = isFolder(item) ? { id: item.id, location: childLocationOf(item), name: displayName(item) } : null;
  const drop = useFolderDrop(folder);
  const drag = useDragSource(item);
  const selected = actions.isSelected(item.id);
  return (
    <div
      {...drag}
      {...drop.props}
      className={`flex h-full flex-col overflow-hidden rounded-md border bg-surface ${selected ? 'border-accent' : 'border-line'} ${drop.over ? 'outline outline-2 outline-accent' : ''}`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        className="min-h-0 flex-1"
        onClick={() => (folder ? actions.openFolder(folder.location) : actions.openItem(item))}
      >
        <MediaThumbnail item={item} className="h-full w-full" />
      </button>
      <div className="flex items-center gap-1 px-1.5 py-1">
        <SelectBox item={item} />
        {renaming ? (
          <InlineRename item={item} onDone={() => setRenaming(false)} />
        ) : (
          <button
            type="button"
            className="min-w-0 flex-1 truncate text-left text-xs hover:underline"
            onClick={() => (folder ? actions.openFolder(folder.location) : actions.openItem(item))}
          >
            {displayName(item)}
          </button>
        )}
        <ItemButtons item={item} onRename={() => setRenaming(true)} />
      </div>
      {showPath && <FolderPath location={item.location} className="px-1.5 pb-1" />}
    </div>
  );
});
