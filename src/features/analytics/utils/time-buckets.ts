export type BucketUnit = 'minute' | 'hour' | 'day';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const UNIT_MS: Record<BucketUnit, number> = { minute: MINUTE, hour: HOUR, day: DAY };

/** At most this many buckets on the time axis unless the caller says otherwise. */
export const DEFAULT_MAX_BUCKETS = 800;

/** The finest unit whose bucket count over [from, to] fits `maxBuckets` (a month → hours, a year → days). */
export function chooseUnit(from: number, to: number, maxBuckets = DEFAULT_MAX_BUCKETS): BucketUnit {
  const span = Math.max(0, to - from);
  if (span / MINUTE <= maxBuckets) return 'minute';
  if (span / HOUR <= maxBuckets) return 'hour';
  return 'day';
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a zone. */
function wallClock(ts: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ts))) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    y: parts.year ?? 1970,
    mo: (parts.month ?? 1) - 1,
    d: parts.day ?? 1,
    h: parts.hour ?? 0,
    mi: parts.minute ?? 0,
    s: parts.second ?? 0,
  };
}

/** Offset of the zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffset(ts: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const w = wallClock(ts, timeZone);
  const asUtc = Date.UTC(w.y, w.mo, w.d, w.h, w.mi, w.s);
  return asUtc - (ts - (((ts % 1000) + 1000) % 1000));
}

/** The instant of a wall-clock time in a zone (the earlier one in a DST overlap; skipped times move forward). */
function instantOf(y: number, mo: number, d: number, h: number, timeZone: string): number {
  const guess = Date.UTC(y, mo, d, h);
  let ts = guess - zoneOffset(guess, timeZone);
  ts = guess - zoneOffset(ts, timeZone);
  return ts;
}

/** Start of the bucket (in the zone's wall clock) that holds `ts`. */
export function floorToUnit(ts: number, unit: BucketUnit, timeZone: string): number {
  if (unit === 'minute') return Math.floor(ts / MINUTE) * MINUTE;
  const off = zoneOffset(ts, timeZone);
  if (unit === 'hour') {
    // Zones with :30 and :45 offsets have hours that start at :30 or :45 UTC.
    const local = ts + off;
    return local - (((local % HOUR) + HOUR) % HOUR) - off;
  }
  const w = wallClock(ts, timeZone);
  return instantOf(w.y, w.mo, w.d, 0, timeZone);
}

/** The next bucket start after `start` (a local day may last 23 or 25 hours across DST). */
function nextStart(start: number, unit: BucketUnit, timeZone: string): number {
  if (unit !== 'day') {
    const next = floorToUnit(start + UNIT_MS[unit] + (unit === 'hour' ? 1 : 0), unit, timeZone);
    return next > start ? next : start + UNIT_MS[unit];
  }
  const w = wallClock(start + 12 * HOUR, timeZone);
  const next = instantOf(w.y, w.mo, w.d + 1, 0, timeZone);
  return next > start ? next : start + DAY;
}

/**
 * Bucket starts covering [from, to], aligned to the zone's wall clock: day buckets start at local
 * midnight, hour buckets at the local hour. The last bucket ends after `to`.
 */
export function bucketEdges(from: number, to: number, unit: BucketUnit, timeZone: string): number[] {
  const edges: number[] = [];
  let t = floorToUnit(from, unit, timeZone);
  while (t <= to) {
    edges.push(t);
    t = nextStart(t, unit, timeZone);
  }
  return edges;
}

/** Index of the bucket holding `ts` (edges ascending), or -1 outside them. Binary search: O(log n). */
export function bucketIndex(edges: ArrayLike<number>, ts: number, end: number): number {
  const n = edges.length;
  if (n === 0 || ts < (edges[0] as number) || ts >= end) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((edges[mid] as number) <= ts) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** End of the last bucket (exclusive), so `bucketIndex` knows where counting stops. */
export function edgesEnd(edges: readonly number[], unit: BucketUnit, timeZone: string): number {
  const last = edges[edges.length - 1];
  return last === undefined ? 0 : nextStart(last, unit, timeZone);
}
