import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error';
import { importQgcPlan } from './import-qgc-plan';
import { importQgcWpl } from './import-qgc-wpl';
import { fixtureText } from './test-fixtures';

describe('importQgcPlan', () => {
  it('reads the PX4 sample: 3 waypoints, photo action, take-off skipped', () => {
    const { mission, warnings } = importQgcPlan('s.plan', fixtureText('qgc/qgroundcontrol_sample.plan'));
    expect(mission.route).toHaveLength(3);
    expect(mission.heightMode).toBe('relativeToStartPoint');
    expect(mission.route.flatMap((w) => w.actions)).toContainEqual({ type: 'takePhoto' });
    expect(mission.route[0]?.lat).toBeCloseTo(47.398, 2);
    expect(warnings.join()).toMatch(/take-off/);
  });

  it('flattens survey complex items', () => {
    const { mission, warnings } = importQgcPlan('s.plan', fixtureText('qgc/qgroundcontrol_sample_with_survey.plan'));
    expect(mission.route.length).toBeGreaterThanOrEqual(4);
    expect(warnings.join()).toMatch(/distance-triggered/);
  });

  it('warns about a structure scan without generated items', () => {
    expect(() => importQgcPlan('s.plan', fixtureText('qgc/qgroundcontrol_sample_with_structured_scan.plan'))).toThrow(/no waypoints/);
  });

  it('reads v1 plan with null params and mount control', () => {
    const { mission } = importQgcPlan('SectionTest.plan', fixtureText('qgc/SectionTest.plan'));
    expect(mission.route).toHaveLength(3);
    expect(mission.route[1]?.actions).toContainEqual({ type: 'gimbalPitch', pitch: 0 });
    expect(mission.route[0]?.heading).toBeUndefined();
  });

  it('reads the legacy .mission format with coordinate arrays', () => {
    const { mission } = importQgcPlan('OldFileFormat.mission', fixtureText('qgc/OldFileFormat.mission'));
    expect(mission.route).toHaveLength(4);
    expect(mission.route[0]?.altitude).toBe(10);
  });

  it('converts geofence polygons with inclusion flags', () => {
    const { geofence } = importQgcPlan('fence.plan', fixtureText('qgc/ce_geofence_home_base.plan'));
    expect(geofence?.features.map((f) => f.properties.geofence)).toEqual(['inclusion', 'exclusion']);
    const ring = geofence!.features[0]!.geometry.coordinates[0]!;
    expect(ring[0]).toEqual([-77.49735908548331, 38.7507608625056]);
    expect(ring[ring.length - 1]).toEqual(ring[0]);
  });

  it('converts circles to polygons', () => {
    const plan = {
      fileType: 'Plan',
      mission: { items: [] },
      geoFence: { version: 2, polygons: [], circles: [{ inclusion: false, circle: { center: [47, 8], radius: 100 }, version: 1 }] },
    };
    const { geofence } = importQgcPlan('c.plan', JSON.stringify(plan));
    expect(geofence?.features[0]?.properties.geofence).toBe('exclusion');
  });

  it('names the JSON path of a bad item and the line of bad JSON', () => {
    const plan = { fileType: 'Plan', mission: { items: [{ type: 'SimpleItem', command: 16, params: [0, 0, 0, 0, 95, 8, 10] }] } };
    expect(() => importQgcPlan('b.plan', JSON.stringify(plan))).toThrow(/mission\.items\[0\].*latitude 95/);
    expect(() => importQgcPlan('b.plan', '{\n "a": 1,\n }')).toThrow(/line 3/);
    expect(() => importQgcPlan('b.plan', '[]')).toThrow(ImportError);
  });
});

describe('importQgcWpl', () => {
  it('reads Mission Planner waypoints; row 0 is home', () => {
    const { mission } = importQgcWpl('MissionPlanner.waypoints', fixtureText('qgc/MissionPlanner.waypoints'));
    expect(mission.route).toHaveLength(5);
    expect(mission.route.every((w) => w.altitude === 100)).toBe(true);
    expect(mission.route[0]).toMatchObject({ lat: 47.661298, lng: -122.103274 });
  });

  it('names the line of a bad row', () => {
    const bad = 'QGC WPL 110\n0\t1\t0\t16\t0\t0\t0\t0\t47\t8\t5\t1\n1\t0\t3\t16\t0\t0\t0\t0\tx\t8\t5\t1\n';
    expect(() => importQgcWpl('b.waypoints', bad)).toThrow(/line 3.*column 9/);
    expect(() => importQgcWpl('b.waypoints', 'hello')).toThrow(/QGC WPL/);
  });
});
