import { FlightBuilder, FlightLogError, isFix, type EventSeverity, type Flight, type FlightLogFormat, type ReadOptions } from './flight';

/**
 * The flight-log CSVs people export: AirData's ("time(millisecond),datetime(utc),latitude,…"),
 * Litchi's flight log ("latitude,longitude,altitude(feet),ascent(feet),…"), and the logbook's own
 * track CSV (`time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct`). Columns are found by name,
 * with their unit in brackets: feet, mph and km/h are converted to metres and m/s.
 */

export type CsvDialect = Extract<FlightLogFormat, 'airdata-csv' | 'litchi-csv' | 'service-csv'>;

function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

const normalise = (h: string) => h.trim().toLowerCase().replace(/\s+/g, '');

/** Which dialect a header line is, or null. */
export function csvDialect(headerLine: string): CsvDialect | null {
  const h = splitCsvLine(headerLine).map(normalise);
  if (h.includes('time_ms') && h.includes('lat') && h.includes('lng')) return 'service-csv';
  const has = (re: RegExp) => h.some((c) => re.test(c));
  if (!has(/^latitude$/) || !has(/^longitude$/)) return null;
  if (has(/^time\(millisecond\)$/) && (has(/^height_above_takeoff\(/) || has(/^altitude_above_sealevel\(/))) return 'airdata-csv';
  if (has(/^altitude\((feet|m|meters)\)$/) || has(/^ascent\(/) || has(/^flightmode$/) || has(/^time\(millisecond\)$/)) return 'litchi-csv';
  return null;
}

/** A column's factor to SI from its unit suffix, e.g. "speed(mph)" → 0.44704. */
function factor(name: string): number {
  const unit = /\(([^)]*)\)$/.exec(name)?.[1] ?? '';
  switch (unit) {
    case 'feet':
    case 'ft':
      return 0.3048;
    case 'mph':
      return 0.44704;
    case 'kph':
    case 'km/h':
      return 1 / 3.6;
    default:
      return 1;
  }
}

interface Columns {
  time: number;
  datetime: number;
  lat: number;
  lng: number;
  altAmsl: number;
  altRel: number;
  speed: number;
  climb: number;
  heading: number;
  roll: number;
  pitch: number;
  voltage: number;
  current: number;
  batteryPct: number;
  satellites: number;
  mode: number;
  message: number;
}

function find(h: string[], ...patterns: RegExp[]): number {
  for (const re of patterns) {
    const i = h.findIndex((c) => re.test(c));
    if (i >= 0) return i;
  }
  return -1;
}

function columnsOf(h: string[], dialect: CsvDialect): Columns {
  if (dialect === 'service-csv') {
    const i = (n: string) => h.indexOf(n);
    return {
      time: i('time_ms'),
      datetime: -1,
      lat: i('lat'),
      lng: i('lng'),
      altAmsl: -1,
      altRel: i('alt_m'),
      speed: i('speed_ms'),
      climb: -1,
      heading: i('heading_deg'),
      roll: -1,
      pitch: -1,
      voltage: -1,
      current: -1,
      batteryPct: i('battery_pct'),
      satellites: -1,
      mode: -1,
      message: -1,
    };
  }
  return {
    time: find(h, /^time\(millisecond\)$/),
    datetime: find(h, /^datetime\(utc\)$/),
    lat: find(h, /^latitude$/),
    lng: find(h, /^longitude$/),
    altAmsl: find(h, /^altitude_above_sealevel\(/),
    // AirData: height above take-off; Litchi: "altitude" is above the home point.
    altRel: find(h, /^height_above_takeoff\(/, /^altitude\((feet|m|meters)\)$/),
    speed: find(h, /^speed\(/),
    climb: find(h, /^zspeed\(/),
    heading: find(h, /^compass_heading\(/, /^heading(\(degrees\))?$/),
    roll: find(h, /^roll(\(degrees\))?$/),
    pitch: find(h, /^pitch(\(degrees\))?$/),
    voltage: find(h, /^voltage\(v\)$/, /^voltage$/),
    current: find(h, /^current\(a\)$/),
    batteryPct: find(h, /^battery_percent$/, /^battery(\(%\)|_percent|percent)$/, /^remainpowerpercent$/),
    satellites: find(h, /^satellites$/),
    mode: find(h, /^flycstate$/, /^flightmode$/),
    message: find(h, /^message$/),
  };
}

const LABEL: Record<CsvDialect, string> = { 'airdata-csv': 'AirData CSV', 'litchi-csv': 'Litchi CSV', 'service-csv': 'track CSV' };

export function readCsvLog(textIn: string, dialect: CsvDialect, opts: ReadOptions = {}): Flight {
  const text = textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn;
  const lines = text.split(/\r?\n/);
  const headerLine = lines[0] ?? '';
  const header = splitCsvLine(headerLine).map(normalise);
  const c = columnsOf(header, dialect);
  if (c.lat < 0 || c.lng < 0) throw new FlightLogError(`The ${LABEL[dialect]} has no latitude/longitude columns.`, [], dialect);
  const f = header.map(factor);
  const b = new FlightBuilder(lines.length);
  let startMs: number | null = null;
  /** The first row's clock (UTC ms) and its time on the log's own base. */
  let firstClock = NaN;
  let clockAt = NaN;
  let skipped = 0;
  let lastTs = NaN;
  let lastMessage = '';
  let row = 0;
  for (let li = 1; li < lines.length; li++) {
    const line = lines[li] as string;
    if (!line.trim()) continue;
    if ((li & 0x3fff) === 0) {
      if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      opts.onProgress?.(li, lines.length);
    }
    const cells = splitCsvLine(line);
    const val = (k: keyof Columns) => {
      const i = c[k];
      if (i < 0) return NaN;
      const s = cells[i]?.trim();
      return s ? Number(s) * (f[i] as number) : NaN;
    };
    let ts = c.time >= 0 ? val('time') / 1000 : NaN;
    let clock = NaN;
    if (c.datetime >= 0) {
      const s = cells[c.datetime]?.trim();
      if (s) clock = Date.parse(`${s.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? '' : 'Z'}`);
    }
    // Litchi writes no relative time on some exports: the clock is the time base then.
    if (!Number.isFinite(ts)) ts = Number.isFinite(clock) ? clock / 1000 : row * 0.1;
    if (Number.isNaN(clockAt) && Number.isFinite(clock)) {
      firstClock = clock;
      clockAt = ts;
    }
    row++;
    const lat = val('lat');
    const lng = val('lng');
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) {
      skipped++;
      continue;
    }
    lastTs = ts;
    if (isFix(lat, lng)) {
      b.set(ts, 'lat', lat);
      b.set(ts, 'lng', lng);
    }
    for (const k of [
      'altAmsl',
      'altRel',
      'speed',
      'climb',
      'heading',
      'roll',
      'pitch',
      'voltage',
      'current',
      'batteryPct',
      'satellites',
    ] as const) {
      if (c[k] >= 0) b.set(ts, k, val(k));
    }
    if (c.mode >= 0) {
      const m = cells[c.mode]?.trim();
      if (m) b.mode(ts, m);
    }
    if (c.message >= 0) {
      const m = cells[c.message]?.trim() ?? '';
      if (m && m !== lastMessage) b.event(ts, severityOf(m), m);
      lastMessage = m;
    }
  }
  if (row === 0) throw new FlightLogError(`The ${LABEL[dialect]} has a header but no rows.`, [], dialect);
  // The clock of the first dated row, moved back to the log's first row.
  if (Number.isFinite(firstClock)) startMs = Math.round(firstClock - (clockAt - b.origin) * 1000);
  opts.onProgress?.(lines.length, lines.length);
  const built = b.finish(lastTs);
  const notes = skipped > 0 ? [`${skipped} rows without a readable position were skipped.`] : [];
  // The service's CSV times are offsets or clock ms: clock ms (past 1973) is the start.
  if (dialect === 'service-csv' && b.origin * 1000 > 1e11) startMs = b.origin * 1000;
  return { format: dialect, startMs, ...built, vehicle: {}, notes };
}

function severityOf(m: string): EventSeverity {
  if (/\b(fail|critical|emergency|crash)/i.test(m)) return 'error';
  if (/\b(warn|low|weak|lost|interference|caution)/i.test(m)) return 'warning';
  return 'info';
}
