import { describe, expect, it } from 'vitest';
import type { GeofenceFeatureCollection, GeofenceProperties, Waypoint } from '@/lib/mission-model/mission-model';
import { altitudeBand, geofenceRouteViolations } from './geofence-route-check';
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

describe('lateral buffer, every zone listed, heights in the zone’s reference', () => {
  // A no-fly square 8.540–8.541 E, 47.378–47.379 N; 1e-5° of latitude is about 1.11 m.
  const sq = (props: Record<string, unknown>) => ({
    type: 'Feature' as const,
    properties: { geofence: 'exclusion' as const, ...props },
    geometry: {
      type: 'Polygon' as const,
      coordinates: [
        [
          [8.54, 47.378],
          [8.541, 47.378],
          [8.541, 47.379],
          [8.54, 47.379],
          [8.54, 47.378],
        ],
      ],
    },
  });
  const fc = (...features: ReturnType<typeof sq>[]) => ({ type: 'FeatureCollection' as const, features });
  const wp = (lat: number, lng: number, altitude = 50) => ({ lat, lng, altitude, actions: [] });

  it('a leg 5 m beside a zone breaks the default 10 m buffer, not a 3 m one', () => {
    const leg = [wp(47.379045, 8.5395), wp(47.379045, 8.5415)]; // 0.000045° ≈ 5.0 m north of the edge
    expect(geofenceRouteViolations(leg, fc(sq({ name: 'Z' }))).map((v) => v.message)).toEqual([
      'Leg 1 (waypoints 1–2) passes closer than 10 m to no-fly zone "Z"',
    ]);
    expect(geofenceRouteViolations(leg, fc(sq({ name: 'Z', buffer: 3 })))).toEqual([]);
  });

  it('lists every zone a leg crosses, not the first', () => {
    const leg = [wp(47.3785, 8.539), wp(47.3785, 8.542)];
    const msgs = geofenceRouteViolations(leg, fc(sq({ name: 'A' }), sq({ name: 'B' }))).map((v) => v.message);
    expect(msgs).toEqual(['Leg 1 (waypoints 1–2) crosses no-fly zone "A"', 'Leg 1 (waypoints 1–2) crosses no-fly zone "B"']);
  });

  it('checks an AMSL floor with the height above sea level, and says when that height is unknown', () => {
    const leg = [wp(47.3785, 8.539), wp(47.3785, 8.542)];
    const zone = fc(sq({ name: 'High', floor: 500, altitudeReference: 'AMSL' }));
    // 50 m above a take-off at 440 m: 490 m AMSL, under the zone's 500 m floor.
    expect(geofenceRouteViolations(leg, zone, undefined, (i, ref) => (ref === 'AMSL' ? 490 : 50))).toEqual([]);
    // At 510 m AMSL the leg is in the zone's band.
    expect(geofenceRouteViolations(leg, zone, undefined, (i, ref) => (ref === 'AMSL' ? 510 : 50))).toHaveLength(1);
    // Unknown sea-level height: it cannot be cleared, so it counts as a crossing.
    expect(geofenceRouteViolations(leg, zone, undefined, () => undefined)).toHaveLength(1);
  });
});
