// Smart inspect: rings of photo points around a structure (pole, tower), each facing the
// structure with the gimbal aimed at its top.
import { bearing, destination, distance } from '@turf/turf';
import type { SmartInspectParams } from './generator-params';
import { GeneratorError } from './generate-mapping';
import type { GeneratorResult } from './generate-mapping';
import type { Waypoint } from '@/lib/mission-model/mission-model';

export interface SmartInspectSummary {
  points: number;
  rings: number;
  distance: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Gimbal pitch (deg, negative = down) from a point at `altitude`, `radius` m away, to `targetHeight`. */
export const aimPitch = (altitude: number, targetHeight: number, radius: number): number =>
  Math.max(-90, Math.min(30, (Math.atan2(targetHeight - altitude, radius) * 180) / Math.PI));

export function generateSmartInspect(p: SmartInspectParams): GeneratorResult<SmartInspectSummary> {
  if (!(p.radius > 0)) throw new GeneratorError('radius must be greater than 0');
  if (p.heights.length === 0) throw new GeneratorError('give at least one ring height');
  if (!(p.pointsPerRing >= 1)) throw new GeneratorError('points per ring must be at least 1');
  const n = Math.floor(p.pointsPerRing);
  const baseLL: [number, number] = [p.base.lng, p.base.lat];
  const route: Waypoint[] = [];
  p.heights.forEach((h, ring) => {
    for (let i = 0; i < n; i++) {
      // Alternate direction per ring so the aircraft does not fly back around the structure.
      const k = ring % 2 ? n - 1 - i : i;
      const fromBase = (p.startBearing ?? 0) + (k * 360) / n;
      const [lng, lat] = destination(baseLL, p.radius, fromBase, { units: 'meters' }).geometry.coordinates as [number, number];
      const heading = (bearing([lng, lat], baseLL) + 360) % 360;
      const wp: Waypoint = {
        lat,
        lng,
        altitude: h,
        heading: round2(heading),
        pitch: round2(aimPitch(h, p.targetHeight, p.radius)),
        actions: [{ type: 'takePhoto' }],
        type: 'point',
        label: `Ring ${ring + 1} · ${k + 1}/${n}`,
      };
      if (p.base.pole !== undefined) wp.pole = p.base.pole;
      route.push(wp);
    }
  });
  let dist = 0;
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!,
      b = route[i]!;
    dist += Math.hypot(distance([a.lng, a.lat], [b.lng, b.lat], { units: 'meters' }), b.altitude - a.altitude);
  }
  return { route, warnings: [], summary: { points: route.length, rings: p.heights.length, distance: dist } };
}
