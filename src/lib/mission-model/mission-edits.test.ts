import { beforeAll, describe, expect, it } from 'vitest';
import { loadGeoid } from '@/lib/geo/geoid';
import { emptyMission, type Waypoint } from './mission-model';
import { addWaypoint, changeHeightMode, deleteWaypoints, legMidpoint, moveWaypoint, setAltitudes, updateWaypoints } from './mission-edits';
import { checkMission } from '@/lib/geo/route-checks';
import { DEFAULT_LIMITS } from '@/lib/geo/validate-mission';
import { changedFields, editableFromRecord, missionBody } from './wire-body';

const wp = (lat: number, lng: number, altitude = 50): Waypoint => ({ lat, lng, altitude, actions: [] });
const base = () => emptyMission({ name: 'm', route: [wp(47, 8), wp(47.001, 8), wp(47.002, 8)] });

// Height conversions use the EGM96 geoid, which the app loads on demand.
beforeAll(loadGeoid);
describe('mission edits', () => {
  it('inserts at a position and shares untouched waypoints', () => {
    const m = base();
    const next = addWaypoint(m, wp(47.0005, 8), 1);
    expect(next.route.map((w) => w.lat)).toEqual([47, 47.0005, 47.001, 47.002]);
    expect(next.route[0]).toBe(m.route[0]);
    expect(m.route).toHaveLength(3);
  });

  it('moving a point drops its absolute altitudes but keeps the relative one', () => {
    const m = updateWaypoints(base(), [1], { altitudeEGM: 500, altitudeWGS: 548 });
    const moved = moveWaypoint(m, 1, 8.1, 47.1);
    expect(moved.route[1]).toMatchObject({ lat: 47.1, lng: 8.1, altitude: 50 });
    expect(moved.route[1]?.altitudeEGM).toBeUndefined();
  });

  it('edits several waypoints at once and deletes a selection', () => {
    const m = updateWaypoints(base(), [0, 2], { altitude: 80, speed: 7 });
    expect(m.route.map((w) => w.altitude)).toEqual([80, 50, 80]);
    expect(m.route[2]?.speed).toBe(7);
    expect(deleteWaypoints(m, [0, 2]).route).toEqual([m.route[1]]);
    expect(deleteWaypoints(m, [])).toBe(m);
  });

  it('puts an inserted leg point halfway', () => {
    expect(legMidpoint(wp(0, 0, 10), wp(2, 4, 30))).toMatchObject({ lat: 1, lng: 2, altitude: 20 });
  });
});

describe('checks and wire body', () => {
  it('blocks on the altitude limit and on an exclusion area, pointing at the waypoint', () => {
    const m = updateWaypoints(base(), [2], { altitude: 130 });
    const fence: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { geofence: 'exclusion', name: 'School' },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [7.999, 46.9995],
                [8.001, 46.9995],
                [8.001, 47.0005],
                [7.999, 47.0005],
                [7.999, 46.9995],
              ],
            ],
          },
        },
      ],
    };
    const issues = checkMission(m, DEFAULT_LIMITS, fence);
    expect(issues.find((i) => i.kind === 'altitude')?.index).toBe(2);
    expect(issues.find((i) => i.kind === 'geofence')?.index).toBe(0);
    expect(checkMission(base(), DEFAULT_LIMITS)).toEqual([]);
  });

  it('a PATCH carries only what changed, and a saved body reads back the same', () => {
    const m = base();
    const edited = updateWaypoints({ ...m, name: 'renamed' }, [1], { altitude: 70 });
    const patch = changedFields(missionBody(m, { distance: 1, time: 1 }), missionBody(edited, { distance: 1, time: 1 }));
    expect(Object.keys(patch).sort()).toEqual(['name', 'route']);
    const back = editableFromRecord({ id: 'x', ...missionBody(edited, { distance: 1, time: 1 }) });
    expect(back.route.map((w) => w.altitude)).toEqual([50, 70, 50]);
    expect(back.name).toBe('renamed');
  });
});

describe('height edits', () => {
  it('an EGM96 value entered for a waypoint sets its relative and WGS84 altitudes', () => {
    const m = setAltitudes(base(), [1], 'EGM96', 520, 400);
    expect(m.route[1]).toMatchObject({ altitude: 120, altitudeEGM: 520 });
    expect(m.route[1]!.altitudeWGS!).toBeGreaterThan(520); // the geoid is above the ellipsoid here
  });

  it('switching to a terrain mode is allowed but reported as not converted', () => {
    const r = changeHeightMode(base(), 'aboveGroundLevel', 0);
    expect(r.converted).toBe(false);
    expect(r.mission.heightMode).toBe('aboveGroundLevel');
    expect(r.mission.route.map((w) => w.altitude)).toEqual([50, 50, 50]);
    const egm = changeHeightMode(base(), 'EGM96', 400);
    expect(egm.converted).toBe(true);
    expect(egm.mission.route[0]?.altitudeEGM).toBe(450);
  });
});
