import { describe, expect, it } from 'vitest';
import type { EditableMission, GeofenceFeatureCollection, Waypoint } from '@/lib/mission-model/mission-model';
import { validateMission } from './validate-mission';
import { bigMission } from '@/lib/mission-files/test-fixtures';

const wp = (lng: number, lat: number, extra: Partial<Waypoint> = {}): Waypoint => ({ lat, lng, altitude: 50, actions: [], ...extra });
const mission = (route: Waypoint[], extra: Partial<EditableMission> = {}): EditableMission => ({
  name: 'v',
  description: '',
  type: 'waypoint',
  heightMode: 'relativeToStartPoint',
  speed: 5,
  route,
  ...extra,
});
const square = (x0: number, y0: number, x1: number, y1: number) => [
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ],
];
// Inclusion: a U shape (0..3 x 0..3 minus the notch 1..2 x 1..3); exclusion: small box at 2.4..2.6.
const FENCE: GeofenceFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { geofence: 'inclusion' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [3, 0],
            [3, 3],
            [2, 3],
            [2, 1],
            [1, 1],
            [1, 3],
            [0, 3],
            [0, 0],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      properties: { geofence: 'exclusion', name: 'Tower' },
      geometry: { type: 'Polygon', coordinates: square(2.4, 0.4, 2.6, 0.6) },
    },
  ],
};
const codes = (m: EditableMission, fence?: GeofenceFeatureCollection) =>
  validateMission(m, undefined, fence).map((v) => `${v.code}@${v.waypointIndex ?? `leg${v.legIndex}`}`);

describe('validateMission', () => {
  it('accepts a valid mission', () => {
    expect(validateMission(mission([wp(0.5, 0.2), wp(0.5, 2.5)]), undefined, FENCE)).toEqual([]);
  });

  it('flags ranges, limits and zero-length legs with indexes and fields', () => {
    const v = validateMission(mission([wp(0, 0, { altitude: 130, speed: 20 }), wp(0, 0, { altitude: 130 }), wp(200, 95)], { speed: 0 }));
    expect(v.map((x) => [x.code, x.waypointIndex ?? x.legIndex, x.field])).toEqual([
      ['speed-invalid', undefined, 'speed'],
      ['altitude-above-limit', 0, 'altitude'],
      ['speed-above-limit', 0, 'speed'],
      ['altitude-above-limit', 1, 'altitude'],
      ['coordinate-range', 2, 'lat'],
      ['coordinate-range', 2, 'lng'],
      ['zero-length-leg', 0, undefined],
    ]);
  });

  it('a vertical leg (same position, different altitude) is not zero length', () => {
    expect(codes(mission([wp(0, 0), wp(0, 0, { altitude: 80 })]))).toEqual([]);
  });

  it('flags points outside inclusion and inside exclusion zones', () => {
    expect(codes(mission([wp(0.5, 0.5), wp(1.5, 2), wp(2.5, 0.5)]), FENCE)).toEqual(['outside-inclusion@1', 'inside-exclusion@2']);
  });

  it('flags a leg that leaves the inclusion zone between two allowed points', () => {
    // both ends inside the U, but the straight line crosses the notch
    expect(codes(mission([wp(0.5, 2), wp(2.5, 2)]), FENCE)).toEqual(['leg-leaves-inclusion@leg0']);
  });

  it('flags a leg that crosses an exclusion zone between two allowed points', () => {
    const v = validateMission(mission([wp(2.2, 0.5), wp(2.8, 0.5)]), undefined, FENCE);
    expect(v.map((x) => x.code)).toEqual(['leg-crosses-exclusion']);
    expect(v[0]?.message).toMatch(/Tower/);
  });

  it('uses the mission geofence by default and scales to 5,000 waypoints', () => {
    const big = bigMission(5000);
    const fence: GeofenceFeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { geofence: 'inclusion' },
          geometry: { type: 'Polygon', coordinates: square(8.4, 47.2, 8.6, 47.4) },
        },
        {
          type: 'Feature',
          properties: { geofence: 'exclusion' },
          geometry: { type: 'Polygon', coordinates: square(8.50201, 47.30201, 8.50209, 47.30209) },
        },
      ],
    };
    const result = validateMission({ ...big, geofence: fence });
    expect(result.filter((v) => v.code === 'leg-crosses-exclusion').length).toBeGreaterThan(0);
  });
});
