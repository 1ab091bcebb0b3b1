import { describe, expect, it } from 'vitest';
import { geofenceViolations, publishBlockReason } from './publish-check';

const square = (lng: number, lat: number, d: number) => [
  [
    [lng - d, lat - d],
    [lng + d, lat - d],
    [lng + d, lat + d],
    [lng - d, lat + d],
    [lng - d, lat - d],
  ],
];
const fence = (features: Array<[string, number]>) => ({
  type: 'FeatureCollection',
  features: features.map(([kind, d]) => ({
    type: 'Feature',
    properties: { geofence: kind, name: kind },
    geometry: { type: 'Polygon', coordinates: square(8.54, 47.37, d) },
  })),
});
// Both waypoints outside the small exclusion, the leg between them through it.
const mission = {
  name: 'm',
  speed: 5,
  route: [
    { lat: 47.37, lng: 8.53, altitude: 50 },
    { lat: 47.37, lng: 8.55, altitude: 50 },
  ],
};

describe('publish check', () => {
  it('finds a leg crossing an exclusion, though both waypoints are outside it', () => {
    const v = geofenceViolations(mission, fence([['exclusion', 0.002]]));
    expect(v.map((x) => x.code)).toEqual(['leg-crosses-exclusion']);
    expect(publishBlockReason(v)).toMatch(/crosses no-fly zone/);
  });
  it('finds waypoints outside the only inclusion', () => {
    const v = geofenceViolations(mission, fence([['inclusion', 0.002]]));
    expect(v.map((x) => x.code)).toContain('outside-inclusion');
  });
  it('lets a mission inside its inclusion through, and a task without a fence or a route', () => {
    expect(geofenceViolations(mission, fence([['inclusion', 0.05]]))).toEqual([]);
    expect(geofenceViolations(mission, undefined)).toEqual([]);
    expect(geofenceViolations({ name: 'x', route: [] }, fence([['exclusion', 1]]))).toEqual([]);
    expect(publishBlockReason([])).toBeUndefined();
  });
});
