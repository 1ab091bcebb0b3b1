import type { SortColumn } from './flight-sort-columns';
import type { FlightView } from './flight-view-normalise';

export type { SortColumn };

type Key = (f: FlightView) => string | number | undefined;

const KEYS: Record<SortColumn, Key> = {
  name: (f) => f.name,
  pilot: (f) => f.pilotName,
  drone: (f) => f.droneName ?? f.deviceId,
  start: (f) => f.startMs,
  duration: (f) => f.durationS,
  distance: (f) => f.distanceM,
  version: (f) => f.version ?? undefined,
  comments: (f) => (f.hasComments ? 1 : 0),
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The list's positions in sorted order; unknown values go last in either direction. Stable, so
 * ties keep the service's order. The list worker keeps this instead of a sorted copy.
 */
export function sortOrder(list: readonly FlightView[], column: SortColumn, dir: 'asc' | 'desc' = 'asc'): Int32Array {
  const key = KEYS[column];
  const sign = dir === 'asc' ? 1 : -1;
  const keys = list.map(key);
  const nums = keys.every((k) => k === undefined || typeof k === 'number');
  // Strings compare through one collation key each (sorting 100,000 names with the collator alone is slow).
  const str = nums ? [] : keys.map((k) => (k === undefined ? '' : String(k)));
  const order = Int32Array.from(list, (_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === undefined || kb === undefined) return ka === kb ? a - b : ka === undefined ? 1 : -1;
    const c = nums ? (ka as number) - (kb as number) : collator.compare(str[a] as string, str[b] as string);
    return c === 0 ? a - b : c * sign;
  });
  return order;
}

/** A sorted copy (see `sortOrder`). */
export function sortFlights(
  list: readonly FlightView[],
  column: SortColumn | undefined,
  dir: 'asc' | 'desc' = 'asc',
): readonly FlightView[] {
  if (!column) return list;
  return Array.from(sortOrder(list, column, dir), (i) => list[i] as FlightView);
}
