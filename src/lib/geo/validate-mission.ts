// Mission checks shown in the editor before save/export: coordinate ranges, altitude and speed
// limits, zero-length legs, and geofences — for legs as well as waypoints, because a straight
// leg between two allowed points can still cut through a no-fly zone or leave the allowed area.
import { bbox, booleanIntersects, booleanPointInPolygon, booleanWithin, distance, lineString } from '@turf/turf';
import type { BBox, Feature, Polygon } from 'geojson';
import type { EditableMission, GeofenceFeatureCollection, GeofenceProperties } from '@/lib/mission-model/mission-model';

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
  | 'leg-crosses-exclusion';

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

interface Zone {
  f: Feature<Polygon, GeofenceProperties>;
  box: BBox;
  name: string;
}

const overlaps = (a: BBox, b: BBox) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

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
        message: `${wpNo(i)}: altitude ${wp.altitude} m exceeds the limit of ${limits.maxAltitude} m`,
      });
    if (wp.altitude < 0 && m.heightMode === 'relativeToStartPoint')
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
  if (geofence && geofence.features.length) out.push(...geofenceViolations(m, geofence, validCoord));
  return out;
}

function geofenceViolations(m: EditableMission, fence: GeofenceFeatureCollection, validCoord: boolean[]): Violation[] {
  const out: Violation[] = [];
  const zones = (kind: 'inclusion' | 'exclusion'): Zone[] =>
    fence.features
      .filter((f) => f.properties.geofence === kind && f.geometry?.type === 'Polygon')
      .map((f, i) => ({
        f,
        box: bbox(f),
        name: typeof f.properties.name === 'string' ? `"${f.properties.name}"` : `${kind} zone ${i + 1}`,
      }));
  const inc = zones('inclusion'),
    exc = zones('exclusion');
  const pointOk: boolean[] = m.route.map((wp, i) => {
    if (!validCoord[i]) return false;
    const p: [number, number] = [wp.lng, wp.lat];
    let ok = true;
    if (inc.length && !inc.some((z) => booleanPointInPolygon(p, z.f))) {
      out.push({ code: 'outside-inclusion', waypointIndex: i, message: `Waypoint ${i + 1} is outside the allowed flight area` });
      ok = false;
    }
    const hit = exc.find((z) => booleanPointInPolygon(p, z.f));
    if (hit) {
      out.push({ code: 'inside-exclusion', waypointIndex: i, message: `Waypoint ${i + 1} is inside no-fly zone ${hit.name}` });
      ok = false;
    }
    return ok;
  });
  for (let i = 0; i + 1 < m.route.length; i++) {
    // Legs are checked only between allowed points: otherwise the point violation already says it.
    if (!pointOk[i] || !pointOk[i + 1]) continue;
    const a = m.route[i]!,
      b = m.route[i + 1]!;
    if (a.lat === b.lat && a.lng === b.lng) continue;
    const leg = lineString([
      [a.lng, a.lat],
      [b.lng, b.lat],
    ]);
    const box: BBox = [Math.min(a.lng, b.lng), Math.min(a.lat, b.lat), Math.max(a.lng, b.lng), Math.max(a.lat, b.lat)];
    if (inc.length && !inc.some((z) => overlaps(box, z.box) && booleanWithin(leg, z.f))) {
      out.push({
        code: 'leg-leaves-inclusion',
        legIndex: i,
        message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) leaves the allowed flight area`,
      });
    }
    const hit = exc.find((z) => overlaps(box, z.box) && booleanIntersects(leg, z.f));
    if (hit)
      out.push({
        code: 'leg-crosses-exclusion',
        legIndex: i,
        message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) crosses no-fly zone ${hit.name}`,
      });
  }
  return out;
}
