import { describe, expect, it } from 'vitest';
import { formatDuration, missionFigures, updateFiguresAfterMove } from './mission-figures';
import type { EditableMission } from './mission-model';
import { bigMission } from '@/lib/mission-files/test-fixtures';

// 0.001° of latitude ≈ 111.2 m
const M: EditableMission = {
  name: 'f',
  description: '',
  type: 'waypoint',
  heightMode: 'relativeToStartPoint',
  speed: 10,
  route: [
    { lat: 0, lng: 0, altitude: 50, actions: [{ type: 'takePhoto' }] },
    { lat: 0.001, lng: 0, altitude: 50, speed: 5, actions: [{ type: 'hover', seconds: 3 }] },
    { lat: 0.002, lng: 0, altitude: 80, heading: 0, actions: [{ type: 'rotateAircraft', heading: 90 }] },
  ],
};

describe('missionFigures', () => {
  it('sums legs at per-waypoint speeds plus action time', () => {
    const f = missionFigures(M);
    expect(f.distance).toBeCloseTo(222.39, 1);
    expect(f.distance3d).toBeCloseTo(111.195 + Math.hypot(111.195, 30), 1);
    // leg 0 at 10 m/s, leg 1 at 5 m/s (waypoint speed); photo 1 s, hover 3 s, 90° yaw at 30°/s = 3 s
    expect(f.time).toBeCloseTo(111.195 / 10 + Math.hypot(111.195, 30) / 5 + 1 + 3 + 3, 1);
    expect(f.maxAltitude).toBe(80);
    expect(f.minAltitude).toBe(50);
    expect(f.photoCount).toBe(1);
  });

  it('handles empty and single-point missions', () => {
    expect(missionFigures({ ...M, route: [] })).toMatchObject({ distance: 0, time: 0, maxAltitude: 0 });
    expect(missionFigures({ ...M, route: [M.route[0]!] }).time).toBe(1);
  });

  it('incremental update after a move equals a full recomputation', () => {
    const big = bigMission(5000);
    const before = missionFigures(big);
    const route = big.route.slice();
    route[2500] = { ...route[2500]!, lat: route[2500]!.lat + 0.001, altitude: 90 };
    const moved = { ...big, route };
    const inc = updateFiguresAfterMove(before, moved, 2500);
    const full = missionFigures(moved);
    expect(inc.distance).toBeCloseTo(full.distance, 6);
    expect(inc.time).toBeCloseTo(full.time, 6);
    expect(inc.maxAltitude).toBe(90);
  });

  it('formats durations', () => {
    expect(formatDuration(59.6)).toBe('1 min 0 s');
    expect(formatDuration(3725)).toBe('1 h 2 min');
    expect(formatDuration(7)).toBe('7 s');
  });
});
