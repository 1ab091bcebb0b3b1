import { area, booleanPointInPolygon, lineString, point, pointToLineDistance, polygon } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { altitudeForGsd, CAMERA_PRESETS, footprint, gsdAtAltitude } from './camera';
import { generateMapping2d, generateMapping3d, GeneratorError } from './generate-mapping';
import type { LngLat } from '@/lib/geo/local-geometry';
import type { Mapping2dParams } from './generator-params';
import { localFrame } from '@/lib/geo/local-geometry';

const P4 = CAMERA_PRESETS.find((c) => c.name.includes('Phantom 4'))!;
// A 1 km × 1 km square at Zurich, built in local metres.
const f = localFrame([8.54, 47.37]);
const SQUARE: LngLat[] = [
  [-500, -500],
  [500, -500],
  [500, 500],
  [-500, 500],
].map((p) => f.toLngLat(p as [number, number]));
const base: Mapping2dParams = {
  kind: 'mapping2d',
  polygon: SQUARE,
  camera: P4,
  altitude: 100,
  frontOverlap: 80,
  sideOverlap: 70,
  gridAngle: 0,
};

describe('camera math', () => {
  it('Phantom 4 RTK at 100 m gives ≈ 2.74 cm/px (DJI spec)', () => {
    expect(gsdAtAltitude(P4, 100)).toBeCloseTo(2.74, 2);
    expect(altitudeForGsd(P4, gsdAtAltitude(P4, 87))).toBeCloseTo(87, 9);
    expect(footprint(P4, 100).across).toBeCloseTo(150, 0);
  });
});

describe('generateMapping2d', () => {
  it('covers a 1 km² square with lines at the side-overlap spacing', () => {
    const { summary, route } = generateMapping2d(base);
    expect(summary.area).toBeCloseTo(1e6, -3);
    expect(area(polygon([[...SQUARE, SQUARE[0]!]]))).toBeCloseTo(1e6, -4);
    expect(summary.lineSpacing).toBeCloseTo(45, 0); // 150 m footprint × 30 %
    expect(summary.photoSpacing).toBeCloseTo(20, 0); // 100 m × 20 %
    expect(summary.lines).toBe(Math.ceil(1000 / summary.lineSpacing));
    expect(summary.photoCount).toBe(route.length);
    expect(summary.photoCount).toBe(summary.lines * (Math.floor(1000 / summary.photoSpacing) + 1));
    // north-south lines: headings alternate 0 / 180; all points inside the area
    expect(new Set(route.map((w) => w.heading))).toEqual(new Set([0, 180]));
    const poly = polygon([[...SQUARE, SQUARE[0]!]]);
    // within 1 mm of the area (line ends sit exactly on its edge)
    expect(
      route.every((w) => {
        const [x, y] = f.toXY([w.lng, w.lat]);
        return Math.abs(x) <= 500.001 && Math.abs(y) <= 500.001;
      }),
    ).toBe(true);
    expect(booleanPointInPolygon([route[1]!.lng, route[1]!.lat], poly)).toBe(true);
    expect(summary.distance).toBeGreaterThan(summary.lines * 999);
    expect(route.every((w) => w.pitch === -90 && w.altitude === 100 && w.actions[0]?.type === 'takePhoto')).toBe(true);
  });

  it('derives the altitude from a GSD, honours the grid angle and interval mode', () => {
    const r = generateMapping2d({ ...base, altitude: undefined, gsdCm: 2, gridAngle: 90, photoMode: 'interval' });
    expect(r.summary.altitude).toBeCloseTo(altitudeForGsd(P4, 2), 6);
    expect(r.summary.gsdCm).toBeCloseTo(2, 9);
    expect(r.route).toHaveLength(r.summary.lines * 2);
    expect(new Set(r.route.map((w) => w.heading))).toEqual(new Set([90, 270]));
    expect(r.warnings[0]).toMatch(/every/);
  });

  it('keeps every leg inside a concave (U-shaped) area: transits follow the edge round the notch', () => {
    // 600 m × 400 m with a 200 m wide notch from the top down to y = 150.
    const U: LngLat[] = [
      [0, 0],
      [600, 0],
      [600, 400],
      [400, 400],
      [400, 150],
      [200, 150],
      [200, 400],
      [0, 400],
    ].map((p) => f.toLngLat(p as [number, number]));
    const area = polygon([[...U, U[0]!]]);
    const outline = lineString([...U, U[0]!]);
    // Inside, or on the edge (to 5 cm: transits fly along it).
    const inArea = (lng: number, lat: number) =>
      booleanPointInPolygon([lng, lat], area) || pointToLineDistance(point([lng, lat]), outline, { units: 'meters' }) < 0.05;
    for (const gridAngle of [90, 0, 33]) {
      const { route, summary, warnings } = generateMapping2d({ ...base, polygon: U, gridAngle });
      expect(summary.photoCount).toBeGreaterThan(0);
      for (let i = 1; i < route.length; i++) {
        const a = route[i - 1]!,
          b = route[i]!;
        for (let k = 0; k <= 20; k++) {
          const t = k / 20;
          expect(inArea(a.lng + (b.lng - a.lng) * t, a.lat + (b.lat - a.lat) * t), `angle ${gridAngle}, leg ${i}`).toBe(true);
        }
      }
      // The notch forces detours only where lines are split by it.
      if (gridAngle === 90) expect(warnings.some((w) => /concave/.test(w))).toBe(true);
    }
    // A convex area gets no detours and no transit waypoints.
    const square = generateMapping2d(base);
    expect(square.warnings).toEqual([]);
    expect(square.route).toHaveLength(square.summary.photoCount);
  });

  it('rejects degenerate inputs', () => {
    expect(() => generateMapping2d({ ...base, polygon: SQUARE.slice(0, 2) })).toThrow(GeneratorError);
    expect(() => generateMapping2d({ ...base, altitude: undefined })).toThrow(GeneratorError);
  });

  // Its time budget (≤ 200 ms) is measured by `npm run bench:missions`, not here.
  it('covers 1 km² at 1.5 cm/px with a few thousand photo points on tens of lines', () => {
    const m3e = CAMERA_PRESETS[0]!;
    const result = generateMapping2d({ ...base, camera: m3e, altitude: undefined, gsdCm: 1.5, gridAngle: 33 });
    expect(result.summary.lines).toBeGreaterThan(20);
    expect(result.route.length).toBeGreaterThan(1000);
  });
});

describe('generateMapping3d', () => {
  it('adds a perpendicular grid and an inward-looking oblique loop', () => {
    const two = generateMapping2d(base);
    const three = generateMapping3d({ ...base, kind: 'mapping3d' });
    const oblique = three.route.filter((w) => w.pitch === -45);
    expect(three.summary.lines).toBe(2 * two.summary.lines);
    expect(oblique.length).toBeGreaterThan(4 * Math.floor(1000 / two.summary.photoSpacing));
    // each oblique point lies outside the square (offset 100 m) and faces the centre
    for (const w of oblique) {
      const [x, y] = f.toXY([w.lng, w.lat]);
      expect(Math.max(Math.abs(x), Math.abs(y))).toBeGreaterThan(590);
      const toCentre = ((Math.atan2(-x, -y) * 180) / Math.PI + 360) % 360;
      expect(Math.abs(((w.heading! - toCentre + 540) % 360) - 180)).toBeLessThan(0.5);
    }
  });
});
