import { describe, expect, it } from 'vitest';
import { FeatureCollectionSchema, positionProblem } from './geojson';

const ring = [
  [8.54, 47.37],
  [8.55, 47.37],
  [8.55, 47.38],
  [8.54, 47.37],
];
const fc = (geometry: unknown, properties: unknown = {}) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties, geometry }],
});
const firstIssue = (value: unknown) => {
  const r = FeatureCollectionSchema.safeParse(value);
  return r.success ? undefined : { path: r.error.issues[0]?.path.join('.'), message: r.error.issues[0]?.message };
};

describe('positionProblem', () => {
  it('accepts [lng, lat] and [lng, lat, alt] in range', () => {
    expect(positionProblem([180, -90])).toBeUndefined();
    expect(positionProblem([-180, 90, 1200])).toBeUndefined();
  });
  it('names what is wrong', () => {
    expect(positionProblem([181, 0])).toMatch(/longitude/);
    expect(positionProblem([0, -90.5])).toMatch(/latitude/);
    expect(positionProblem([0])).toMatch(/\[lng, lat\]/);
    expect(positionProblem([0, 1, 2, 3])).toMatch(/\[lng, lat\]/);
    expect(positionProblem([0, Number.NaN])).toMatch(/numbers/);
  });
});

describe('FeatureCollectionSchema', () => {
  it('keeps unknown members so a context is stored verbatim', () => {
    const value = {
      ...fc({ type: 'Polygon', coordinates: [ring] }, { geofence: 'inclusion', custom: 1 }),
      name: 'Area',
      crs: { type: 'name' },
    };
    expect(FeatureCollectionSchema.parse(value)).toEqual(value);
  });
  it('reports an unclosed ring or a short ring at the coordinates', () => {
    const open = firstIssue(fc({ type: 'Polygon', coordinates: [ring.slice(0, 3).concat([[8.6, 47.4]])] }));
    expect(open).toMatchObject({ path: 'features.0.geometry.coordinates' });
    expect(open?.message).toMatch(/not closed/);
    expect(firstIssue(fc({ type: 'Polygon', coordinates: [[ring[0], ring[1], ring[0]]] }))?.message).toMatch(/at least 4/);
  });
  it('rejects a bad geofence value, unsupported geometry and out-of-range positions', () => {
    expect(firstIssue(fc({ type: 'Point', coordinates: [0, 0] }, { geofence: 'maybe' }))?.path).toBe('features.0.properties.geofence');
    expect(firstIssue(fc({ type: 'MultiPoint', coordinates: [[0, 0]] }))?.path).toBe('features.0.geometry.type');
    expect(
      firstIssue(
        fc({
          type: 'LineString',
          coordinates: [
            [0, 0],
            [0, 91],
          ],
        }),
      )?.message,
    ).toMatch(/position 1: latitude/);
    expect(firstIssue(fc({ type: 'LineString', coordinates: [[0, 0]] }))?.message).toMatch(/at least 2/);
  });
});
