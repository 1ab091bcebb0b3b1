import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { TileStatus } from '@/lib/video/tile-status';
import type { PlayerHealth } from '@/lib/video/types';
import { fitGrid, gridSize, keyboardTarget, moveItem, type GridLayout } from '../utils/grid-layout';
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
  /** A manager per device (a paired display, the public page); wins over `manager`. */
  managerFor?: (deviceId: string) => TokenManager | null;
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
  /** Large health figures on every tile (wall `health=1`). */
  showHealth?: boolean;
  /** Empty cells after the tiles, each with an "Add camera" button (multi-view). */
  emptySlots?: number;
  onAddCamera?: () => void;
  /** Each tile's derived status (see LiveTile). */
  onStatus?: (deviceId: string, s: TileStatus) => void;
  /** A wall: as many cells as tiles, arranged to fill the area (portrait too), type scaled to the screen. */
  fit?: boolean;
}

/**
 * 1, 2×2, 3×3 or 4×4 tiles. Double-click or Enter focuses one tile with its full rendition; Escape
 * (or double-click, or "Back to grid") returns to the grid. The other tiles stay in place but
 * hidden, and their players stop. Native drag and drop reorders; Alt+arrows is the keyboard
 * alternative.
 */
export function MultiViewGrid({
  layout,
  devices,
  manager,
  managerFor,
  onReorder,
  controls = true,
  onHealth,
  notes,
  streaming,
  showHealth = false,
  ai,
  emptySlots = 0,
  onAddCamera,
  onStatus,
  fit = false,
}: Props) {
  const [focusedIndex, setFocusedIndex] = useState<number | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const cells = useRef<(HTMLLIElement | null)[]>([]);
  const listRef = useRef<HTMLUListElement | null>(null);
  const [area, setArea] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const el = listRef.current;
    if (!fit || !el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setArea({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [fit]);
  const fitted = fit && area ? fitGrid(devices.length, gridSize(layout), area.width, area.height) : null;
  const columns = fitted?.columns ?? gridSize(layout);
  const rows = fitted?.rows ?? columns;
  const ids = devices.map((d) => d.id);
  const focused = focusedIndex !== null && focusedIndex < devices.length ? focusedIndex : null;
  // A URL may list a device twice (a wall showing one feed in two cells): keep keys unique and
  // stable, so reordering moves players instead of recreating them.
  const seen = new Map<string, number>();
  const keys = ids.map((id) => {
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    return n ? `${id}#${n}` : id;
  });

  // Escape returns wherever the keyboard focus is; the tile that was focused gets it back.
  useEffect(() => {
    if (focused === null) return;
    cells.current[focused]?.focus();
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      setFocusedIndex(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [focused]);
  const unfocus = () => {
    const i = focused;
    setFocusedIndex(null);
    if (i !== null) requestAnimationFrame(() => cells.current[i]?.focus());
  };

  const onDrop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragIndex !== null && onReorder) onReorder(moveItem(ids, dragIndex, to));
    setDragIndex(null);
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.target !== e.currentTarget) return; // keys inside the player's own controls
    if (e.key === 'Enter') {
      e.preventDefault();
      if (focused === null) setFocusedIndex(index);
      else unfocus();
      return;
    }
    if (!e.altKey || !onReorder || focused !== null) return;
    const to = keyboardTarget(index, e.key, columns, ids.length);
    if (to === null) return;
    e.preventDefault();
    onReorder(moveItem(ids, index, to));
  };

  return (
    <ul
      ref={listRef}
      aria-label={`Video grid ${layout}`}
      data-focused-tile={focused ?? undefined}
      data-columns={columns}
      data-rows={rows}
      className="relative grid h-full w-full gap-1"
      style={{
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridAutoRows: `minmax(0, calc((100% - ${(rows - 1) * 0.25}rem) / ${rows}))`,
      }}
    >
      {devices.map((d, i) => {
        const isFocused = focused === i;
        const hidden = focused !== null && !isFocused;
        return (
          <li
            key={keys[i]}
            ref={(el) => {
              cells.current[i] = el;
            }}
            aria-label={`Tile ${i + 1}: ${d.name}`}
            aria-current={isFocused || undefined}
            hidden={hidden}
            tabIndex={0}
            draggable={Boolean(onReorder) && focused === null}
            onDragStart={(e) => {
              setDragIndex(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', d.id);
            }}
            onDragOver={(e) => onReorder && e.preventDefault()}
            onDrop={(e) => onDrop(e, i)}
            onKeyDown={(e) => onKey(e, i)}
            style={isFocused ? { gridColumn: '1 / -1', gridRow: `1 / span ${rows}` } : undefined}
            className={`relative min-h-0 outline-none focus-visible:ring-2 focus-visible:ring-sky-400 ${dragIndex === i ? 'opacity-50' : ''}`}
          >
            <LiveTile
              deviceId={d.id}
              name={d.name}
              noSource={d.noSource}
              ai={ai}
              manager={managerFor ? managerFor(d.id) : manager}
              focused={isFocused}
              hidden={hidden}
              controls={controls}
              onHealth={onHealth}
              note={notes?.[d.id]}
              upstreamLive={streaming?.has(d.id)}
              showHealth={showHealth}
              onStatus={onStatus}
              large={fit}
              onFocus={() => (isFocused ? unfocus() : setFocusedIndex(i))}
            />
            {isFocused && devices.length > 1 ? (
              <button
                type="button"
                className="absolute right-2 top-2 rounded bg-black/70 px-2 py-1 text-xs text-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-400"
                onClick={unfocus}
              >
                Back to grid
              </button>
            ) : null}
          </li>
        );
      })}
      {focused === null
        ? Array.from({ length: emptySlots }, (_, k) => (
            <li
              key={`empty-${k}`}
              aria-label={`Empty tile ${devices.length + k + 1}`}
              className="flex min-h-0 items-center justify-center rounded border border-dashed border-line"
            >
              {onAddCamera ? (
                <button type="button" onClick={onAddCamera} className="rounded border border-line bg-raised px-3 py-1.5 text-sm">
                  Add camera
                </button>
              ) : null}
            </li>
          ))
        : null}
    </ul>
  );
}
