import { ULog, type Filelike, type FieldValue, type ParsedMessage } from '@foxglove/ulog';
import { FlightBuilder, FlightLogError, isFix, type EventSeverity, type Flight, type ReadOptions } from './flight';

/**
 * PX4 ULog (`.ulg`), read with Foxglove's maintained reader. Topics: the position
 * (`vehicle_global_position`, else `vehicle_gps_position` / `sensor_gps`), `vehicle_local_position`
 * (speed, climb, height, and the only position source of a log without GPS), `battery_status`,
 * `vehicle_status` (nav_state → mode), `vehicle_attitude`, `home_position`, logged messages and
 * PX4 `event`s.
 */

/** `vehicle_status.nav_state`, named as QGroundControl names them (PX4 `msg/VehicleStatus.msg`). */
const NAV_STATE: Record<number, string> = {
  0: 'Manual',
  1: 'Altitude',
  2: 'Position',
  3: 'Mission',
  4: 'Hold',
  5: 'Return',
  6: 'RC recovery',
  7: 'Return (GPS lost)',
  8: 'Land (engine fail)',
  9: 'Land (GPS fail)',
  10: 'Acro',
  12: 'Descend',
  13: 'Termination',
  14: 'Offboard',
  15: 'Stabilized',
  16: 'Rattitude',
  17: 'Takeoff',
  18: 'Land',
  19: 'Follow me',
  20: 'Precision land',
  21: 'Orbit',
  22: 'VTOL takeoff',
};

/** syslog levels as ULog writes them (0 emergency … 7 debug). */
const LEVEL: EventSeverity[] = ['emergency', 'emergency', 'error', 'error', 'warning', 'notice', 'info', 'debug'];

const TOPICS = [
  'vehicle_global_position',
  'vehicle_gps_position',
  'sensor_gps',
  'vehicle_local_position',
  'battery_status',
  'vehicle_status',
  'vehicle_attitude',
  'home_position',
  'event',
] as const;
type Topic = (typeof TOPICS)[number];

const num = (v: FieldValue | undefined): number =>
  typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : typeof v === 'boolean' ? Number(v) : NaN;

/** A byte array as ULog's random-access file. */
export function bytesFile(bytes: Uint8Array): Filelike {
  return {
    open: () => Promise.resolve(bytes.length),
    read: (offset, length) => {
      if (offset + length > bytes.length) return Promise.reject(new RangeError('The file ends before this record'));
      // A copy: the reader builds DataViews on the array's whole buffer (it ignores byteOffset).
      return Promise.resolve(bytes.slice(offset, offset + length));
    },
    size: () => bytes.length,
  };
}

export function looksLikeULog(head: Uint8Array): boolean {
  // "ULog" 0x01 0x12 0x35, then a version byte.
  const magic = [0x55, 0x4c, 0x6f, 0x67, 0x01, 0x12, 0x35];
  return magic.every((b, i) => head[i] === b);
}

/** `ver_sw_release` (0xAABBCCTT) as `v1.14.0`; TT 255 is a release, lower is rc/beta. */
function release(v: number): string | undefined {
  if (!Number.isFinite(v) || v === 0) return undefined;
  const major = (v >>> 24) & 0xff;
  const minor = (v >>> 16) & 0xff;
  const patch = (v >>> 8) & 0xff;
  const type = v & 0xff;
  return `v${major}.${minor}.${patch}${type === 255 ? '' : type >= 192 ? '-rc' : type >= 128 ? '-beta' : type >= 64 ? '-alpha' : '-dev'}`;
}

function quaternionToEuler(q: FieldValue | undefined): [number, number, number] | null {
  if (!Array.isArray(q) || q.length < 4) return null;
  const [w, x, y, z] = q.map((v) => num(v as FieldValue)) as [number, number, number, number];
  const roll = Math.atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y));
  const pitch = Math.asin(Math.max(-1, Math.min(1, 2 * (w * y - z * x))));
  const yaw = Math.atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z));
  const deg = 180 / Math.PI;
  return [roll * deg, pitch * deg, (((yaw * deg) % 360) + 360) % 360];
}

/**
 * Where a ULog's last complete message ends: every message is `u16 size, u8 type, payload`, so
 * hopping from the 16-byte file header finds a message that runs past the end (a file cut off in
 * a download or by a power loss). Null when the file ends on a message boundary.
 */
export function ulogCutOff(bytes: Uint8Array): { byte: number; of: number; reason: string } | null {
  let at = 16;
  const size = bytes.length;
  while (at + 3 <= size) {
    const len = (bytes[at] as number) | ((bytes[at + 1] as number) << 8);
    if (at + 3 + len > size) break;
    at += 3 + len;
  }
  if (at >= size) return null;
  return { byte: at, of: size, reason: `the file ends inside a ULog message at byte ${at.toLocaleString('en')}` };
}

export async function readULog(file: Filelike, opts: ReadOptions = {}, cutOff: Flight['stoppedAt'] | null = null): Promise<Flight> {
  const log = new ULog(file);
  try {
    await log.open();
  } catch {
    throw new FlightLogError('The ULog file is damaged before its data section: its header or message formats cannot be read.', [], 'ulog');
  }
  const header = log.header;
  if (!header) throw new FlightLogError('The ULog file has no header.', [], 'ulog');
  const size = file.size();

  const idOf = new Map<number, Topic>();
  for (const [id, sub] of log.subscriptions) {
    if ((TOPICS as readonly string[]).includes(sub.name) && sub.multiId === 0) idOf.set(id, sub.name as Topic);
  }
  const present = new Set(idOf.values());
  const hasGlobal = present.has('vehicle_global_position');
  const gpsTopic: Topic | null = present.has('vehicle_gps_position')
    ? 'vehicle_gps_position'
    : present.has('sensor_gps')
      ? 'sensor_gps'
      : null;

  const total = log.messageCount() ?? 1;
  const b = new FlightBuilder(Math.min(1 << 20, Math.ceil(total / 20)));
  let home: Flight['home'];
  let firstUtcMs = NaN;
  let firstUtcAtUs = NaN;
  let lastUs = NaN;
  let seen = 0;
  const sec = (us: bigint) => Number(us) / 1e6;

  for await (const m of log.readMessages({ msgIds: new Set(idOf.keys()), includeLogs: true })) {
    if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (++seen % 20000 === 0) opts.onProgress?.(Math.round((seen / total) * size), size);
    if (m.type === 76 || m.type === 67) {
      // Logged text ('L', and 'C' tagged): a warning or message the firmware printed.
      b.event(sec(m.timestamp), LEVEL[Number(m.logLevel) & 7] ?? 'info', m.message);
      continue;
    }
    if (m.type !== 68) continue;
    const topic = idOf.get(m.msgId);
    const v: ParsedMessage = m.value;
    const ts = sec(v.timestamp);
    lastUs = Number(v.timestamp);
    switch (topic) {
      case 'vehicle_global_position': {
        const lat = num(v.lat);
        const lng = num(v.lon);
        if (isFix(lat, lng)) {
          b.set(ts, 'lat', lat);
          b.set(ts, 'lng', lng);
          b.set(ts, 'altAmsl', num(v.alt));
        }
        break;
      }
      case 'vehicle_gps_position':
      case 'sensor_gps': {
        if (topic !== gpsTopic) break;
        // Newer PX4 writes degrees as doubles (latitude_deg), older int32 1e-7 (lat).
        const lat = v.latitude_deg !== undefined ? num(v.latitude_deg) : num(v.lat) / 1e7;
        const lng = v.longitude_deg !== undefined ? num(v.longitude_deg) : num(v.lon) / 1e7;
        const alt = v.altitude_msl_m !== undefined ? num(v.altitude_msl_m) : num(v.alt) / 1000;
        b.set(ts, 'fix', num(v.fix_type));
        b.set(ts, 'satellites', num(v.satellites_used));
        if (!hasGlobal && isFix(lat, lng)) {
          b.set(ts, 'lat', lat);
          b.set(ts, 'lng', lng);
          b.set(ts, 'altAmsl', alt);
          b.set(ts, 'speed', num(v.vel_m_s));
        }
        const utcUs = num(v.time_utc_usec);
        if (Number.isNaN(firstUtcMs) && utcUs > 1e15) {
          firstUtcMs = utcUs / 1000;
          firstUtcAtUs = Number(v.timestamp);
        }
        break;
      }
      case 'vehicle_local_position': {
        const vx = num(v.vx);
        const vy = num(v.vy);
        if (Number.isFinite(vx) && Number.isFinite(vy)) b.set(ts, 'speed', Math.hypot(vx, vy));
        b.set(ts, 'climb', -num(v.vz));
        // z is down from the local origin (where the estimator started, i.e. on the ground).
        b.set(ts, 'altRel', -num(v.z));
        break;
      }
      case 'battery_status': {
        const volts = v.voltage_filtered_v !== undefined ? num(v.voltage_filtered_v) : num(v.voltage_v);
        if (volts > 0) b.set(ts, 'voltage', volts);
        const amps = v.current_filtered_a !== undefined ? num(v.current_filtered_a) : num(v.current_a);
        if (amps >= 0) b.set(ts, 'current', amps);
        const rem = num(v.remaining);
        if (rem >= 0 && rem <= 1) b.set(ts, 'batteryPct', rem * 100);
        break;
      }
      case 'vehicle_status':
        b.mode(ts, NAV_STATE[num(v.nav_state)] ?? `nav_state ${num(v.nav_state)}`);
        break;
      case 'vehicle_attitude': {
        const e = quaternionToEuler(v.q);
        if (e) {
          b.set(ts, 'roll', e[0]);
          b.set(ts, 'pitch', e[1]);
          b.set(ts, 'heading', e[2]);
        }
        break;
      }
      case 'home_position': {
        const lat = num(v.lat);
        const lng = num(v.lon);
        if (isFix(lat, lng)) home = { lat, lng, altAmsl: num(v.alt) };
        break;
      }
      case 'event': {
        // PX4 events are ids with arguments; their text lives in the firmware's metadata JSON,
        // which a log does not carry: the id and level are what can be shown.
        const levels = num(v.log_levels);
        const id = num(v.id);
        b.event(ts, LEVEL[levels & 0x0f] ?? 'info', `PX4 event ${Number.isFinite(id) ? `0x${id.toString(16)}` : ''}`.trim());
        break;
      }
      default:
        break;
    }
  }
  const built = b.finish(Number.isFinite(lastUs) ? lastUs / 1e6 : undefined);
  opts.onProgress?.(size, size);

  const info = header.information;
  const text = (k: string) => {
    const x = info.get(k);
    return typeof x === 'string' && x.trim() ? x.trim() : undefined;
  };
  const originUs = b.origin * 1e6;
  let startMs: number | null = null;
  if (Number.isFinite(firstUtcMs)) startMs = firstUtcMs - (firstUtcAtUs - originUs) / 1000;
  // SITL and some boards log on the Unix clock itself (timestamps past 2001).
  else if (originUs > 1e15) startMs = originUs / 1000;

  const vehicle: Flight['vehicle'] = {};
  const name = text('sys_name');
  const hw = text('ver_hw');
  if (hw || name) vehicle.name = [name, hw].filter(Boolean).join(' ');
  const uuid = text('sys_uuid');
  if (uuid) vehicle.serial = uuid;
  const fw = release(num(info.get('ver_sw_release') as FieldValue)) ?? text('ver_sw')?.slice(0, 12);
  if (fw) vehicle.firmware = `PX4 ${fw}`;
  vehicle.autopilot = 'PX4';

  if (built.length === 0 && built.events.length === 0) {
    throw new FlightLogError('The ULog file has no data messages: it stops before its data section.', [], 'ulog');
  }
  const notes: string[] = [];
  if (!built.samples.lat.some((v) => Number.isFinite(v)))
    notes.push('This ULog has no global position or GPS fix: there is no track to draw.');
  return { format: 'ulog', startMs, ...built, vehicle, ...(home ? { home } : {}), ...(cutOff ? { stoppedAt: cutOff } : {}), notes };
}
