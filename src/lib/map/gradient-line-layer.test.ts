import { describe, expect, it } from 'vitest';
import { MercatorCoordinate } from 'maplibre-gl';
import { lineVertices, matrixAt } from './gradient-line-layer';

describe('lineVertices', () => {
  it('stores each point relative to the first, in Mercator units', () => {
    const lng = [8.5, 8.501, 8.502];
    const lat = [47.39, 47.3905, 47.39];
    const v = lineVertices(lng, lat);
    const o = MercatorCoordinate.fromLngLat([8.5, 47.39]);
    expect(v.origin).toEqual([o.x, o.y]);
    const last = MercatorCoordinate.fromLngLat([8.502, 47.39]);
    expect(v.positions[4]).toBeCloseTo(last.x - o.x, 12);
    expect(v.positions[5]).toBeCloseTo(last.y - o.y, 12);
    // A 5 cm step 100 km from the origin still reads as a step (float32 of the offset, not of the
    // coordinate, whose step there is 2.4 m).
    const far = lineVertices([8.5, 9.8, 9.8 + 6.6e-7], [47.39, 47.39, 47.39]);
    expect((far.positions[4] as number) - (far.positions[2] as number)).toBeGreaterThan(0);
  });

  it('runs progress from 0 to 1 in proportion to the distance along the line', () => {
    // Three equal steps east, then a step three times as long: the third point is at half.
    const v = lineVertices([0, 0.001, 0.002, 0.003, 0.006], [0, 0, 0, 0, 0]);
    expect(Array.from(v.progress).map((p) => Number(p.toFixed(4)))).toEqual([0, 0.1667, 0.3333, 0.5, 1]);
  });

  it('gives a line that stays in one place an even ramp, and no points no buffers', () => {
    expect(Array.from(lineVertices([1, 1, 1], [2, 2, 2]).progress)).toEqual([0, 0.5, 1]);
    expect(lineVertices([], []).positions.length).toBe(0);
  });
});

describe('matrixAt', () => {
  it('projects an offset from the origin where the whole matrix projects the point', () => {
    // A column-major matrix with a scale, a skew and a translation, like a map's Mercator → clip one.
    const m = [4000, 10, 0, 0.5, -20, -4000, 0, 0.25, 0, 0, 1, 0, -1500, 900, 0, 2];
    const origin: [number, number] = [0.52, 0.35];
    const p = [0.5201, 0.3499];
    const whole = [0, 1, 2, 3].map(
      (r) => (m[r] as number) * (p[0] as number) + (m[4 + r] as number) * (p[1] as number) + (m[12 + r] as number),
    );
    const at = matrixAt(m, origin);
    const dx = (p[0] as number) - origin[0];
    const dy = (p[1] as number) - origin[1];
    const moved = [0, 1, 2, 3].map((r) => (at[r] as number) * dx + (at[4 + r] as number) * dy + (at[12 + r] as number));
    moved.forEach((x, r) => expect(x).toBeCloseTo(whole[r] as number, 3));
  });
});
