import { bearing, distance } from '@turf/turf';
import { describe, expect, it } from 'vitest';
import { applyGenerator } from './generate-mission';
import { aimPitch, generateSmartInspect } from './generate-smart-inspect';
import type { SmartInspectParams } from './generator-params';
import { importMissionFile } from '@/lib/mission-files/import-mission-file';
import { exportMission } from '@/lib/mission-files/export-mission';

const P: SmartInspectParams = {
  kind: 'smart-inspect',
  base: { lat: -33.72577124, lng: 151.18167339, pole: 'Pole1' },
  targetHeight: 20,
  radius: 15,
  heights: [10, 20, 35],
  pointsPerRing: 8,
};

describe('generateSmartInspect', () => {
  it('puts rings of points at the radius, each facing the base', () => {
    const { route, summary } = generateSmartInspect(P);
    expect(summary).toMatchObject({ points: 24, rings: 3 });
    for (const w of route) {
      expect(distance([w.lng, w.lat], [P.base.lng, P.base.lat], { units: 'meters' })).toBeCloseTo(15, 3);
      const toBase = (bearing([w.lng, w.lat], [P.base.lng, P.base.lat]) + 360) % 360;
      expect(Math.abs(((w.heading! - toBase + 540) % 360) - 180)).toBeLessThan(0.01);
      expect(w.pole).toBe('Pole1');
      expect(w.actions).toEqual([{ type: 'takePhoto' }]);
    }
    expect(route.slice(0, 8).every((w) => w.altitude === 10)).toBe(true);
  });

  it('aims the gimbal at the target height', () => {
    expect(aimPitch(20, 20, 15)).toBe(0);
    expect(aimPitch(35, 20, 15)).toBeCloseTo(-45, 9);
    expect(aimPitch(10, 20, 10)).toBeCloseTo(30, 9); // clamped upward limit
    expect(aimPitch(1000, 0, 1)).toBeCloseTo(-89.94, 1);
  });

  it('applyGenerator sets type, flag and serialisable params that survive a GeoJSON round trip', () => {
    const { mission } = applyGenerator({ ...P, speed: 3 });
    expect(mission).toMatchObject({ type: 'smart-inspect', isSmartInspect: true, speed: 3 });
    const file = exportMission(mission, 'geojson');
    const back = importMissionFile(file.fileName, file.bytes).mission;
    expect(back.generator).toEqual(mission.generator);
    expect(applyGenerator(back.generator!).mission.route).toEqual(mission.route);
  });
});
