import { FlightBuilder, FlightLogError, isFix, type EventSeverity, type Flight, type ReadOptions } from './flight';
import { arduModeName, arduVehicleOfBanner, type ArduVehicle } from './mavlink-modes';

/**
 * ArduPilot DataFlash logs (`.bin`): a stream of records `0xA3 0x95 <type>` + fields, described by
 * the log itself: FMT records (type 128) give each type's name, length, field letters and column
 * names, so this reader needs no table of message layouts. Read: GPS, POS, BAT, MODE, MSG, ATT, BARO,
 * VER. Layout and format letters as in ArduPilot's `libraries/AP_Logger/LogStructure.h`.
 */

interface Fmt {
  type: number;
  length: number;
  name: string;
  format: string;
  columns: string[];
}

const HEAD0 = 0xa3;
const HEAD1 = 0x95;
const FMT_TYPE = 128;

export function looksLikeDataflash(head: Uint8Array): boolean {
  // A DataFlash log starts with the FMT record that describes FMT itself.
  return head[0] === HEAD0 && head[1] === HEAD1 && head[2] === FMT_TYPE && head[3] === FMT_TYPE;
}

const text = (b: Uint8Array, at: number, len: number) => {
  let end = at;
  while (end < at + len && b[end] !== 0) end++;
  return new TextDecoder('latin1').decode(b.subarray(at, end));
};

/** Byte size of each format letter. */
const SIZE: Record<string, number> = {
  a: 64,
  b: 1,
  B: 1,
  h: 2,
  H: 2,
  i: 4,
  I: 4,
  f: 4,
  d: 8,
  n: 4,
  N: 16,
  Z: 64,
  c: 2,
  C: 2,
  e: 4,
  E: 4,
  L: 4,
  M: 1,
  q: 8,
  Q: 8,
};

/** One field's value; scaled letters (c, C, e, E ×0.01, L ×1e-7) already scaled. */
function field(view: DataView, b: Uint8Array, at: number, letter: string): number | string {
  switch (letter) {
    case 'b':
      return view.getInt8(at);
    case 'B':
    case 'M':
      return view.getUint8(at);
    case 'h':
      return view.getInt16(at, true);
    case 'H':
      return view.getUint16(at, true);
    case 'i':
      return view.getInt32(at, true);
    case 'I':
      return view.getUint32(at, true);
    case 'f':
      return view.getFloat32(at, true);
    case 'd':
      return view.getFloat64(at, true);
    case 'c':
      return view.getInt16(at, true) / 100;
    case 'C':
      return view.getUint16(at, true) / 100;
    case 'e':
      return view.getInt32(at, true) / 100;
    case 'E':
      return view.getUint32(at, true) / 100;
    case 'L':
      return view.getInt32(at, true) / 1e7;
    case 'q':
      return Number(view.getBigInt64(at, true));
    case 'Q':
      return Number(view.getBigUint64(at, true));
    case 'n':
      return text(b, at, 4);
    case 'N':
      return text(b, at, 16);
    case 'Z':
      return text(b, at, 64);
    default:
      return NaN;
  }
}

const WANTED = new Set(['GPS', 'POS', 'BAT', 'MODE', 'MSG', 'ATT', 'BARO', 'VER', 'RCIN']);
/** GPS time starts 1980-01-06; UTC is behind it by the leap seconds since (18 since 2017). */
const GPS_EPOCH_MS = Date.UTC(1980, 0, 6);
const LEAP_S = 18;

export function readDataflash(bytes: Uint8Array, opts: ReadOptions = {}): Flight {
  const size = bytes.length;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fmts = new Map<number, Fmt>();
  const b = new FlightBuilder(Math.ceil(size / 300));
  const modes: Array<[number, number]> = [];
  let vehicleKind: ArduVehicle | null = null;
  let firmware: string | undefined;
  let boardName: string | undefined;
  let startMs: number | null = null;
  let home: Flight['home'];
  let stoppedAt: Flight['stoppedAt'];
  let skipped = 0;
  let records = 0;
  let lastTs = NaN;
  let nextProgress = 1 << 20;
  let at = 0;

  const read = (f: Fmt, from: number): Record<string, number | string> => {
    const out: Record<string, number | string> = {};
    let o = from + 3;
    for (let i = 0; i < f.format.length; i++) {
      const letter = f.format[i] as string;
      const name = f.columns[i];
      if (name !== undefined) out[name] = field(view, bytes, o, letter);
      o += SIZE[letter] ?? 0;
    }
    return out;
  };

  while (at + 3 <= size) {
    if (at >= nextProgress) {
      if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      opts.onProgress?.(at, size);
      nextProgress = at + (1 << 20);
    }
    if (bytes[at] !== HEAD0 || bytes[at + 1] !== HEAD1) {
      at++;
      skipped++;
      continue;
    }
    const type = bytes[at + 2] as number;
    if (type === FMT_TYPE) {
      if (at + 89 > size) {
        stoppedAt = { byte: at, of: size, reason: `the file ends inside a format record at byte ${at.toLocaleString('en')}` };
        break;
      }
      const t = bytes[at + 3] as number;
      const length = bytes[at + 4] as number;
      const name = text(bytes, at + 5, 4);
      const format = text(bytes, at + 9, 16);
      const columns = text(bytes, at + 25, 64).split(',');
      fmts.set(t, { type: t, length, name, format, columns });
      at += 89;
      records++;
      continue;
    }
    const f = fmts.get(type);
    if (!f) {
      at++;
      skipped++;
      continue;
    }
    if (at + f.length > size) {
      stoppedAt = { byte: at, of: size, reason: `the file ends inside a ${f.name} record at byte ${at.toLocaleString('en')}` };
      break;
    }
    records++;
    if (WANTED.has(f.name)) {
      const v = read(f, at);
      const us = typeof v.TimeUS === 'number' ? v.TimeUS : typeof v.TimeMS === 'number' ? v.TimeMS * 1000 : NaN;
      const ts = us / 1e6;
      if (Number.isFinite(ts)) lastTs = ts;
      const num = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : NaN);
      switch (f.name) {
        case 'GPS': {
          if ((v.I ?? 0) !== 0) break; // the second GPS of a dual-GPS vehicle
          b.set(ts, 'fix', num('Status'));
          b.set(ts, 'satellites', num('NSats'));
          const lat = num('Lat');
          const lng = num('Lng');
          if (isFix(lat, lng) && num('Status') >= 3) {
            b.set(ts, 'lat', lat);
            b.set(ts, 'lng', lng);
            b.set(ts, 'altAmsl', num('Alt'));
            b.set(ts, 'speed', num('Spd'));
            b.set(ts, 'heading', num('GCrs'));
            if (Number.isFinite(num('VZ'))) b.set(ts, 'climb', -num('VZ'));
            if (!home) home = { lat, lng, altAmsl: num('Alt') };
            const week = num('GWk');
            const ms = num('GMS');
            if (startMs === null && week > 0 && Number.isFinite(ms)) {
              const utc = GPS_EPOCH_MS + week * 604_800_000 + ms - LEAP_S * 1000;
              startMs = utc - (us - b.origin * 1e6) / 1000;
            }
          }
          break;
        }
        case 'POS': {
          // POS is the estimator's position: it wins over raw GPS where both exist.
          const lat = num('Lat');
          const lng = num('Lng');
          if (!isFix(lat, lng)) break;
          b.set(ts, 'lat', lat);
          b.set(ts, 'lng', lng);
          b.set(ts, 'altAmsl', num('Alt'));
          if (Number.isFinite(num('RelHomeAlt'))) b.set(ts, 'altRel', num('RelHomeAlt'));
          break;
        }
        case 'BAT':
          if ((v.Instance ?? v.Inst ?? 0) !== 0) break;
          b.set(ts, 'voltage', num('Volt'));
          b.set(ts, 'current', num('Curr'));
          if (Number.isFinite(num('RemPct'))) b.set(ts, 'batteryPct', num('RemPct'));
          break;
        case 'ATT':
          b.set(ts, 'roll', num('Roll'));
          b.set(ts, 'pitch', num('Pitch'));
          b.set(ts, 'heading', num('Yaw'));
          break;
        case 'BARO':
          if ((v.I ?? 0) === 0 && !Number.isFinite(num('RelHomeAlt'))) b.set(ts, 'altRel', num('Alt'));
          break;
        case 'RCIN':
          break;
        case 'MODE':
          b.tick(ts);
          modes.push([ts, num('Mode')]);
          break;
        case 'MSG': {
          const m = String(v.Message ?? '');
          vehicleKind ??= arduVehicleOfBanner(m);
          const fw = /\b(Ardu\w+|Rover)\s+(V[\d.]+\S*)/.exec(m);
          if (fw && !firmware) firmware = `${fw[1]} ${fw[2]}`;
          const board = /^(\S+)\s+[0-9A-F]{8}\s/.exec(m);
          if (board && !boardName) boardName = board[1];
          if (Number.isFinite(ts)) b.event(ts, severityOf(m), m);
          break;
        }
        case 'VER':
          if (typeof v.FWS === 'string' && v.FWS && !firmware) firmware = v.FWS;
          break;
        default:
          break;
      }
    }
    at += f.length;
  }
  if (records === 0 || fmts.size === 0) throw new FlightLogError('The DataFlash log has no readable records.', [], 'dataflash');
  for (const [ts, mode] of modes) b.mode(ts, arduModeName(vehicleKind ?? 'copter', mode));
  opts.onProgress?.(size, size);
  const built = b.finish(lastTs);
  const notes: string[] = [];
  if (skipped > 0) notes.push(`${skipped.toLocaleString('en')} bytes between records were not part of any record and were skipped.`);
  const vehicle: Flight['vehicle'] = { autopilot: 'ArduPilot' };
  if (firmware) vehicle.firmware = firmware;
  if (boardName || vehicleKind)
    vehicle.name = [`Ardu${vehicleKind ? vehicleKind.charAt(0).toUpperCase() + vehicleKind.slice(1) : 'Pilot'}`, boardName]
      .filter(Boolean)
      .join(' ');
  return { format: 'dataflash', startMs, ...built, vehicle, ...(home ? { home } : {}), ...(stoppedAt ? { stoppedAt } : {}), notes };
}

/** MSG records carry no level: words that mean trouble make it a warning. */
function severityOf(m: string): EventSeverity {
  if (/\b(crash|fail(safe|ed|ure)?|emergency|critical)\b/i.test(m)) return 'error';
  if (/\b(warn|error|bad|lost|low|unhealthy|glitch)\b/i.test(m)) return 'warning';
  return 'info';
}
