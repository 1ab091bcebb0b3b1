import { FLIGHT_TRACK_COLUMNS } from '@/lib/contract/flight-track-columns';

/**
 * A flight's track, column by column (typed arrays: 100,000 points at 10 Hz stay compact and
 * go straight into uPlot and the map). `t` is seconds since the first sample.
 */
export interface FlightTrack {
  length: number;
  /** Epoch ms of the first sample as written in the file (the file's own time base). */
  t0Ms: number;
  t: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  alt: Float64Array;
  speed: Float64Array;
  heading: Float64Array;
  battery: Float64Array;
  /** Rows that could not be read (missing or non-numeric position), skipped. */
  skipped: number;
  /** Sample indexes the map's line is drawn with (`trackOutline`), when computed where the track was parsed. */
  outline?: Int32Array;
}

type Column = (typeof FLIGHT_TRACK_COLUMNS)[number];

export class TrackFormatError extends Error {}

/**
 * Parses the CSV track of a flight log (`time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct`).
 * Columns are found by header name, in any order; extra columns are ignored; a row without a
 * readable time or position is skipped and counted. Optional columns read as NaN when absent.
 */
export function parseFlightTrack(csv: string): FlightTrack {
  const lines = csv.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  const col = (name: Column) => header.indexOf(name);
  const idx = Object.fromEntries(FLIGHT_TRACK_COLUMNS.map((c) => [c, col(c)])) as Record<Column, number>;
  for (const required of ['time_ms', 'lat', 'lng'] as const) {
    if (idx[required] < 0) throw new TrackFormatError(`The track file has no "${required}" column`);
  }
  const cap = lines.length;
  const cols = {
    t: new Float64Array(cap),
    lat: new Float64Array(cap),
    lng: new Float64Array(cap),
    alt: new Float64Array(cap),
    speed: new Float64Array(cap),
    heading: new Float64Array(cap),
    battery: new Float64Array(cap),
  };
  const num = (cells: string[], i: number) => (i < 0 ? NaN : Number(cells[i] === undefined || cells[i] === '' ? NaN : cells[i]));
  let n = 0;
  let skipped = 0;
  let t0 = NaN;
  for (let r = 1; r < lines.length; r++) {
    const line = lines[r] as string;
    if (line.trim() === '') continue;
    const cells = line.split(',');
    const time = num(cells, idx.time_ms);
    const lat = num(cells, idx.lat);
    const lng = num(cells, idx.lng);
    if (!Number.isFinite(time) || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      skipped++;
      continue;
    }
    if (Number.isNaN(t0)) t0 = time;
    cols.t[n] = (time - t0) / 1000;
    cols.lat[n] = lat;
    cols.lng[n] = lng;
    cols.alt[n] = num(cells, idx.alt_m);
    cols.speed[n] = num(cells, idx.speed_ms);
    cols.heading[n] = num(cells, idx.heading_deg);
    cols.battery[n] = num(cells, idx.battery_pct);
    n++;
  }
  return {
    length: n,
    t0Ms: Number.isNaN(t0) ? 0 : t0,
    t: cols.t.subarray(0, n),
    lat: cols.lat.subarray(0, n),
    lng: cols.lng.subarray(0, n),
    alt: cols.alt.subarray(0, n),
    speed: cols.speed.subarray(0, n),
    heading: cols.heading.subarray(0, n),
    battery: cols.battery.subarray(0, n),
    skipped,
  };
}

/** Index of the last sample at or before `seconds` (binary search; 0 before the start). */
export function sampleAt(track: FlightTrack, seconds: number): number {
  let lo = 0;
  let hi = track.length - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((track.t[mid] as number) <= seconds) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The sample where the aircraft was at wall-clock `epochMs` (a photo's capture time), or -1
 * when that moment is outside the track (before take-off or after landing).
 */
export function sampleAtClock(track: FlightTrack, epochMs: number): number {
  if (track.length === 0) return -1;
  const s = (epochMs - track.t0Ms) / 1000;
  if (s < 0 || s > (track.t[track.length - 1] as number)) return -1;
  return sampleAt(track, s);
}

/** Times before 1973 are offsets from the flight's start, not clock times (the seeded files start at 0). */
const CLOCK_MIN_MS = 1e11;

/**
 * The track on the wall clock: a file whose times are offsets (first sample near 0) is placed at
 * the log's `flightStartDate`; a file with clock times keeps its own.
 */
export function onWallClock(track: FlightTrack, flightStartMs: number | undefined): FlightTrack {
  if (track.t0Ms >= CLOCK_MIN_MS || flightStartMs === undefined) return track;
  return { ...track, t0Ms: flightStartMs + track.t0Ms };
}
