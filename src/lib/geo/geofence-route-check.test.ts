import { describe, expect, it } from 'vitest';
import type { GeofenceFeatureCollection, GeofenceProperties, Waypoint } from '@/lib/mission-model/mission-model';
import { altitudeBand } from './geofence-route-check';
import { validateMission } from './validate-mission';

const wp = (lng: number, lat: number, altitude: number): Waypoint => ({ lat, lng, altitude, actions: [] });
const square = (x0: number, y0: number, x1: number, y1: number) => [
  [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ],
];
const fence = (inc: Partial<GeofenceProperties>, exc: Partial<GeofenceProperties>): GeofenceFeatureCollection => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { geofence: 'inclusion', name: 'Site', ...inc },
      geometry: { type: 'Polygon', coordinates: square(0, 0, 3, 3) },
    },
    {
      type: 'Feature',
      properties: { geofence: 'exclusion', name: 'Crane', ...exc },
      geometry: { type: 'Polygon', coordinates: square(1, 1, 2, 2) },
    },
  ],
});
const check = (route: Waypoint[], f: GeofenceFeatureCollection) =>
  validateMission(
    { name: 'a', description: '', type: 'waypoint', heightMode: 'relativeToStartPoint', speed: 5, route },
    { maxAltitude: 500, maxSpeed: 15 },
    f,
  ).map((v) => `${v.code}@${v.waypointIndex ?? `leg${v.legIndex}`}`);

describe('floor and ceiling altitudes per area', () => {
  it('reads numbers and numeric strings, and ignores the rest', () => {
    expect(altitudeBand({ floor: 10, ceiling: '90' })).toEqual({ floor: 10, ceiling: 90 });
    expect(altitudeBand({ ceiling: 'high', floor: '' })).toEqual({});
    expect(altitudeBand(undefined)).toEqual({});
  });

  it('flags a waypoint above the allowed area’s ceiling or below its floor', () => {
    const f = fence({ floor: 20, ceiling: 100 }, {});
    expect(check([wp(0.5, 0.5, 50), wp(2.5, 0.5, 120), wp(2.5, 2.5, 10)], f)).toEqual([
      'altitude-outside-area@1',
      'altitude-outside-area@2',
    ]);
  });

  it('lets a leg pass over a no-fly zone whose ceiling it clears, and flags it below', () => {
    const over = fence({}, { ceiling: 60 });
    expect(check([wp(0.5, 1.5, 80), wp(2.5, 1.5, 80)], over)).toEqual([]);
    expect(check([wp(0.5, 1.5, 40), wp(2.5, 1.5, 40)], over)).toEqual(['leg-crosses-exclusion@leg0']);
    // Inside the zone's footprint but above its ceiling: allowed.
    expect(check([wp(1.5, 1.5, 80)], over)).toEqual([]);
  });

  it('without altitudes, behaves as a plain 2D fence', () => {
    expect(check([wp(0.5, 1.5, 400), wp(2.5, 1.5, 400)], fence({}, {}))).toEqual(['leg-crosses-exclusion@leg0']);
  });
});
