// Mission checks shown in the editor before save/export: coordinate ranges, altitude and speed
// limits, zero-length legs, and geofences — for legs as well as waypoints, because a straight
// leg between two allowed points can still cut through a no-fly zone or leave the allowed area.
import { distance } from '@turf/turf';
import type { EditableMission, GeofenceFeatureCollection } from '@/lib/mission-model/mission-model';
import { geofenceRouteViolations, type HeightOf } from './geofence-route-check';
import { knownTakeoffElevation, pointHeights, terrainRequired, type PointHeights } from './height-modes';

export interface MissionLimits {
  /** Maximum altitude above the start point, m. */
  maxAltitude: number;
  /** Maximum speed, m/s. */
  maxSpeed: number;
}

export const DEFAULT_LIMITS: MissionLimits = { maxAltitude: 120, maxSpeed: 15 };

export type ViolationCode =
  | 'empty-route'
  | 'coordinate-range'
  | 'altitude-above-limit'
  | 'altitude-below-start'
  | 'speed-above-limit'
  | 'speed-invalid'
  | 'zero-length-leg'
  | 'outside-inclusion'
  | 'inside-exclusion'
  | 'leg-leaves-inclusion'
  | 'leg-crosses-exclusion'
  /** Outside a no-fly zone but nearer its edge than the zone's lateral buffer. */
  | 'near-exclusion'
  /** Inside an allowed area but outside its floor/ceiling (`floor`, `ceiling` in the area's properties). */
  | 'altitude-outside-area';

export interface Violation {
  code: ViolationCode;
  message: string;
  waypointIndex?: number;
  /** Leg i runs from waypoint i to waypoint i + 1. */
  legIndex?: number;
  field?: 'lat' | 'lng' | 'altitude' | 'speed';
}

/** Shorter than this (3D, m) a leg is treated as zero length. */
export const MIN_LEG_METERS = 0.05;

/** Heights in a zone's reference, through the one derivation; worked out only for the waypoints a zone asks about. */
function heightsFor(m: EditableMission): HeightOf {
  const takeoffEGM = knownTakeoffElevation(m);
  const cache = new Map<number, PointHeights>();
  const at = (i: number) => {
    let p = cache.get(i);
    if (!p) {
      p = pointHeights(m.heightMode, m.route[i]!, takeoffEGM !== undefined ? { takeoffEGM } : {});
      cache.set(i, p);
    }
    return p;
  };
  return (i, ref) => {
    if (ref === 'takeoff') return m.heightMode === 'relativeToStartPoint' ? m.route[i]?.altitude : at(i).relative;
    const p = at(i);
    return ref === 'AMSL' ? p.egm : ref === 'WGS84' ? p.wgs : p.agl;
  };
}

export function validateMission(
  m: EditableMission,
  limits: MissionLimits = DEFAULT_LIMITS,
  geofence: GeofenceFeatureCollection | undefined = m.geofence,
): Violation[] {
  const out: Violation[] = [];
  const wpNo = (i: number) => `Waypoint ${i + 1}`;
  if (m.route.length === 0) out.push({ code: 'empty-route', message: 'The mission has no waypoints' });
  if (!(m.speed > 0)) out.push({ code: 'speed-invalid', field: 'speed', message: `Mission speed ${m.speed} m/s must be greater than 0` });
  else if (m.speed > limits.maxSpeed)
    out.push({
      code: 'speed-above-limit',
      field: 'speed',
      message: `Mission speed ${m.speed} m/s exceeds the limit of ${limits.maxSpeed} m/s`,
    });
  // Below take-off is known for a relative mission, and for an absolute one once its take-off elevation is.
  const belowStartChecked =
    m.heightMode === 'relativeToStartPoint' || (!terrainRequired(m.heightMode) && knownTakeoffElevation(m) !== undefined);
  const validCoord: boolean[] = [];
  m.route.forEach((wp, i) => {
    const okLat = Number.isFinite(wp.lat) && wp.lat >= -90 && wp.lat <= 90;
    const okLng = Number.isFinite(wp.lng) && wp.lng >= -180 && wp.lng <= 180;
    validCoord[i] = okLat && okLng;
    if (!okLat)
      out.push({ code: 'coordinate-range', waypointIndex: i, field: 'lat', message: `${wpNo(i)}: latitude ${wp.lat} is outside -90..90` });
    if (!okLng)
      out.push({
        code: 'coordinate-range',
        waypointIndex: i,
        field: 'lng',
        message: `${wpNo(i)}: longitude ${wp.lng} is outside -180..180`,
      });
    if (wp.altitude > limits.maxAltitude)
      out.push({
        code: 'altitude-above-limit',
        waypointIndex: i,
        field: 'altitude',
        message: `${wpNo(i)}: altitude ${wp.altitude} m ${terrainRequired(m.heightMode) ? 'above ground' : 'above take-off'} exceeds the limit of ${limits.maxAltitude} m`,
      });
    if (wp.altitude < 0 && belowStartChecked)
      out.push({
        code: 'altitude-below-start',
        waypointIndex: i,
        field: 'altitude',
        message: `${wpNo(i)}: altitude ${wp.altitude} m is below the take-off point`,
      });
    if (wp.speed !== undefined && !(wp.speed > 0))
      out.push({
        code: 'speed-invalid',
        waypointIndex: i,
        field: 'speed',
        message: `${wpNo(i)}: speed ${wp.speed} m/s must be greater than 0`,
      });
    else if (wp.speed !== undefined && wp.speed > limits.maxSpeed)
      out.push({
        code: 'speed-above-limit',
        waypointIndex: i,
        field: 'speed',
        message: `${wpNo(i)}: speed ${wp.speed} m/s exceeds the limit of ${limits.maxSpeed} m/s`,
      });
  });
  for (let i = 0; i + 1 < m.route.length; i++) {
    const a = m.route[i]!,
      b = m.route[i + 1]!;
    if (!validCoord[i] || !validCoord[i + 1]) continue;
    const d = distance([a.lng, a.lat], [b.lng, b.lat], { units: 'meters' });
    if (Math.hypot(d, b.altitude - a.altitude) < MIN_LEG_METERS)
      out.push({ code: 'zero-length-leg', legIndex: i, message: `Leg ${i + 1}: waypoints ${i + 1} and ${i + 2} are at the same position` });
  }
  if (geofence && geofence.features.length) out.push(...geofenceRouteViolations(m.route, geofence, validCoord, heightsFor(m)));
  return out;
}
