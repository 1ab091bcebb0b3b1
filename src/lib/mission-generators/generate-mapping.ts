// 2D mapping (lawnmower survey) and 3D mapping (double grid + inward-facing oblique loop).
import { altitudeForGsd, gsdAtAltitude, spacing } from './camera';
import type { Mapping2dParams, Mapping3dParams } from './generator-params';
import {
  bearingXY,
  centroid,
  legLeavesRing,
  localFrame,
  offsetPolyline,
  openRing,
  pathAlongRing,
  polygonAreaXY,
  sweepLines,
} from '@/lib/geo/local-geometry';
import type { LngLat, LocalFrame, XY } from '@/lib/geo/local-geometry';
import type { Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import { UserFacingError } from '@/lib/api/api-error';

export interface MappingSummary {
  gsdCm: number;
  altitude: number;
  lineSpacing: number;
  photoSpacing: number;
  photoCount: number;
  /** Flight distance along the generated route, m. */
  distance: number;
  lines: number;
  /** Surveyed area, m². */
  area: number;
}

export interface GeneratorResult<S> {
  route: Waypoint[];
  summary: S;
  warnings: string[];
}

/** The parameters cannot make a mission; its message says which one, for the planner. */
export class GeneratorError extends UserFacingError {}

export function resolveAltitude(p: Pick<Mapping2dParams, 'camera' | 'altitude' | 'gsdCm'>): { altitude: number; gsdCm: number } {
  const altitude = p.altitude ?? (p.gsdCm !== undefined ? altitudeForGsd(p.camera, p.gsdCm) : undefined);
  if (altitude === undefined || !(altitude > 0)) throw new GeneratorError('give a GSD or an altitude greater than 0');
  return { altitude, gsdCm: gsdAtAltitude(p.camera, altitude) };
}

interface Grid {
  route: Waypoint[];
  photos: number;
  distance: number;
  lines: number;
  /** Transits routed along the edge. */ detours: number;
}

/** One lawnmower over the polygon at compass angle `angle`. */
function grid(
  frame: LocalFrame,
  ring: XY[],
  angle: number,
  altitude: number,
  lineSpacing: number,
  photoSpacing: number,
  byWaypoint: boolean,
  pitch: number,
): Grid {
  const lines = sweepLines(ring, angle, lineSpacing);
  const route: Waypoint[] = [];
  let photos = 0,
    distance = 0,
    detours = 0;
  let last: XY | undefined;
  const add = (p: XY, heading: number, actions: WaypointAction[]) => {
    if (last) distance += Math.hypot(p[0] - last[0], p[1] - last[1]);
    last = p;
    const [lng, lat] = frame.toLngLat(p);
    route.push({ lat, lng, altitude, heading: Math.round(heading * 100) / 100, pitch, actions });
  };
  lines.forEach((segs, k) => {
    // Boustrophedon: every other line is flown backwards.
    const ordered = k % 2 ? segs.map(([a, b]) => [b, a] as [XY, XY]).reverse() : segs;
    for (const [a, b] of ordered) {
      // In a concave area the straight way to the next line can cross outside it (over the notch
      // the area was drawn to avoid): fly along the area's edge instead.
      if (last && legLeavesRing(ring, last, a)) {
        const corners = pathAlongRing(ring, last, a);
        corners.forEach((c, i) => add(c, bearingXY(c, corners[i + 1] ?? a), []));
        if (corners.length) detours++;
      }
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const heading = bearingXY(a, b);
      const shots = Math.max(1, Math.floor(len / photoSpacing) + 1);
      photos += shots;
      if (!byWaypoint) {
        add(a, heading, []);
        add(b, heading, []);
        continue;
      }
      const step = shots > 1 ? len / (shots - 1) : 0;
      for (let i = 0; i < shots; i++) {
        const t = len > 0 ? (i * step) / len : 0;
        add([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], heading, [{ type: 'takePhoto' }]);
      }
    }
  });
  return { route, photos, distance, lines: lines.length, detours };
}

function prepare(polygon: LngLat[]): { frame: LocalFrame; ring: XY[]; area: number; centre: LngLat } {
  const open = openRing(polygon);
  if (open.length < 3) throw new GeneratorError('the survey area needs at least 3 corners');
  const centre = centroid(open);
  const frame = localFrame(centre);
  const ring = open.map(frame.toXY);
  const area = polygonAreaXY(ring);
  if (!(area > 1)) throw new GeneratorError('the survey area is empty');
  return { frame, ring, area, centre };
}

export function generateMapping2d(p: Mapping2dParams): GeneratorResult<MappingSummary> {
  const { frame, ring, area } = prepare(p.polygon);
  const { altitude, gsdCm } = resolveAltitude(p);
  const { lineSpacing, photoSpacing } = spacing(p.camera, altitude, p.frontOverlap, p.sideOverlap);
  const g = grid(frame, ring, p.gridAngle, altitude, lineSpacing, photoSpacing, (p.photoMode ?? 'waypoint') === 'waypoint', -90);
  const warnings =
    p.photoMode === 'interval' ? [`take photos every ${photoSpacing.toFixed(1)} m (distance interval) while flying the lines`] : [];
  if (g.detours) warnings.push(detourWarning(g.detours));
  return {
    route: g.route,
    warnings,
    summary: { gsdCm, altitude, lineSpacing, photoSpacing, photoCount: g.photos, distance: g.distance, lines: g.lines, area },
  };
}

export function generateMapping3d(p: Mapping3dParams): GeneratorResult<MappingSummary> {
  const { frame, ring, area } = prepare(p.polygon);
  const { altitude, gsdCm } = resolveAltitude(p);
  const { lineSpacing, photoSpacing } = spacing(p.camera, altitude, p.frontOverlap, p.sideOverlap);
  const byWp = (p.photoMode ?? 'waypoint') === 'waypoint';
  const a = grid(frame, ring, p.gridAngle, altitude, lineSpacing, photoSpacing, byWp, -90);
  const b = grid(frame, ring, p.gridAngle + 90, altitude, lineSpacing, photoSpacing, byWp, -90);
  // Oblique loop: offset outwards by the altitude so a camera at -45° looks at the area edge,
  // heading towards the centre of the area.
  const pitch = p.obliquePitch ?? -45;
  const out = altitude / Math.tan(Math.max(5, Math.abs(pitch)) * (Math.PI / 180));
  const ccw = signedArea(ring) > 0;
  // Wrap the ring so every corner, including the first, gets a mitred join.
  const loop = offsetPolyline([ring[ring.length - 1]!, ...ring, ring[0]!], ccw ? -out : out).slice(1, -1);
  const oblique: Waypoint[] = [];
  let dist = 0,
    photos = 0;
  loop.forEach((pt, i) => {
    const next = loop[(i + 1) % loop.length]!;
    const len = Math.hypot(next[0] - pt[0], next[1] - pt[1]);
    const shots = Math.max(1, Math.ceil(len / photoSpacing));
    for (let k = 0; k < shots; k++) {
      const q: XY = [pt[0] + ((next[0] - pt[0]) * k) / shots, pt[1] + ((next[1] - pt[1]) * k) / shots];
      const [lng, lat] = frame.toLngLat(q);
      oblique.push({ lat, lng, altitude, heading: Math.round(bearingXY(q, [0, 0]) * 100) / 100, pitch, actions: [{ type: 'takePhoto' }] });
    }
    photos += shots;
    dist += len;
  });
  const route = [...a.route, ...b.route, ...oblique];
  const warnings = a.detours + b.detours ? [detourWarning(a.detours + b.detours)] : [];
  const distance = a.distance + b.distance + dist + joins(frame, route, [a.route.length, a.route.length + b.route.length]);
  return {
    route,
    warnings,
    summary: {
      gsdCm,
      altitude,
      lineSpacing,
      photoSpacing,
      photoCount: a.photos + b.photos + photos,
      distance,
      lines: a.lines + b.lines,
      area,
    },
  };
}

const detourWarning = (n: number) =>
  `the area is concave: ${n} transit${n === 1 ? '' : 's'} between lines follow${n === 1 ? 's' : ''} its edge instead of crossing outside it`;

function signedArea(ring: XY[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!,
      b = ring[(i + 1) % ring.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return s / 2;
}

/** Length of the transit legs between the passes. */
function joins(frame: LocalFrame, route: Waypoint[], at: number[]): number {
  let d = 0;
  for (const i of at) {
    const a = route[i - 1],
      b = route[i];
    if (!a || !b) continue;
    const pa = frame.toXY([a.lng, a.lat]),
      pb = frame.toXY([b.lng, b.lat]);
    d += Math.hypot(pb[0] - pa[0], pb[1] - pa[1]);
  }
  return d;
}
