import { localFrame } from '@/lib/geo/local-geometry';
import { type HeightMode } from '@/lib/contract/missions';
import { convertHeightMode, HeightModeError, setDisplayedAltitude, terrainRequired } from '@/lib/geo/height-modes';
import type { EditableMission, Waypoint } from './mission-model';

/**
 * The editor's edits as pure functions of the mission. Each returns a new mission and shares
 * every untouched waypoint object with the old one, so undo snapshots stay cheap at 5,000 points.
 */
export type WaypointPatch = Partial<Omit<Waypoint, 'lat' | 'lng'>> & { lat?: number; lng?: number };

export function addWaypoint(m: EditableMission, wp: Waypoint, at = m.route.length): EditableMission {
  const route = m.route.slice();
  route.splice(at, 0, wp);
  return { ...m, route };
}

export function moveWaypoint(m: EditableMission, index: number, lng: number, lat: number): EditableMission {
  const old = m.route[index];
  if (!old) return m;
  const route = m.route.slice();
  // A moved point's absolute altitudes no longer match its new ground; keep the relative one.
  route[index] = { ...old, lat, lng, altitudeEGM: undefined, altitudeWGS: undefined };
  return { ...m, route };
}

/** Moves the given waypoints by a distance in metres (east, north), as moving each one does. */
export function nudgeWaypoints(m: EditableMission, indices: Iterable<number>, east: number, north: number): EditableMission {
  const route = m.route.slice();
  let changed = false;
  for (const i of indices) {
    const w = route[i];
    if (!w) continue;
    const [lng, lat] = localFrame([w.lng, w.lat]).toLngLat([east, north]);
    // Like moveWaypoint: the absolute altitudes no longer match the new ground.
    route[i] = { ...w, lat, lng, altitudeEGM: undefined, altitudeWGS: undefined };
    changed = true;
  }
  return changed ? { ...m, route } : m;
}

export function deleteWaypoints(m: EditableMission, indices: Iterable<number>): EditableMission {
  const drop = new Set(indices);
  if (drop.size === 0) return m;
  return { ...m, route: m.route.filter((_, i) => !drop.has(i)) };
}

export function updateWaypoints(m: EditableMission, indices: Iterable<number>, patch: WaypointPatch): EditableMission {
  const route = m.route.slice();
  let changed = false;
  for (const i of indices) {
    const old = route[i];
    if (!old) continue;
    const next: Waypoint = { ...old, ...patch };
    // Changing the relative altitude invalidates the stored absolute ones.
    if (patch.altitude !== undefined && patch.altitudeEGM === undefined) {
      next.altitudeEGM = undefined;
      next.altitudeWGS = undefined;
    }
    for (const k of Object.keys(next) as (keyof Waypoint)[]) if (next[k] === undefined) delete next[k];
    route[i] = next;
    changed = true;
  }
  return changed ? { ...m, route } : m;
}

/**
 * Sets the altitude of the given waypoints as entered in `mode` (relative, EGM96 or WGS84) and
 * keeps the other two in sync through the take-off elevation.
 */
export function setAltitudes(
  m: EditableMission,
  indices: Iterable<number>,
  mode: HeightMode,
  value: number,
  /** Unknown take-off elevation: only the entered reference changes; absolute ones are not derived. */
  takeoffEGM?: number,
): EditableMission {
  if (terrainRequired(m.heightMode)) return updateWaypoints(m, indices, { altitude: value });
  const route = m.route.slice();
  for (const i of indices) {
    const old = route[i];
    if (old) route[i] = setDisplayedAltitude(old, mode, value, takeoffEGM);
  }
  return { ...m, route };
}

/**
 * Changes the height mode keeping physical heights. A terrain mode cannot be converted (no
 * terrain data): the mode is switched and heights stay as entered, which `converted: false` reports.
 */
export function changeHeightMode(m: EditableMission, to: HeightMode, takeoffEGM: number): { mission: EditableMission; converted: boolean } {
  try {
    return { mission: convertHeightMode(m, to, takeoffEGM), converted: true };
  } catch (e) {
    if (!(e instanceof HeightModeError)) throw e;
    return { mission: { ...m, heightMode: to }, converted: false };
  }
}

export function setMissionFields(m: EditableMission, patch: Partial<Omit<EditableMission, 'route'>>): EditableMission {
  return { ...m, ...patch };
}

/** Midpoint of a leg, for inserting a waypoint on it. */
export function legMidpoint(a: Waypoint, b: Waypoint): Waypoint {
  return { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2, altitude: (a.altitude + b.altitude) / 2, actions: [] };
}
