import { describe, expect, it } from 'vitest';
import { batteriesNeeded, lineLength, ringArea, shapeNotReady } from './estimates';
import type { LngLat } from '@/lib/geo/local-geometry';

// About 100 m × 100 m at Zürich.
const square: LngLat[] = [
  [8.54, 47.37],
  [8.54132, 47.37],
  [8.54132, 47.3709],
  [8.54, 47.3709],
];

describe('generator estimates', () => {
  it('measures a drawn area and line', () => {
    expect(ringArea(square)).toBeGreaterThan(9_500);
    expect(ringArea(square)).toBeLessThan(10_500);
    expect(ringArea(square.slice(0, 2))).toBe(0);
    expect(lineLength(square.slice(0, 2))).toBeCloseTo(99.5, 0);
  });

  it('counts batteries by usable minutes', () => {
    expect(batteriesNeeded(0)).toBe(0);
    expect(batteriesNeeded(60)).toBe(1);
    expect(batteriesNeeded(25 * 60 + 1)).toBe(2);
    expect(batteriesNeeded(40 * 60, 20)).toBe(2);
  });

  it('says why a shape is not ready', () => {
    expect(shapeNotReady('polygon', square.slice(0, 1), true)).toContain('2 more points');
    expect(shapeNotReady('polygon', square, true)).toContain('Close the area');
    expect(shapeNotReady('polygon', [], false)).toContain('Draw an area');
    expect(shapeNotReady('polygon', square, false)).toBeNull();
  });
});
