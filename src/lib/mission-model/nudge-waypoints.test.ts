import { describe, expect, it } from 'vitest';
import { localFrame, type LngLat } from '@/lib/geo/local-geometry';
import { emptyMission, type Waypoint } from './mission-model';
import { nudgeWaypoints } from './mission-edits';

/** Metres between two nearby points, in the flat frame the editor uses. */
const metres = (a: LngLat, b: LngLat) => Math.hypot(...localFrame(a).toXY(b));
const wp = (lat: number, lng: number): Waypoint => ({ lat, lng, altitude: 50, altitudeEGM: 500, actions: [] });

describe('nudgeWaypoints', () => {
  it('moves only the given waypoints by the distance asked, and drops their absolute altitudes', () => {
    const m = emptyMission({ name: 'm', route: [wp(47, 8), wp(47.001, 8), wp(47.002, 8)] });
    const out = nudgeWaypoints(m, [0, 2], 10, 0);
    expect(out.route[1]).toBe(m.route[1]);
    const moved = out.route[0] as Waypoint;
    expect(moved.lat).toBe(47);
    expect(metres([8, 47], [moved.lng, moved.lat])).toBeCloseTo(10, 1);
    expect(moved.altitudeEGM).toBeUndefined();
    const north = nudgeWaypoints(m, [1], 0, -20).route[1] as Waypoint;
    expect(metres([8, 47.001], [north.lng, north.lat])).toBeCloseTo(20, 1);
    expect(north.lat).toBeLessThan(47.001);
  });

  it('returns the same mission when nothing is selected', () => {
    const m = emptyMission({ name: 'm', route: [wp(47, 8)] });
    expect(nudgeWaypoints(m, [], 10, 10)).toBe(m);
  });
});
