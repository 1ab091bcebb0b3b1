import type { FlightView } from '@/lib/resources/flights';
import type { SortColumn } from './flight-search';

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

/** A sorted copy; unknown values go last in either direction. Stable, so ties keep the service's order. */
export function sortFlights(
  list: readonly FlightView[],
  column: SortColumn | undefined,
  dir: 'asc' | 'desc' = 'asc',
): readonly FlightView[] {
  if (!column) return list;
  const key = KEYS[column];
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = list.map((f, i) => ({ f, k: key(f), i }));
  keyed.sort((a, b) => {
    if (a.k === undefined || b.k === undefined) return a.k === b.k ? a.i - b.i : a.k === undefined ? 1 : -1;
    const c = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : collator.compare(String(a.k), String(b.k));
    return c === 0 ? a.i - b.i : c * sign;
  });
  return keyed.map((x) => x.f);
}
