import { FLIGHT_TRACK_COLUMNS } from '@/lib/contract/flight-track-columns';
import type { FlightTrack } from './flight-track';

type Column = (typeof FLIGHT_TRACK_COLUMNS)[number];
const NAMES = ['t', 'lat', 'lng', 'alt', 'speed', 'heading', 'battery'] as const;
/** The file's column for each of NAMES, in the same order. */
const COLUMN_OF = new Map<Column, number>(
  (['time_ms', 'lat', 'lng', 'alt_m', 'speed_ms', 'heading_deg', 'battery_pct'] as const satisfies readonly Column[]).map((c, i) => [c, i]),
);
const POW10 = Array.from({ length: 16 }, (_, i) => 10 ** i);

/**
 * `Number(s.slice(a, b))`, without the slice for the usual cell (`-12.345`): a sign, at most 15
 * digits and a point are read as an integer divided by a power of ten, which is exact (both are
 * exact doubles and the division is correctly rounded), so it equals what `Number` gives. Anything
 * else (spaces, exponents, hex, `Infinity`, more digits) goes to `Number`. An empty cell is NaN.
 */
export function readNumber(s: string, a: number, b: number): number {
  if (a >= b) return NaN;
  let i = a;
  let sign = 1;
  const first = s.charCodeAt(i);
  if (first === 45 || first === 43) {
    if (first === 45) sign = -1;
    i++;
  }
  let m = 0;
  let digits = 0;
  let frac = -1;
  for (; i < b; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      m = m * 10 + (c - 48);
      digits++;
    } else if (c === 46 && frac < 0) frac = i;
    else break;
  }
  if (i === b && digits > 0 && digits <= 15) return (sign * m) / (POW10[frac < 0 ? 0 : b - frac - 1] as number);
  return Number(s.slice(a, b));
}

export class TrackFormatError extends Error {}

/**
 * Parses the CSV track of a flight log (`time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct`)
 * piece by piece, as its text arrives: the worker parses while the file downloads, so a 100,000-row
 * file is read about when its last byte is in (download then parse took twice as long).
 * Columns are found by header name, in any order; extra columns are ignored; a row without a
 * readable time or position is skipped and counted. Optional columns read as NaN when absent.
 */
export class FlightTrackParser {
  /** Text after the last complete line. */
  private rest = '';
  private idx: Record<Column, number> | null = null;
  private cols: Record<(typeof NAMES)[number], Float64Array>;
  private n = 0;
  private skipped = 0;
  private t0 = NaN;
  /** Per cell position of a row: the index in NAMES it fills, or -1. */
  private target: number[] = [];
  /** The row being read, in NAMES order. */
  private row = new Float64Array(NAMES.length);

  constructor(capacity = 1024) {
    this.cols = Object.fromEntries(NAMES.map((k) => [k, new Float64Array(capacity)])) as FlightTrackParser['cols'];
  }

  push(text: string): void {
    const s = this.rest + text;
    let from = 0;
    for (let nl = s.indexOf('\n'); nl >= 0; nl = s.indexOf('\n', from)) {
      this.line(s, from, nl > from && s.charCodeAt(nl - 1) === 13 ? nl - 1 : nl);
      from = nl + 1;
    }
    this.rest = s.slice(from);
  }

  finish(): FlightTrack {
    if (this.rest !== '' || !this.idx) this.line(this.rest, 0, this.rest.length);
    this.rest = '';
    const n = this.n;
    const c = this.cols;
    return {
      length: n,
      t0Ms: Number.isNaN(this.t0) ? 0 : this.t0,
      t: c.t.subarray(0, n),
      lat: c.lat.subarray(0, n),
      lng: c.lng.subarray(0, n),
      alt: c.alt.subarray(0, n),
      speed: c.speed.subarray(0, n),
      heading: c.heading.subarray(0, n),
      battery: c.battery.subarray(0, n),
      skipped: this.skipped,
    };
  }

  /**
   * One row, read in place from `s` (no slice or split per row: for 100,000 rows those were most
   * of the parse's time and garbage). Cells go to their column by header position.
   */
  private line(s: string, start: number, end: number): void {
    if (!this.idx) return this.header(s.slice(start, end));
    const v = this.row;
    v.fill(NaN);
    const target = this.target;
    let cell = 0;
    let a = start;
    for (let i = start; i <= end; i++) {
      if (i < end && s.charCodeAt(i) !== 44) continue; // ','
      const k = target[cell++] ?? -1;
      if (k >= 0) v[k] = readNumber(s, a, i);
      a = i + 1;
    }
    const time = v[0] as number;
    const lat = v[1] as number;
    const lng = v[2] as number;
    if (!Number.isFinite(time) || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      if (s.slice(start, end).trim() !== '') this.skipped++;
      return;
    }
    if (Number.isNaN(this.t0)) this.t0 = time;
    if (this.n === this.cols.t.length) this.grow();
    const c = this.cols;
    const k = this.n++;
    c.t[k] = (time - this.t0) / 1000;
    c.lat[k] = lat;
    c.lng[k] = lng;
    c.alt[k] = v[3] as number;
    c.speed[k] = v[4] as number;
    c.heading[k] = v[5] as number;
    c.battery[k] = v[6] as number;
  }

  private header(line: string): void {
    const header = line.split(',').map((h) => h.trim().toLowerCase());
    const idx = Object.fromEntries(FLIGHT_TRACK_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
    for (const required of ['time_ms', 'lat', 'lng'] as const) {
      if (idx[required] < 0) throw new TrackFormatError(`The track file has no "${required}" column`);
    }
    this.idx = idx;
    // Which of NAMES each cell of a row fills (-1: a column not read; a repeated name: its first column).
    this.target = header.map(() => -1);
    for (const [column, name] of COLUMN_OF) if (idx[column] >= 0) this.target[idx[column]] = name;
  }

  private grow(): void {
    for (const k of NAMES) {
      const bigger = new Float64Array(this.cols[k].length * 2);
      bigger.set(this.cols[k]);
      this.cols[k] = bigger;
    }
  }
}

/** A whole CSV track at once (see `FlightTrackParser`). */
export function parseFlightTrack(csv: string): FlightTrack {
  const p = new FlightTrackParser(Math.max(16, csv.length >> 5));
  p.push(csv);
  return p.finish();
}
