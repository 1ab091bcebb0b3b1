import { CopterMode, PlaneMode, RoverMode, SubMode } from 'mavlink-mappings/dist/lib/ardupilotmega';
import { MavType } from 'mavlink-mappings/dist/lib/minimal';

/**
 * Flight-mode names of ArduPilot and PX4, for HEARTBEAT.custom_mode (tlog) and MODE records
 * (DataFlash). ArduPilot's tables come from the MAVLink definitions (`ardupilotmega.xml`, via
 * mavlink-mappings); PX4 defines its custom mode in C (`px4_custom_mode.h`), not in MAVLink's XML,
 * so its two small tables are written here with that header's numbers.
 */

export type ArduVehicle = 'copter' | 'plane' | 'rover' | 'sub';

/** The ArduPilot firmware a MAV_TYPE flies. */
export function arduVehicleOfType(type: number): ArduVehicle {
  if (type === MavType.FIXED_WING || (type >= MavType.VTOL_DUOROTOR && type <= MavType.VTOL_RESERVED5)) return 'plane';
  if (type === MavType.GROUND_ROVER || type === MavType.SURFACE_BOAT) return 'rover';
  if (type === MavType.SUBMARINE) return 'sub';
  return 'copter';
}

/** The ArduPilot firmware a banner message names ("ArduSub V4.1.0", "ArduPlane V4.5.1", "Rover V4.4"). */
export function arduVehicleOfBanner(text: string): ArduVehicle | null {
  if (/\bArduSub\b/i.test(text)) return 'sub';
  if (/\bArduPlane\b/i.test(text)) return 'plane';
  if (/\b(ArduRover|Rover)\s+V\d/i.test(text)) return 'rover';
  if (/\bArduCopter\b|\bAPM:Copter\b/i.test(text)) return 'copter';
  return null;
}

const TABLES: Record<ArduVehicle, Record<number, string>> = {
  copter: CopterMode as unknown as Record<number, string>,
  plane: PlaneMode as unknown as Record<number, string>,
  rover: RoverMode as unknown as Record<number, string>,
  sub: SubMode as unknown as Record<number, string>,
};

/** "ALT_HOLD" → "Alt Hold": the names as Mission Planner shows them. */
const pretty = (s: string) =>
  s
    .split('_')
    .map((w) => (w.length <= 3 && /^(RTL|ADSB|GPS|AUTO)$/.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
    .join(' ');

export function arduModeName(vehicle: ArduVehicle, mode: number): string {
  const name = TABLES[vehicle][mode];
  return typeof name === 'string' ? pretty(name) : `Mode ${mode}`;
}

const PX4_MAIN: Record<number, string> = {
  1: 'Manual',
  2: 'Altitude',
  3: 'Position',
  5: 'Acro',
  6: 'Offboard',
  7: 'Stabilized',
  8: 'Rattitude',
};
const PX4_AUTO: Record<number, string> = {
  1: 'Ready',
  2: 'Takeoff',
  3: 'Hold',
  4: 'Mission',
  5: 'Return',
  6: 'Land',
  8: 'Follow me',
  9: 'Precision land',
  10: 'VTOL takeoff',
};

/** PX4's custom_mode: main mode in bits 16–23, sub mode (of AUTO) in bits 24–31. */
export function px4ModeName(customMode: number): string {
  const main = (customMode >>> 16) & 0xff;
  const sub = (customMode >>> 24) & 0xff;
  if (main === 4) return PX4_AUTO[sub] ?? `Auto ${sub}`;
  return PX4_MAIN[main] ?? `Mode ${main}`;
}

const typeNames = MavType as unknown as Record<number, string>;
/** "QUADROTOR" → "Quadrotor", for a vehicle's name when the log names nothing better. */
export function vehicleTypeName(type: number): string {
  const s = typeNames[type];
  return typeof s === 'string' ? pretty(s) : `Vehicle type ${type}`;
}
