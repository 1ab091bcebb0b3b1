import { describe, expect, it } from 'vitest';
import { emptyMission } from '@/lib/mission-model/mission-model';
import { moveWaypoint, setMissionFields, updateWaypoints } from '@/lib/mission-model/mission-edits';
import { singleChangedWaypoint } from './use-mission-figures';

const m = emptyMission({ route: [0, 1, 2].map((i) => ({ lat: 47 + i / 1000, lng: 8, altitude: 50, actions: [] })) });

describe('singleChangedWaypoint', () => {
  it('finds the one moved waypoint, so only its legs are recomputed', () => {
    expect(singleChangedWaypoint(m, moveWaypoint(m, 1, 8.001, 47.001))).toBe(1);
  });
  it('reports no waypoint change for a mission-level edit that keeps speed', () => {
    expect(singleChangedWaypoint(m, setMissionFields(m, { name: 'x' }))).toBe(-1);
  });
  it('asks for a full pass when several waypoints, the count or the speed change', () => {
    expect(singleChangedWaypoint(m, updateWaypoints(m, [0, 2], { altitude: 60 }))).toBeUndefined();
    expect(singleChangedWaypoint(m, { ...m, route: m.route.slice(1) })).toBeUndefined();
    expect(singleChangedWaypoint(m, setMissionFields(m, { speed: 9 }))).toBeUndefined();
  });
});
