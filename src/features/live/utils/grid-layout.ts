import { z } from 'zod';

export const GRID_LAYOUTS = ['1x1', '2x2', '3x3', '4x4'] as const;
export type GridLayout = (typeof GRID_LAYOUTS)[number];
export const GridLayoutSchema = z.enum(GRID_LAYOUTS);

export const gridSize = (layout: GridLayout): number => Number(layout[0]);
export const gridCapacity = (layout: GridLayout): number => gridSize(layout) ** 2;

/** The page of device ids shown in a grid (pages rotate on a wall). */
export function pageOf<T>(items: readonly T[], layout: GridLayout, page: number): T[] {
  const cap = gridCapacity(layout);
  const pages = Math.max(1, Math.ceil(items.length / cap));
  const p = ((page % pages) + pages) % pages;
  return items.slice(p * cap, p * cap + cap);
}

export const pageCount = (n: number, layout: GridLayout): number => Math.max(1, Math.ceil(n / gridCapacity(layout)));

/** Moves one item to another index (drag and drop, keyboard move). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/** Keyboard alternative to drag: arrows move a tile by one cell in the grid. */
export function keyboardTarget(index: number, key: string, columns: number, count: number): number | null {
  const delta: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
  const d = delta[key];
  if (d === undefined) return null;
  const t = index + d;
  return t >= 0 && t < count ? t : null;
}

/** `30s`, `2m`, `90` (seconds) → ms; null for off or unreadable. Minimum 5 s so a typo cannot strobe a wall. */
export function parseRotate(value: string | undefined): number | null {
  if (!value) return null;
  const m = /^(\d+)(s|m)?$/.exec(value.trim());
  if (!m) return null;
  const ms = Number(m[1]) * (m[2] === 'm' ? 60_000 : 1000);
  return ms >= 5000 ? ms : null;
}

/**
 * Columns and rows that give `count` 16:9 tiles the largest picture in a `width`×`height` area,
 * with at most `maxColumns` columns (the layout's): 2 cameras on a 3×3 wall fill the screen side by
 * side, and a portrait screen stacks them.
 */
export function fitGrid(count: number, maxColumns: number, width: number, height: number): { columns: number; rows: number } {
  const n = Math.max(1, count);
  let best = { columns: Math.min(maxColumns, n), rows: Math.ceil(n / Math.min(maxColumns, n)), size: -1 };
  for (let columns = 1; columns <= Math.min(maxColumns, n); columns++) {
    const rows = Math.ceil(n / columns);
    const size = Math.min(width / columns, ((height / rows) * 16) / 9);
    // On a tie the wider arrangement wins: it leaves the black bars at the sides, where walls have them.
    if (size >= best.size - 0.5) best = { columns, rows, size };
  }
  return { columns: best.columns, rows: best.rows };
}
