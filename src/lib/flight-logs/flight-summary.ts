import { isFix, type Flight } from './flight';

/**
 * The figures of a flight (Flight Review's and AirData's per-flight statistics), from its columns.
 * A figure the log cannot give is undefined (shown as —), never 0.
 */
export interface FlightSummary {
  startMs: number | null;
  endMs: number | null;
  durationS: number;
  /** Metres flown along the track (ground distance). */
  distanceM: number | undefined;
  takeOff: { lat: number; lng: number; altAmsl?: number } | undefined;
  maxAltAmslM: number | undefined;
  maxAltRelM: number | undefined;
  maxDistanceFromHomeM: number | undefined;
  maxSpeedMs: number | undefined;
  avgSpeedMs: number | undefined;
  /** Percent of the battery used (first − last reading). */
  batteryUsedPct: number | undefined;
  lowestVoltageV: number | undefined;
  /** Seconds in each flight mode, longest first. */
  timeInMode: Array<{ name: string; seconds: number }>;
  hasPosition: boolean;
}

const R = 6_371_008.8;
/** Great-circle distance in metres (haversine). */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}

function max(a: Float64Array): number | undefined {
  let m = -Infinity;
  for (const v of a) if (v > m) m = v;
  return m === -Infinity ? undefined : m;
}
function min(a: Float64Array): number | undefined {
  let m = Infinity;
  for (const v of a) if (v < m) m = v;
  return m === Infinity ? undefined : m;
}

export function summariseFlight(f: Flight): FlightSummary {
  const { lat, lng, t, speed, batteryPct, voltage } = f.samples;
  const n = f.length;
  const durationS = n > 0 ? (t[n - 1] as number) : 0;
  let first = -1;
  let distance = 0;
  let prev = -1;
  let far = 0;
  for (let i = 0; i < n; i++) {
    if (!isFix(lat[i] as number, lng[i] as number)) continue;
    if (first < 0) first = i;
    if (prev >= 0) {
      const d = haversineM(lat[prev] as number, lng[prev] as number, lat[i] as number, lng[i] as number);
      distance += d;
    }
    prev = i;
  }
  const takeOff =
    f.home ??
    (first >= 0 ? { lat: lat[first] as number, lng: lng[first] as number, altAmsl: f.samples.altAmsl[first] as number } : undefined);
  if (takeOff) {
    for (let i = 0; i < n; i++) {
      if (!isFix(lat[i] as number, lng[i] as number)) continue;
      const d = haversineM(takeOff.lat, takeOff.lng, lat[i] as number, lng[i] as number);
      if (d > far) far = d;
    }
  }
  // Speed: the log's own where it has one, else from the track.
  let speedSum = 0;
  let speedN = 0;
  for (const v of speed) {
    if (Number.isFinite(v)) {
      speedSum += v;
      speedN++;
    }
  }
  const hasPosition = first >= 0;
  let firstPct = NaN;
  let lastPct = NaN;
  for (const v of batteryPct) {
    if (!Number.isFinite(v)) continue;
    if (Number.isNaN(firstPct)) firstPct = v;
    lastPct = v;
  }
  const lowV = min(voltage.filter((v) => v > 0));
  const modeTime = new Map<string, number>();
  for (const m of f.modes) modeTime.set(m.name, (modeTime.get(m.name) ?? 0) + Math.max(0, m.end - m.start));
  const altRel = relativeAltitude(f);
  return {
    startMs: f.startMs,
    endMs: f.startMs === null ? null : f.startMs + durationS * 1000,
    durationS,
    distanceM: hasPosition ? distance : undefined,
    takeOff: takeOff && Number.isFinite(takeOff.altAmsl) ? takeOff : takeOff ? { lat: takeOff.lat, lng: takeOff.lng } : undefined,
    maxAltAmslM: max(f.samples.altAmsl),
    maxAltRelM: max(altRel),
    maxDistanceFromHomeM: hasPosition ? far : undefined,
    maxSpeedMs: max(speed),
    avgSpeedMs: speedN > 0 ? speedSum / speedN : hasPosition && durationS > 0 ? distance / durationS : undefined,
    batteryUsedPct: Number.isFinite(firstPct) && Number.isFinite(lastPct) ? Math.max(0, firstPct - lastPct) : undefined,
    lowestVoltageV: lowV,
    timeInMode: [...modeTime].map(([name, seconds]) => ({ name, seconds })).sort((a, b) => b.seconds - a.seconds),
    hasPosition,
  };
}

/**
 * Height above take-off: the log's own where it has one; else AMSL minus the take-off's AMSL.
 */
export function relativeAltitude(f: Flight): Float64Array {
  const { altRel, altAmsl } = f.samples;
  if (altRel.some((v) => Number.isFinite(v))) return altRel;
  let base = f.home?.altAmsl ?? NaN;
  if (!Number.isFinite(base)) base = altAmsl.find((v) => Number.isFinite(v)) ?? NaN;
  return altAmsl.map((v) => v - base);
}
