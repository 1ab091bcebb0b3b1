import { describe, expect, it } from 'vitest';
import { corridorOffsets, generateCorridor } from './generate-corridor';
import { GeneratorError } from './generate-mapping';
import type { CorridorParams } from './generator-params';
import { localFrame } from '@/lib/geo/local-geometry';

const f = localFrame([21.067, 52.253]);
// An L-shaped line: 400 m east, then 300 m north.
const LINE = (
  [
    [0, 0],
    [400, 0],
    [400, 300],
  ] as [number, number][]
).map(f.toLngLat);
const P: CorridorParams = { kind: 'corridor', line: LINE, width: 60, lineSpacing: 20, altitude: 40 };

describe('generateCorridor', () => {
  it('spreads passes evenly across the width', () => {
    expect(corridorOffsets(60, 20)).toEqual([-20, 0, 20]);
    expect(corridorOffsets(10, 20)).toEqual([0]);
    expect(corridorOffsets(50, 20)).toEqual([-50 / 3, 0, 50 / 3]);
  });

  it('offsets each pass by its distance and alternates direction', () => {
    const { route, summary } = generateCorridor(P);
    expect(summary.passes).toBe(3);
    expect(summary.length).toBeCloseTo(700, 1);
    expect(route).toHaveLength(9);
    // the generator projects around the line's centroid: allow a few cm against this test's frame
    const xy = route.map((w) => f.toXY([w.lng, w.lat]).map((v) => Math.round(v * 10) / 10 + 0));
    // pass 1 (left of travel = north/west side, +20 m), forwards
    expect(xy.slice(0, 3)).toEqual([
      [0, 20],
      [380, 20],
      [380, 300],
    ]);
    // pass 2 is the centre line flown backwards
    expect(xy.slice(3, 6)).toEqual([
      [400, 300],
      [400, 0],
      [0, 0],
    ]);
    // pass 3 (right side, -20 m), forwards again; mitred corner at (420, -20)
    expect(xy.slice(6)).toEqual([
      [0, -20],
      [420, -20],
      [420, 300],
    ]);
    expect(route.map((w) => w.heading).slice(0, 3)).toEqual([90, 0, 0]);
    expect(route.every((w) => w.altitude === 40)).toBe(true);
  });

  it('rejects a line of one point or a zero width', () => {
    expect(() => generateCorridor({ ...P, line: [LINE[0]!] })).toThrow(GeneratorError);
    expect(() => generateCorridor({ ...P, width: 0 })).toThrow(GeneratorError);
  });
});
