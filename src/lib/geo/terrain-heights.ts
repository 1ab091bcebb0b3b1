// Height-mode conversions through the ground under each waypoint (from an elevation model), for
// the terrain-relative modes: aboveGroundLevel and realTimeFollowSurface keep `altitude` as the
// height above the ground below the waypoint.
import type { HeightMode } from '@/lib/contract/missions';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';
import { geoidUndulation } from './geoid';
import { syncWaypoint, terrainRequired, type TakeoffElevation } from './height-modes';
import { UserFacingError } from '@/lib/api/api-error';

/** Height of a waypoint above EGM96 (m) as its mode defines it. */
export function heightAboveGeoid(wp: Waypoint, mode: HeightMode, takeoff: TakeoffElevation, ground: number): number {
  if (terrainRequired(mode)) return ground + wp.altitude;
  if (mode === 'EGM96') return wp.altitudeEGM ?? takeoff + wp.altitude;
  if (mode === 'WGS84') return wp.altitudeWGS !== undefined ? wp.altitudeWGS - geoidUndulation(wp.lat, wp.lng) : takeoff + wp.altitude;
  return takeoff + wp.altitude;
}

export class MissingGroundError extends UserFacingError {
  constructor(readonly index: number) {
    super(`the elevation model has no ground under waypoint ${index + 1}`);
  }
}

/**
 * Switches height mode keeping every waypoint's physical height, through the ground elevations
 * (aligned with the route). Needs the geoid loaded. Throws MissingGroundError where ground is unknown.
 */
export function convertWithGround(
  m: EditableMission,
  to: HeightMode,
  takeoff: TakeoffElevation,
  ground: readonly (number | null)[],
): EditableMission {
  if (to === m.heightMode) return m;
  const route = m.route.map((wp, i) => {
    const g = ground[i];
    if (g === null || g === undefined) throw new MissingGroundError(i);
    const h = heightAboveGeoid(wp, m.heightMode, takeoff, g);
    const rel = h - takeoff;
    if (terrainRequired(to)) {
      const above = Math.round((h - g) * 100) / 100;
      return { ...syncWaypoint({ ...wp, altitude: rel }, 'relativeToStartPoint', takeoff), altitude: above };
    }
    return syncWaypoint({ ...wp, altitude: Math.round(rel * 100) / 100, altitudeEGM: h, altitudeWGS: undefined }, 'EGM96', takeoff);
  });
  return { ...m, route, heightMode: to };
}

/** Each waypoint's height relative to the take-off point, whatever the mode (for the profile). */
export function relativeHeights(m: EditableMission, takeoff: TakeoffElevation, ground: readonly (number | null)[] | null): number[] {
  return m.route.map((wp, i) => {
    if (!terrainRequired(m.heightMode)) return wp.altitude;
    const g = ground?.[i];
    return g === null || g === undefined ? wp.altitude : g + wp.altitude - takeoff;
  });
}
