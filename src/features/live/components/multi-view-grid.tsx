import { useState, type DragEvent, type KeyboardEvent } from 'react';
import type { PlayerHealth } from '@/lib/video/types';
import { gridSize, keyboardTarget, moveItem, type GridLayout } from '../utils/grid-layout';
import type { TokenManager } from '../utils/token-manager';
import { LiveTile } from './live-tile';

export interface GridDevice {
  id: string;
  name: string;
  /** No video source configured: the tile says so instead of playing (see LiveTile). */
  noSource?: boolean;
}

interface Props {
  layout: GridLayout;
  devices: readonly GridDevice[];
  manager: TokenManager | null;
  /** Reorder (drag and drop, or Alt+arrow keys); omit for a fixed grid (wall). */
  onReorder?: (ids: string[]) => void;
  controls?: boolean;
  onHealth?: (deviceId: string, h: PlayerHealth) => void;
  /** Per-device supervisor text (see useKeepStreaming). */
  notes?: Readonly<Record<string, string>>;
  /** Devices whose ingest is STREAMING, when known (see useKeepStreaming). */
  streaming?: ReadonlySet<string>;
  /** Every tile plays the annotated rendition of this AI add-on (`&ai=`). */
  ai?: string;
}

/**
 * 1, 2×2, 3×3 or 4×4 tiles. Double-click focuses one tile with its full rendition; Escape or
 * double-click again returns to the grid. Native drag and drop reorders; Alt+arrows is the
 * keyboard alternative.
 */
export function MultiViewGrid({ layout, devices, manager, onReorder, controls = true, onHealth, notes, streaming, ai }: Props) {
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const columns = gridSize(layout);
  const focused = focusedId ? devices.find((d) => d.id === focusedId) : undefined;
  const ids = devices.map((d) => d.id);
  // A URL may list a device twice (a wall showing one feed in two cells): keep keys unique and
  // stable, so reordering moves players instead of recreating them.
  const seen = new Map<string, number>();
  const keys = ids.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n ? `${id}#${n}` : id;
  });

  if (focused) {
    return (
      <div className="relative h-full w-full" onKeyDown={(e) => e.key === 'Escape' && setFocusedId(null)}>
        <LiveTile
          deviceId={focused.id}
          name={focused.name}
          noSource={focused.noSource}
          ai={ai}
          manager={manager}
          focused
          controls={controls}
          onHealth={onHealth}
          note={notes?.[focused.id]}
          upstreamLive={streaming?.has(focused.id)}
          onFocus={() => setFocusedId(null)}
        />
        <button
          type="button"
          className="absolute right-2 top-2 rounded bg-black/70 px-2 py-1 text-xs text-white"
          onClick={() => setFocusedId(null)}
        >
          Back to grid
        </button>
      </div>
    );
  }

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragIndex !== null && onReorder) onReorder(moveItem(ids, dragIndex, to));
    setDragIndex(null);
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key === 'Enter') setFocusedId(ids[index] ?? null);
    if (!e.altKey || !onReorder) return;
    const to = keyboardTarget(index, e.key, columns, ids.length);
    if (to === null) return;
    e.preventDefault();
    onReorder(moveItem(ids, index, to));
  };

  return (
    <ul
      aria-label={`Video grid ${layout}`}
      className="grid h-full w-full gap-1"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `minmax(0, calc((100% - ${(columns - 1) * 0.25}rem) / ${columns}))`,
      }}
    >
      {devices.map((d, i) => (
        <li
          key={keys[i]}
          aria-label={`Tile ${i + 1}: ${d.name}`}
          tabIndex={0}
          draggable={Boolean(onReorder)}
          onDragStart={(e) => {
            setDragIndex(i);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', d.id);
          }}
          onDragOver={(e) => onReorder && e.preventDefault()}
          onDrop={(e) => onDrop(e, i)}
          onKeyDown={(e) => onKey(e, i)}
          className={`min-h-0 outline-none focus-visible:ring-2 focus-visible:ring-sky-400 ${dragIndex === i ? 'opacity-50' : ''}`}
        >
          <LiveTile
            deviceId={d.id}
            name={d.name}
            noSource={d.noSource}
            ai={ai}
            manager={manager}
            controls={controls}
            onHealth={onHealth}
            note={notes?.[d.id]}
            upstreamLive={streaming?.has(d.id)}
            onFocus={() => setFocusedId(d.id)}
          />
        </li>
      ))}
    </ul>
  );
}
