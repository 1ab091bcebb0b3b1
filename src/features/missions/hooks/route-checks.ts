import type { EditableMission, Waypoint } from '../utils/mission-model';
import { legLength } from './route-figures';

export interface Limits {
  maxAltitude: number;
  maxSpeed: number;
}
export const DEFAULT_LIMITS: Limits = { maxAltitude: 120, maxSpeed: 15 };

export interface Issue {
  /** Waypoint index, when the issue belongs to one. */
  index?: number;
  kind: 'altitude' | 'speed' | 'zero-leg' | 'geofence' | 'empty';
  message: string;
}

type Ring = [number, number][];

function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(lng: number, lat: number, rings: Ring[]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && inRing(lng, lat, outer) && !holes.some((h) => inRing(lng, lat, h));
}

interface Fence {
  kind: 'inclusion' | 'exclusion';
  name: string;
  rings: Ring[];
}

export function fencesOf(fc: GeoJSON.FeatureCollection | undefined): Fence[] {
  const out: Fence[] = [];
  for (const f of fc?.features ?? []) {
    const kind = f.properties?.geofence;
    if ((kind !== 'inclusion' && kind !== 'exclusion') || f.geometry?.type !== 'Polygon') continue;
    out.push({ kind, name: String(f.properties?.name ?? kind), rings: f.geometry.coordinates as Ring[] });
  }
  return out;
}

/**
 * Checks a mission before saving: altitude and speed limits, zero-length legs, and geofences
 * (every waypoint inside at least one inclusion area, none inside an exclusion area).
 */
export function checkMission(m: EditableMission, limits: Limits, geofence?: GeoJSON.FeatureCollection): Issue[] {
  const issues: Issue[] = [];
  if (m.route.length === 0 && !m.generator) issues.push({ kind: 'empty', message: 'The route has no waypoints.' });
  if (m.speed > limits.maxSpeed) issues.push({ kind: 'speed', message: `Mission speed ${m.speed} m/s is above the ${limits.maxSpeed} m/s limit.` });
  const fences = fencesOf(geofence);
  const inclusions = fences.filter((f) => f.kind === 'inclusion');
  const exclusions = fences.filter((f) => f.kind === 'exclusion');
  m.route.forEach((w: Waypoint, i) => {
    const n = i + 1;
    if (w.altitude > limits.maxAltitude) issues.push({ index: i, kind: 'altitude', message: `Waypoint ${n}: altitude ${w.altitude} m is above the ${limits.maxAltitude} m limit.` });
    if (w.speed !== undefined && w.speed > limits.maxSpeed) issues.push({ index: i, kind: 'speed', message: `Waypoint ${n}: speed ${w.speed} m/s is above the ${limits.maxSpeed} m/s limit.` });
    const prev = m.route[i - 1];
    if (prev && legLength(prev, w) < 0.01) issues.push({ index: i, kind: 'zero-leg', message: `Waypoint ${n} is at the same place as waypoint ${n - 1} (zero-length leg).` });
    if (inclusions.length > 0 && !inclusions.some((f) => inPolygon(w.lng, w.lat, f.rings))) {
      issues.push({ index: i, kind: 'geofence', message: `Waypoint ${n} is outside the allowed (inclusion) area.` });
    }
    const ex = exclusions.find((f) => inPolygon(w.lng, w.lat, f.rings));
    if (ex) issues.push({ index: i, kind: 'geofence', message: `Waypoint ${n} is inside the no-fly (exclusion) area "${ex.name}".` });
  });
  return issues;
}
