// Strip mapping: photogrammetry along a line (a road, river or railway). Passes parallel to the
// line, as many as the side overlap needs to cover the strip width, each with a photo waypoint
// every photo spacing (from the front overlap), flown back and forth.
import { footprint, spacing } from './camera';
import type { MappingStripParams } from './generator-params';
import { GeneratorError, resolveAltitude, type GeneratorResult, type MappingSummary } from './generate-mapping';
import { bearingXY, centroid, localFrame, offsetPolyline, type XY } from '@/lib/geo/local-geometry';
import type { Waypoint } from '@/lib/mission-model/mission-model';

export interface StripSummary extends Omit<MappingSummary, 'area'> {
  /** Length of the centre line, m. */
  length: number;
  /** Distance of each pass from the centre line, m (left negative). */
  offsets: number[];
}

/** Pass offsets covering `width`: the outer photos' edges reach the strip's edges. */
export function stripOffsets(width: number, across: number, lineSpacing: number): number[] {
  const passes = width <= across ? 1 : Math.ceil((width - across) / lineSpacing - 1e-9) + 1;
  return Array.from({ length: passes }, (_, i) => (i - (passes - 1) / 2) * lineSpacing);
}

/** Points every `step` metres along a polyline, both ends included. */
function resample(line: XY[], step: number): XY[] {
  const out: XY[] = [line[0] as XY];
  let carry = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1] as XY,
      b = line[i] as XY;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let t = step - carry;
    for (; t <= len + 1e-9; t += step) out.push([a[0] + ((b[0] - a[0]) * t) / len, a[1] + ((b[1] - a[1]) * t) / len]);
    carry = len - (t - step);
  }
  const end = line[line.length - 1] as XY;
  const last = out[out.length - 1] as XY;
  if (Math.hypot(end[0] - last[0], end[1] - last[1]) > step * 0.25) out.push(end);
  return out;
}

export function generateMappingStrip(p: MappingStripParams): GeneratorResult<StripSummary> {
  if (p.line.length < 2) throw new GeneratorError('the strip needs a line of at least 2 points');
  if (!(p.width > 0)) throw new GeneratorError('the strip width must be greater than 0');
  const { altitude, gsdCm } = resolveAltitude(p);
  const { lineSpacing, photoSpacing } = spacing(p.camera, altitude, p.frontOverlap, p.sideOverlap);
  const frame = localFrame(centroid(p.line));
  const centre = p.line.map(frame.toXY);
  let length = 0;
  for (let i = 1; i < centre.length; i++) length += Math.hypot(centre[i]![0] - centre[i - 1]![0], centre[i]![1] - centre[i - 1]![1]);
  if (length < 0.1) throw new GeneratorError('the strip line has no length');
  const offsets = stripOffsets(p.width, footprint(p.camera, altitude).across, lineSpacing);
  const route: Waypoint[] = [];
  let distance = 0;
  let last: XY | undefined;
  offsets.forEach((d, k) => {
    const shots = resample(offsetPolyline(centre, -d), photoSpacing);
    const pass = k % 2 ? shots.reverse() : shots;
    pass.forEach((pt, i) => {
      if (last) distance += Math.hypot(pt[0] - last[0], pt[1] - last[1]);
      last = pt;
      const heading = i + 1 < pass.length ? bearingXY(pt, pass[i + 1] as XY) : bearingXY(pass[i - 1] ?? pt, pt);
      const [lng, lat] = frame.toLngLat(pt);
      route.push({ lat, lng, altitude, heading: Math.round(heading * 100) / 100, pitch: -90, actions: [{ type: 'takePhoto' }] });
    });
  });
  return {
    route,
    warnings: [],
    summary: { gsdCm, altitude, lineSpacing, photoSpacing, photoCount: route.length, distance, lines: offsets.length, length, offsets },
  };
}
