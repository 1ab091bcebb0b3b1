/**
 * The one typed result every flight-log reader produces, whatever the file was. Plain TypeScript
 * (no React, no DOM): the browser's worker and the service read files with the same code.
 *
 * Samples are columns (typed arrays, one value per row, NaN where the log had nothing yet):
 * readers feed values as the file gives them, topic by topic, and `FlightBuilder` keeps the
 * latest of each and writes one row per `ROW_STEP_S` (a 100 MB ULog has millions of messages;
 * a row per message would be most of the memory for nothing the charts can show).
 */

export type FlightLogFormat =
  'ulog' | 'tlog' | 'dataflash' | 'dji-srt' | 'airdata-csv' | 'litchi-csv' | 'gpx' | 'kml' | 'kmz' | 'service-csv' | 'dji-txt';

/** What people call each format, for messages and the "formats tried" list. */
export const FORMAT_LABEL: Record<FlightLogFormat, string> = {
  ulog: 'PX4 ULog (.ulg)',
  tlog: 'MAVLink telemetry log (.tlog)',
  dataflash: 'ArduPilot DataFlash log (.bin)',
  'dji-srt': 'DJI video telemetry (.srt)',
  'airdata-csv': 'AirData CSV export',
  'litchi-csv': 'Litchi flight-log CSV',
  gpx: 'GPX track',
  kml: 'KML track',
  kmz: 'KMZ track',
  'service-csv': 'Logbook track CSV',
  'dji-txt': 'DJI flight record (.txt)',
};

/** The columns of a flight, in the units their names say. */
export const SAMPLE_COLUMNS = [
  /** Seconds since the first row. */
  't',
  'lat',
  'lng',
  /** Metres above mean sea level (geoid). */
  'altAmsl',
  /** Metres above the take-off point. */
  'altRel',
  /** Ground speed, m/s. */
  'speed',
  /** Vertical speed, m/s, up positive. */
  'climb',
  /** Course over ground or vehicle yaw, degrees clockwise from north. */
  'heading',
  'roll',
  'pitch',
  /** Battery pack voltage, V. */
  'voltage',
  /** Battery current, A. */
  'current',
  /** Battery remaining, %. */
  'batteryPct',
  'satellites',
  /** GPS fix type (0 none, 2 2D, 3 3D, 4+ DGPS/RTK). */
  'fix',
  /** RC / link quality, %. */
  'rssi',
] as const;
export type SampleColumn = (typeof SAMPLE_COLUMNS)[number];
export type FlightSamples = Record<SampleColumn, Float64Array>;

export type EventSeverity = 'emergency' | 'error' | 'warning' | 'notice' | 'info' | 'debug';

export interface FlightEvent {
  /** Seconds since the flight's first row. */
  t: number;
  severity: EventSeverity;
  text: string;
}

export interface FlightMode {
  /** Seconds since the first row. */
  start: number;
  end: number;
  name: string;
}

export interface Flight {
  format: FlightLogFormat;
  /** UTC epoch ms of the first row; null when the log has no clock time (only time since boot). */
  startMs: number | null;
  length: number;
  samples: FlightSamples;
  modes: FlightMode[];
  events: FlightEvent[];
  vehicle: { name?: string; serial?: string; firmware?: string; autopilot?: string };
  /** Where the aircraft armed / took off, when the log says so (else the first fix). */
  home?: { lat: number; lng: number; altAmsl?: number };
  /** Set when the file ended early or broke off: how far it was read and why it stopped. */
  stoppedAt?: { byte: number; of: number; reason: string };
  /** Things a reader could not map (e.g. DJI's encrypted records), said to the user. */
  notes: string[];
}

/** A file this library cannot turn into a flight: the sentence says why, `tried` which formats were tried. */
export class FlightLogError extends Error {
  constructor(
    message: string,
    readonly tried: readonly FlightLogFormat[] = [],
    readonly format?: FlightLogFormat,
  ) {
    super(message);
    this.name = 'FlightLogError';
  }
}

/** One row per 0.1 s at most: 10 Hz is what a chart or a replay can show. */
export const ROW_STEP_S = 0.1;

/** Columns from a reader's latest values: values are held until the next update (sample-and-hold). */
export class FlightBuilder {
  private cols: FlightSamples;
  private cap: number;
  private n = 0;
  private readonly now = new Float64Array(SAMPLE_COLUMNS.length).fill(NaN);
  private readonly index = new Map<SampleColumn, number>(SAMPLE_COLUMNS.map((c, i) => [c, i]));
  /** Time (s, the reader's own base) of the first row, and of the last written row. */
  private t0 = NaN;
  private last = -Infinity;
  private pending = false;
  private modeName: string | null = null;
  private modeStart = 0;
  readonly modes: FlightMode[] = [];
  readonly events: FlightEvent[] = [];
  /** Rows are written on the primary topic only when the log has one (position), see `set`. */
  constructor(capacity = 1024) {
    this.cap = Math.max(16, capacity);
    this.cols = Object.fromEntries(SAMPLE_COLUMNS.map((c) => [c, new Float64Array(this.cap)])) as FlightSamples;
  }

  /** Latest value of a column at reader time `ts` (seconds, any base, non-decreasing in practice). */
  set(ts: number, column: Exclude<SampleColumn, 't'>, value: number): void {
    if (!Number.isFinite(ts)) return;
    this.tick(ts);
    this.now[this.index.get(column) as number] = Number.isFinite(value) ? value : NaN;
  }

  /**
   * Moves time on. A row opens at the first update and is written when an update comes
   * `ROW_STEP_S` later, with every value set until then (so the fields of one message, set one
   * by one, land in the same row).
   */
  tick(ts: number): void {
    if (Number.isNaN(this.t0)) this.t0 = ts;
    if (!this.pending) {
      this.last = ts;
      this.pending = true;
      return;
    }
    if (ts - this.last >= ROW_STEP_S) {
      this.now[0] = this.last - this.t0;
      this.write();
      this.last = ts;
    }
  }

  /** Seconds since the first row of reader time `ts`. */
  rel(ts: number): number {
    return Number.isNaN(this.t0) ? 0 : Math.max(0, ts - this.t0);
  }

  /** The reader's time base of row 0 (NaN before any row). */
  get origin(): number {
    return this.t0;
  }

  get rows(): number {
    return this.n;
  }

  mode(ts: number, name: string): void {
    if (Number.isNaN(this.t0)) this.t0 = ts;
    if (name === this.modeName) return;
    const t = this.rel(ts);
    if (this.modeName !== null) this.modes.push({ start: this.modeStart, end: t, name: this.modeName });
    this.modeName = name;
    this.modeStart = t;
  }

  event(ts: number, severity: EventSeverity, text: string): void {
    if (Number.isNaN(this.t0)) this.t0 = ts;
    // Control characters (NUL padding, line breaks of a chunked message) become spaces.
    let clean = '';
    for (const ch of text) clean += ch.charCodeAt(0) < 32 ? ' ' : ch;
    clean = clean.replace(/ {2,}/g, ' ').trim();
    if (clean) this.events.push({ t: this.rel(ts), severity, text: clean.slice(0, 500) });
  }

  /** The columns, trimmed to the rows written; the open mode closed at the last row. */
  finish(lastTs?: number): { length: number; samples: FlightSamples; modes: FlightMode[]; events: FlightEvent[] } {
    if (this.pending) {
      this.now[0] = this.last - this.t0;
      this.write();
      this.pending = false;
      // The log went on after its last sampled value (messages, modes): a last row holds the values to its end.
      if (lastTs !== undefined && Number.isFinite(lastTs) && lastTs - this.last >= ROW_STEP_S) {
        this.now[0] = lastTs - this.t0;
        this.write();
      }
    }
    const n = this.n;
    const end = n > 0 ? (this.cols.t[n - 1] as number) : 0;
    if (this.modeName !== null) this.modes.push({ start: this.modeStart, end: Math.max(end, this.modeStart), name: this.modeName });
    this.modeName = null;
    const samples = Object.fromEntries(SAMPLE_COLUMNS.map((c) => [c, this.cols[c].slice(0, n)])) as FlightSamples;
    return { length: n, samples, modes: this.modes, events: this.events.sort((a, b) => a.t - b.t) };
  }

  private write(): void {
    if (this.n === this.cap) this.grow();
    const k = this.n++;
    for (let i = 0; i < SAMPLE_COLUMNS.length; i++)
      (this.cols[SAMPLE_COLUMNS[i] as SampleColumn] as Float64Array)[k] = this.now[i] as number;
  }

  private grow(): void {
    this.cap *= 2;
    for (const c of SAMPLE_COLUMNS) {
      const bigger = new Float64Array(this.cap);
      bigger.set(this.cols[c]);
      this.cols[c] = bigger;
    }
  }
}

/** Samples of a log with no rows (a file that broke off before its data). */
export function emptySamples(): FlightSamples {
  return Object.fromEntries(SAMPLE_COLUMNS.map((c) => [c, new Float64Array(0)])) as FlightSamples;
}

/** True when a latitude/longitude pair is a real fix (not 0,0 before lock, not out of range). */
export function isFix(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
}

/** Reads a file's progress: `onProgress(read, total)` in bytes; `signal` cancels. */
export interface ReadOptions {
  onProgress?: (readBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}
