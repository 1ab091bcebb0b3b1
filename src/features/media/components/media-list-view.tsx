import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { childLocationOf, type MediaItem } from '@/lib/contract/media';
import { formatBytes } from '@/lib/format/bytes';
import { displayName, formatDate, isFolder, typeLabel } from '../utils/media-labels';
import { useFolderDrop } from '../hooks/use-folder-drop';
import { InlineRename } from './inline-rename';
import { useMediaExplorer, type PagedView } from './media-context';
import { ItemButtons, SelectBox, useDragSource } from './media-item-parts';
import { MediaThumbnail } from './media-thumbnail';
import { plural } from '@/lib/format/plural';
import { FolderPath } from './folder-path';
import { takenAt } from '../utils/media-search';
import { formatWallClock } from '../utils/metadata-format';

const ROW = 44;

/** The folder as rows: only the rows on screen exist in the DOM, more pages load near the end. */
export function MediaListView({ items, label, hasMore, loadMore, showPath = false }: PagedView) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 10 });
  const virtual = v.getVirtualItems();
  const last = virtual[virtual.length - 1];
  if (last && last.index >= items.length - 10 && hasMore) loadMore();
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-auto" data-testid="media-scroller">
      <div role="list" aria-label={label} style={{ height: v.getTotalSize(), position: 'relative' }}>
        {virtual.map((row) => {
          const item = items[row.index] as MediaItem;
          return (
            <div
              key={item.id}
              role="listitem"
              aria-label={displayName(item)}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ position: 'absolute', top: row.start, height: ROW, left: 0, right: 0 }}
            >
              <ListRow item={item} showPath={showPath} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

function ListRow({ item, showPath }: { item: MediaItem; showPath: boolean }) {
  const actions = useMediaExplorer();
  const [renaming, setRenaming] = useState(false);
  const folder = isFolder(item) ? { id: item.id, location: childLocationOf(item), name: displayName(item) } : null;
  const drop = useFolderDrop(folder);
  const drag = useDragSource(item);
  const count = item.metadata?.childItemsNumber;
  const taken = takenAt(item);
  return (
    <div
      {...drag}
      {...drop.props}
      className={`flex h-full items-center gap-2 border-b border-line px-2 text-sm ${drop.over ? 'bg-accent/15 outline outline-2 outline-accent' : ''}`}
    >
      <SelectBox item={item} />
      <MediaThumbnail item={item} className="h-8 w-10 shrink-0 rounded" />
      {renaming ? (
        <InlineRename item={item} onDone={() => setRenaming(false)} />
      ) : (
        <span className="flex min-w-0 flex-1 flex-col">
          <button
            type="button"
            className="min-w-0 truncate text-left hover:underline"
            onClick={() => (folder ? actions.openFolder(folder.location) : actions.openItem(item))}
          >
            {displayName(item)}
          </button>
          {showPath && <FolderPath location={item.location} />}
        </span>
      )}
      <span className="hidden w-24 shrink-0 text-xs text-muted md:block">
        {folder ? (count === undefined || count === null ? 'folder' : plural(count, 'item')) : typeLabel(item.type)}
      </span>
      <span className="hidden w-20 shrink-0 text-right text-xs tabular-nums text-muted md:block">
        {folder ? '' : (formatBytes(item.metadata?.size) ?? '')}
      </span>
      <span className="hidden w-40 shrink-0 text-xs text-muted lg:block" title="Taken (the camera’s clock, from EXIF)">
        {taken ? `Taken ${formatWallClock(taken)}` : ''}
      </span>
      <span className="hidden w-40 shrink-0 text-xs text-muted lg:block" title="Uploaded">
        {formatDate(item.createdAt) ?? ''}
      </span>
      <ItemButtons item={item} onRename={() => setRenaming(true)} />
    </div>
  );
}
