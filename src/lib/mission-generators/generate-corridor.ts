// Corridor / strip mapping along a polyline (power line, road, pipeline): parallel passes offset
// across the corridor width, flown back and forth.
import type { CorridorParams } from './generator-params';
import { GeneratorError } from './generate-mapping';
import type { GeneratorResult } from './generate-mapping';
import { bearingXY, centroid, localFrame, offsetPolyline } from '@/lib/geo/local-geometry';
import type { XY } from '@/lib/geo/local-geometry';
import type { Waypoint } from '@/lib/mission-model/mission-model';

export interface CorridorSummary {
  passes: number;
  /** Length of the centre line, m. */
  length: number;
  /** Flight distance including the turns between passes, m. */
  distance: number;
  offsets: number[];
}

export function corridorOffsets(width: number, lineSpacing: number): number[] {
  const passes = Math.max(1, Math.ceil(width / lineSpacing - 1e-9));
  // Passes centred in the corridor; one pass flies the centre line.
  return Array.from({ length: passes }, (_, i) => (i - (passes - 1) / 2) * (width / passes));
}

export function generateCorridor(p: CorridorParams): GeneratorResult<CorridorSummary> {
  if (p.line.length < 2) throw new GeneratorError('the corridor needs a line of at least 2 points');
  if (!(p.width > 0) || !(p.lineSpacing > 0)) throw new GeneratorError('width and line spacing must be greater than 0');
  const frame = localFrame(centroid(p.line));
  const centre = p.line.map(frame.toXY);
  let length = 0;
  for (let i = 1; i < centre.length; i++) length += Math.hypot(centre[i]![0] - centre[i - 1]![0], centre[i]![1] - centre[i - 1]![1]);
  if (length < 0.1) throw new GeneratorError('the corridor line has no length');
  const offsets = corridorOffsets(p.width, p.lineSpacing);
  const route: Waypoint[] = [];
  let distance = 0;
  let last: XY | undefined;
  offsets.forEach((d, k) => {
    // Left-most pass first; every other pass is flown in reverse.
    const line = offsetPolyline(centre, -d);
    const pass = k % 2 ? line.slice().reverse() : line;
    pass.forEach((pt, i) => {
      if (last) distance += Math.hypot(pt[0] - last[0], pt[1] - last[1]);
      last = pt;
      const next = pass[i + 1] ?? pt,
        prev = pass[i - 1] ?? pt;
      const heading = Math.round(bearingXY(i + 1 < pass.length ? pt : prev, i + 1 < pass.length ? next : pt) * 100) / 100;
      const [lng, lat] = frame.toLngLat(pt);
      route.push({ lat, lng, altitude: p.altitude, heading, actions: [] });
    });
  });
  return { route, warnings: [], summary: { passes: offsets.length, length, distance, offsets } };
}
