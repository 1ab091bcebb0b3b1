import { booleanPointInPolygon } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { preparePolygon, segmentsMeet } from './polygon-index';

// A U shape (0..3 × 0..3 minus the notch 1..2 × 1..3) with a square hole at 2.2..2.8 × 0.2..0.8.
const U = [
  [0, 0],
  [3, 0],
  [3, 3],
  [2, 3],
  [2, 1],
  [1, 1],
  [1, 3],
  [0, 3],
  [0, 0],
];
const HOLE = [
  [2.2, 0.2],
  [2.8, 0.2],
  [2.8, 0.8],
  [2.2, 0.8],
  [2.2, 0.2],
];

describe('preparePolygon', () => {
  const poly = preparePolygon([U, HOLE]);

  it('agrees with turf on points inside, outside, in the notch and in the hole', () => {
    const turfPoly = { type: 'Polygon' as const, coordinates: [U, HOLE] };
    for (let x = -0.25; x <= 3.3; x += 0.1)
      for (let y = -0.25; y <= 3.3; y += 0.1) {
        const p = [x, y];
        const mine = poly.locate(p);
        if (mine === 'boundary') continue;
        expect(mine === 'inside', `${x},${y}`).toBe(booleanPointInPolygon(p, turfPoly));
      }
  });

  it('tells the boundary apart', () => {
    expect(poly.locate([1.5, 1])).toBe('boundary');
    expect(poly.locate([0, 2])).toBe('boundary');
    expect(poly.locate([2.5, 0.2])).toBe('boundary');
    expect(poly.locate([2.5, 0.5])).toBe('outside');
  });

  it('finds a segment crossing an edge, and tells a touch from a crossing', () => {
    expect(poly.crossesBoundary([0.5, 2], [2.5, 2], true)).toBe(true); // across the notch
    expect(poly.crossesBoundary([0.2, 0.5], [0.8, 0.5], false)).toBe(false); // well inside
    expect(poly.crossesBoundary([0.5, 1], [0.5, 0.5], true)).toBe(false); // inside, under the notch// ends on the bottom of the notch… no: inside
    expect(poly.crossesBoundary([1.5, 2], [1.5, 1], true)).toBe(false); // touches the notch's floor
    expect(poly.crossesBoundary([1.5, 2], [1.5, 1], false)).toBe(true);
    expect(poly.crossesBoundary([5, 5], [6, 6], false)).toBe(false);
  });
});

describe('segmentsMeet', () => {
  it('is 2 for a crossing, 1 for a touch or overlap, 0 apart', () => {
    expect(segmentsMeet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(2);
    expect(segmentsMeet([0, 0], [1, 1], [1, 1], [2, 0])).toBe(1);
    expect(segmentsMeet([0, 0], [2, 0], [1, 0], [3, 0])).toBe(1);
    expect(segmentsMeet([0, 0], [1, 0], [0, 1], [1, 1])).toBe(0);
  });
});

describe('selfIntersects', () => {
  it('finds a bow-tie and a ring touching itself, not a plain or holed polygon', () => {
    const bowTie = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
      [0, 0],
    ];
    const pinched = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 0],
      [0, 4],
      [0, 0],
    ];
    expect(preparePolygon([bowTie]).selfIntersects()).toBe(true);
    expect(preparePolygon([pinched]).selfIntersects()).toBe(true);
    expect(preparePolygon([U, HOLE]).selfIntersects()).toBe(false);
    expect(
      preparePolygon([
        U,
        [
          [0.5, -0.5],
          [0.6, 0.5],
          [0.7, -0.5],
          [0.5, -0.5],
        ],
      ]).selfIntersects(),
    ).toBe(true);
  });
});
