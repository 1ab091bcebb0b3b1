import { FLIGHT_TRACK_COLUMNS } from '@/lib/contract/flight-track-columns';
import type { FlightTrack } from './flight-track';

type Column = (typeof FLIGHT_TRACK_COLUMNS)[number];
const NAMES = ['t', 'lat', 'lng', 'alt', 'speed', 'heading', 'battery'] as const;

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

  constructor(capacity = 1024) {
    this.cols = Object.fromEntries(NAMES.map((k) => [k, new Float64Array(capacity)])) as FlightTrackParser['cols'];
  }

  push(text: string): void {
    const s = this.rest + text;
    let from = 0;
    for (let nl = s.indexOf('\n'); nl >= 0; nl = s.indexOf('\n', from)) {
      this.line(s.slice(from, nl > from && s.charCodeAt(nl - 1) === 13 ? nl - 1 : nl));
      from = nl + 1;
    }
    this.rest = s.slice(from);
  }

  finish(): FlightTrack {
    if (this.rest !== '' || !this.idx) this.line(this.rest);
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

  private line(line: string): void {
    if (!this.idx) return this.header(line);
    if (line.trim() === '') return;
    const idx = this.idx;
    const cells = line.split(',');
    const num = (i: number) => (i < 0 ? NaN : Number(cells[i] === undefined || cells[i] === '' ? NaN : cells[i]));
    const time = num(idx.time_ms);
    const lat = num(idx.lat);
    const lng = num(idx.lng);
    if (!Number.isFinite(time) || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
      this.skipped++;
      return;
    }
    if (Number.isNaN(this.t0)) this.t0 = time;
    if (this.n === this.cols.t.length) this.grow();
    const c = this.cols;
    const k = this.n++;
    c.t[k] = (time - this.t0) / 1000;
    c.lat[k] = lat;
    c.lng[k] = lng;
    c.alt[k] = num(idx.alt_m);
    c.speed[k] = num(idx.speed_ms);
    c.heading[k] = num(idx.heading_deg);
    c.battery[k] = num(idx.battery_pct);
  }

  private header(line: string): void {
    const header = line.split(',').map((h) => h.trim().toLowerCase());
    const idx = Object.fromEntries(FLIGHT_TRACK_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;
    for (const required of ['time_ms', 'lat', 'lng'] as const) {
      if (idx[required] < 0) throw new TrackFormatError(`The track file has no "${required}" column`);
    }
    this.idx = idx;
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
