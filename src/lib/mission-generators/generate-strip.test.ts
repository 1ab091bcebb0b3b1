import { describe, expect, it } from 'vitest';
import { localFrame } from '@/lib/geo/local-geometry';
import { footprint, spacing } from './camera';
import { applyGenerator } from './generate-mission';
import { GeneratorError } from './generate-mapping';
import { generateMappingStrip, stripOffsets } from './generate-strip';
import type { CameraSpec, MappingStripParams } from './generator-params';

const CAM: CameraSpec = {
  name: 'P4R',
  sensorWidthMm: 13.2,
  sensorHeightMm: 8.8,
  focalLengthMm: 8.8,
  imageWidthPx: 5472,
  imageHeightPx: 3648,
};
const f = localFrame([8.54, 47.37]);
// A straight 500 m line to the east.
const LINE = (
  [
    [0, 0],
    [500, 0],
  ] as [number, number][]
).map(f.toLngLat);
const P: MappingStripParams = {
  kind: 'mappingStrip',
  line: LINE,
  camera: CAM,
  altitude: 50,
  frontOverlap: 80,
  sideOverlap: 70,
  width: 120,
};

describe('generateMappingStrip', () => {
  it('adds passes until the photos cover the strip width', () => {
    expect(stripOffsets(50, 75, 22.5)).toEqual([0]);
    // 120 m with 75 m wide photos every 22.5 m: 2 more passes would reach 120 m exactly.
    expect(stripOffsets(120, 75, 22.5)).toEqual([-22.5, 0, 22.5]);
  });

  it('places photo waypoints by the front overlap on passes spaced by the side overlap', () => {
    const { route, summary } = generateMappingStrip(P);
    const { lineSpacing, photoSpacing } = spacing(CAM, 50, 80, 70);
    expect(footprint(CAM, 50).across).toBeCloseTo(75, 6);
    expect(summary.lineSpacing).toBeCloseTo(lineSpacing, 6);
    expect(summary.lines).toBe(3);
    expect(summary.length).toBeCloseTo(500, 0);
    const perPass = Math.floor(500 / photoSpacing + 1e-9) + 1 + (500 % photoSpacing > photoSpacing * 0.25 ? 1 : 0);
    expect(route).toHaveLength(perPass * 3);
    expect(summary.photoCount).toBe(route.length);
    expect(route.every((w) => w.actions.some((a) => a.type === 'takePhoto') && w.altitude === 50 && w.pitch === -90)).toBe(true);
    const xy = route.map((w) => f.toXY([w.lng, w.lat]));
    // First pass on the left (north) of an eastbound line, flown east; the next flown back west.
    expect(xy[0]![1]).toBeCloseTo(lineSpacing, 0);
    expect(xy[1]![0] - xy[0]![0]).toBeCloseTo(photoSpacing, 0);
    expect(route[0]!.heading).toBeCloseTo(90, 0);
    expect(route[perPass]!.heading).toBeCloseTo(270, 0);
    expect(xy[perPass]![1]).toBeCloseTo(0, 0);
  });

  it('takes the altitude from a GSD, and is stored as a mappingStrip mission', () => {
    const { altitude: _a, ...noAlt } = P;
    const r = applyGenerator({ ...noAlt, gsdCm: 1.5 });
    expect(r.mission.type).toBe('mappingStrip');
    expect(r.mission.generator?.kind).toBe('mappingStrip');
    expect((r.summary as { gsdCm: number }).gsdCm).toBeCloseTo(1.5, 6);
  });

  it('refuses a line without length or a strip without width', () => {
    expect(() => generateMappingStrip({ ...P, line: [LINE[0]!] })).toThrow(GeneratorError);
    expect(() => generateMappingStrip({ ...P, width: 0 })).toThrow(GeneratorError);
  });
});
