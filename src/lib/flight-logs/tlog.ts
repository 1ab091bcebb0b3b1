import * as common from 'mavlink-mappings/dist/lib/common';
import type { MavLinkData, MavLinkDataConstructor } from 'mavlink-mappings/dist/lib/mavlink';
import * as minimal from 'mavlink-mappings/dist/lib/minimal';
import { FlightBuilder, FlightLogError, isFix, type EventSeverity, type Flight, type ReadOptions } from './flight';
import { arduModeName, arduVehicleOfType, px4ModeName, vehicleTypeName, type ArduVehicle } from './mavlink-modes';

/**
 * MAVLink telemetry logs (`.tlog`, as QGroundControl and Mission Planner write them): each record is
 * an 8-byte big-endian Unix time in µs followed by one MAVLink v1 (0xFE) or v2 (0xFD) packet. The
 * message layouts (field offsets, CRC extras) come from the MAVLink definitions via mavlink-mappings;
 * only the messages below are decoded. A packet whose checksum fails is skipped (radio noise is
 * common in telemetry); a file that ends inside a packet is read up to it and says where it stopped.
 */

type Msg = MavLinkDataConstructor<MavLinkData>;
const MESSAGES: Msg[] = [
  minimal.Heartbeat,
  common.GlobalPositionInt,
  common.GpsRawInt,
  common.SysStatus,
  common.BatteryStatus,
  common.Attitude,
  common.StatusText,
  common.VfrHud,
  common.AutopilotVersion,
  common.HomePosition,
];
const BY_ID = new Map<number, Msg>(MESSAGES.map((m) => [m.MSG_ID, m]));
const SEVERITY: EventSeverity[] = ['emergency', 'emergency', 'error', 'error', 'warning', 'notice', 'info', 'debug'];

type Values = Record<string, number | string | number[]>;

function decode(msg: Msg, payload: Uint8Array): Values {
  // MAVLink 2 trims trailing zero bytes: put them back.
  const p = new Uint8Array(Math.max(msg.PAYLOAD_LENGTH, payload.length));
  p.set(payload);
  const view = new DataView(p.buffer);
  const out: Values = {};
  const one = (type: string, at: number): number => {
    switch (type.replace(/\[\]$/, '').replace('_mavlink_version', '')) {
      case 'uint8_t':
        return view.getUint8(at);
      case 'int8_t':
        return view.getInt8(at);
      case 'uint16_t':
        return view.getUint16(at, true);
      case 'int16_t':
        return view.getInt16(at, true);
      case 'uint32_t':
        return view.getUint32(at, true);
      case 'int32_t':
        return view.getInt32(at, true);
      case 'float':
        return view.getFloat32(at, true);
      case 'double':
        return view.getFloat64(at, true);
      case 'uint64_t':
        return Number(view.getBigUint64(at, true));
      case 'int64_t':
        return Number(view.getBigInt64(at, true));
      default:
        return NaN;
    }
  };
  for (const f of msg.FIELDS) {
    if (f.type === 'char[]') {
      const bytes = p.subarray(f.offset, f.offset + f.length);
      const end = bytes.indexOf(0);
      out[f.name] = new TextDecoder().decode(end >= 0 ? bytes.subarray(0, end) : bytes);
    } else if (f.type.endsWith('[]')) {
      out[f.name] = Array.from({ length: f.length }, (_, i) => one(f.type, f.offset + i * f.size));
    } else out[f.name] = one(f.type, f.offset);
  }
  return out;
}

/**
 * MAVLink's checksum (CRC-16/MCRF4XX, "X.25") over the packet after its start byte, then the
 * message's CRC extra. (mavlink-mappings has one for Node Buffers only; this one takes a range.)
 */
function x25(b: Uint8Array, from: number, to: number, extra: number): number {
  let crc = 0xffff;
  const step = (byte: number) => {
    let tmp = (byte ^ crc) & 0xff;
    tmp = (tmp ^ (tmp << 4)) & 0xff;
    crc = ((crc >> 8) ^ (tmp << 8) ^ (tmp << 3) ^ (tmp >> 4)) & 0xffff;
  };
  for (let i = from; i < to; i++) step(b[i] as number);
  step(extra);
  return crc;
}

const n = (v: Values[string] | undefined) => (typeof v === 'number' ? v : NaN);

/** True when the bytes start with a tlog record: a plausible Unix µs time, then a MAVLink start byte. */
export function looksLikeTlog(head: Uint8Array): boolean {
  let hits = 0;
  let at = 0;
  for (let k = 0; k < 4 && at + 12 < head.length; k++) {
    const len = packetLength(head, at + 8);
    if (len < 0 || !plausibleTime(head, at)) break;
    hits++;
    at += 8 + len;
  }
  return hits >= 2 || (hits === 1 && at >= head.length - 12);
}

function plausibleTime(b: Uint8Array, at: number): boolean {
  if (at + 8 > b.length) return false;
  const us = Number(new DataView(b.buffer, b.byteOffset + at, 8).getBigUint64(0, false));
  // 2000-01-01 … 2100-01-01
  return us > 946_684_800e6 && us < 4_102_444_800e6;
}

/** The length of the packet starting at `at` (header, payload, checksum, signature), or -1. */
function packetLength(b: Uint8Array, at: number): number {
  const stx = b[at];
  if (stx === 0xfe) return at + 1 < b.length ? 6 + (b[at + 1] as number) + 2 : -1;
  if (stx === 0xfd) return at + 2 < b.length ? 10 + (b[at + 1] as number) + 2 + (((b[at + 2] as number) & 1) !== 0 ? 13 : 0) : -1;
  return -1;
}

export function readTlog(bytes: Uint8Array, opts: ReadOptions = {}): Flight {
  const size = bytes.length;
  const b = new FlightBuilder(Math.ceil(size / 400));
  let vehicleSys = -1;
  let vehicleComp = -1;
  let ardu: ArduVehicle | null = null;
  let isPx4 = false;
  let mavType = -1;
  let firmware: string | undefined;
  let serial: string | undefined;
  let home: Flight['home'];
  let good = 0;
  let bad = 0;
  let stoppedAt: Flight['stoppedAt'];
  let lastTs = NaN;
  let at = 0;
  let nextProgress = 1 << 20;
  while (at + 8 < size) {
    if (at >= nextProgress) {
      if (opts.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
      opts.onProgress?.(at, size);
      nextProgress = at + (1 << 20);
    }
    const len = packetLength(bytes, at + 8);
    if (len < 0 || !plausibleTime(bytes, at)) {
      at++;
      bad++;
      continue;
    }
    if (at + 8 + len > size) {
      stoppedAt = { byte: at, of: size, reason: `the file ends inside a MAVLink packet at byte ${at.toLocaleString('en')}` };
      break;
    }
    const p = at + 8;
    const v2 = bytes[p] === 0xfd;
    const plen = bytes[p + 1] as number;
    const hdr = v2 ? 10 : 6;
    const sys = bytes[p + (v2 ? 5 : 3)] as number;
    const comp = bytes[p + (v2 ? 6 : 4)] as number;
    const id = v2
      ? (bytes[p + 7] as number) | ((bytes[p + 8] as number) << 8) | ((bytes[p + 9] as number) << 16)
      : (bytes[p + 5] as number);
    const msg = BY_ID.get(id);
    const ts = Number(new DataView(bytes.buffer, bytes.byteOffset + at, 8).getBigUint64(0, false)) / 1e6;
    if (msg) {
      const crcGiven = (bytes[p + hdr + plen] as number) | ((bytes[p + hdr + plen + 1] as number) << 8);
      const crc = x25(bytes, p + 1, p + hdr + plen, msg.MAGIC_NUMBER);
      if (crc !== crcGiven) {
        bad++;
        at++;
        continue;
      }
      const v = decode(msg, bytes.subarray(p + hdr, p + hdr + plen));
      if (msg === minimal.Heartbeat) {
        // The ground station and companions send heartbeats too: the vehicle is the first autopilot.
        const autopilot = n(v.autopilot);
        const type = n(v.type);
        if (vehicleSys < 0 && autopilot !== 8 && type !== 6) {
          vehicleSys = sys;
          vehicleComp = comp;
          mavType = type;
          isPx4 = autopilot === 12;
          if (autopilot === 3) ardu = arduVehicleOfType(type);
        }
        // Only the autopilot's own heartbeat: a camera or gimbal on the same system has its own mode.
        if (sys === vehicleSys && comp === vehicleComp) {
          const custom = n(v.customMode);
          b.mode(ts, isPx4 ? px4ModeName(custom) : ardu ? arduModeName(ardu, custom) : `Mode ${custom}`);
        }
      } else if (vehicleSys < 0 || sys === vehicleSys) {
        lastTs = ts;
        handle(msg, v, ts);
      }
      good++;
    }
    at += 8 + len;
  }

  function handle(msg: Msg, v: Values, ts: number) {
    switch (msg) {
      case common.GlobalPositionInt: {
        const lat = n(v.lat) / 1e7;
        const lng = n(v.lon) / 1e7;
        if (!isFix(lat, lng)) break;
        b.set(ts, 'lat', lat);
        b.set(ts, 'lng', lng);
        b.set(ts, 'altAmsl', n(v.alt) / 1000);
        b.set(ts, 'altRel', n(v.relativeAlt) / 1000);
        b.set(ts, 'speed', Math.hypot(n(v.vx), n(v.vy)) / 100);
        b.set(ts, 'climb', -n(v.vz) / 100);
        if (n(v.hdg) !== 65535) b.set(ts, 'heading', n(v.hdg) / 100);
        break;
      }
      case common.GpsRawInt:
        b.set(ts, 'fix', n(v.fixType));
        if (n(v.satellitesVisible) !== 255) b.set(ts, 'satellites', n(v.satellitesVisible));
        break;
      case common.SysStatus:
        if (n(v.voltageBattery) !== 65535 && n(v.voltageBattery) > 0) b.set(ts, 'voltage', n(v.voltageBattery) / 1000);
        if (n(v.currentBattery) >= 0) b.set(ts, 'current', n(v.currentBattery) / 100);
        if (n(v.batteryRemaining) >= 0) b.set(ts, 'batteryPct', n(v.batteryRemaining));
        break;
      case common.Attitude:
        b.set(ts, 'roll', (n(v.roll) * 180) / Math.PI);
        b.set(ts, 'pitch', (n(v.pitch) * 180) / Math.PI);
        break;
      case common.VfrHud:
        b.set(ts, 'speed', n(v.groundspeed));
        break;
      case common.StatusText:
        b.event(ts, SEVERITY[n(v.severity) & 7] ?? 'info', String(v.text));
        break;
      case common.AutopilotVersion: {
        const sw = n(v.flightSwVersion);
        if (sw > 0) firmware = `${(sw >>> 24) & 0xff}.${(sw >>> 16) & 0xff}.${(sw >>> 8) & 0xff}`;
        if (n(v.uid) > 0) serial = n(v.uid).toString(16);
        break;
      }
      case common.HomePosition: {
        const lat = n(v.latitude) / 1e7;
        const lng = n(v.longitude) / 1e7;
        if (isFix(lat, lng)) home = { lat, lng, altAmsl: n(v.altitude) / 1000 };
        break;
      }
      default:
        break;
    }
  }

  if (good === 0) {
    throw new FlightLogError(
      stoppedAt
        ? `The MAVLink log stops before its first complete packet (${stoppedAt.reason}).`
        : 'No MAVLink packet in this file passed its checksum.',
      [],
      'tlog',
    );
  }
  opts.onProgress?.(size, size);
  const built = b.finish(lastTs);
  const notes: string[] = [];
  if (bad > 0) notes.push(`${bad.toLocaleString('en')} bytes that were not a valid MAVLink packet were skipped.`);
  const autopilot = isPx4 ? 'PX4' : ardu ? 'ArduPilot' : undefined;
  const vehicle: Flight['vehicle'] = {
    ...(mavType >= 0 ? { name: `${autopilot ? `${autopilot} ` : ''}${vehicleTypeName(mavType)}` } : {}),
    ...(firmware ? { firmware: `${autopilot ?? ''} ${firmware}`.trim() } : {}),
    ...(serial ? { serial } : {}),
    ...(autopilot ? { autopilot } : {}),
  };
  const startMs = Number.isFinite(b.origin) ? b.origin * 1000 : null;
  return { format: 'tlog', startMs, ...built, vehicle, ...(home ? { home } : {}), ...(stoppedAt ? { stoppedAt } : {}), notes };
}
