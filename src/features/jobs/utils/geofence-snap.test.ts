import { describe, expect, it } from 'vitest';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import { snapPosition, snapShapeOffset } from './geofence-snap';

const square = (x: number, y: number, d: number) => [
  [
    [x - d, y - d],
    [x + d, y - d],
    [x + d, y + d],
    [x - d, y + d],
    [x - d, y - d],
  ],
];
const fence: GeoFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { geofence: 'inclusion' }, geometry: { type: 'Polygon', coordinates: square(8.54, 47.37, 0.01) } },
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [8.6, 47.3],
          [8.62, 47.3],
        ],
      },
    },
    { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [8.7, 47.4] } },
  ],
} as GeoFeatureCollection;

describe('snapPosition', () => {
  it('snaps to a vertex within the tolerance, before any edge', () => {
    expect(snapPosition(fence, [8.5301, 47.3601], 0.0005)).toEqual({ to: [8.53, 47.36], kind: 'vertex', feature: 0 });
    expect(snapPosition(fence, [8.7002, 47.4001], 0.0005)).toMatchObject({ to: [8.7, 47.4], kind: 'vertex', feature: 2 });
  });
  it('snaps onto an edge where no vertex is near, at the foot of the perpendicular', () => {
    const r = snapPosition(fence, [8.61, 47.3002], 0.0005);
    expect(r?.kind).toBe('edge');
    expect(r?.feature).toBe(1);
    expect(r?.to[0]).toBeCloseTo(8.61, 9);
    expect(r?.to[1]).toBeCloseTo(47.3, 9);
    const onRing = snapPosition(fence, [8.54, 47.3803], 0.0005);
    expect(onRing).toMatchObject({ kind: 'edge', feature: 0 });
    expect(onRing?.to[1]).toBeCloseTo(47.38, 9);
  });
  it('leaves a position alone when nothing is within the tolerance, and never snaps to the shape being edited', () => {
    expect(snapPosition(fence, [8.45, 47.2], 0.0005)).toBeNull();
    expect(snapPosition(fence, [8.5301, 47.3601], 0.0005, 0)).toBeNull();
  });
  it('measures east-west distances shrunk by the latitude', () => {
    // 0.0007° of longitude at 47° N is ~0.00048° of latitude: inside a 0.0005 tolerance.
    expect(snapPosition(fence, [8.7007, 47.4], 0.0005)).toMatchObject({ kind: 'vertex' });
    expect(snapPosition(fence, [8.7, 47.4007], 0.0005)).toBeNull();
  });
  it('finds the vertex of a 5,000-vertex ring', () => {
    const ring = Array.from({ length: 5000 }, (_, i) => {
      const a = (i / 5000) * 2 * Math.PI;
      return [8.5 + 0.05 * Math.cos(a), 47.3 + 0.05 * Math.sin(a)];
    });
    const big = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } }],
    } as GeoFeatureCollection;
    expect(snapPosition(big, [8.5501, 47.3], 0.0005)).toMatchObject({ to: [8.55, 47.3], kind: 'vertex' });
  });
});

describe('snapShapeOffset', () => {
  // Small squares 0.001° east of the big one's east edge: one level with its north-east corner, one mid-edge.
  const withSmall = (lat: number) =>
    ({
      type: 'FeatureCollection',
      features: [
        fence.features[0]!,
        { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: square(8.5522, lat, 0.001) } },
      ],
    }) as GeoFeatureCollection;
  const two = withSmall(47.37);

  it('lands the nearest corner on another shape’s corner, moving the whole shape by the same amount', () => {
    // Corner (8.5512, 47.3812) moved by (-0.0011, -0.0011) is at (8.5501, 47.3801), near the big square's (8.55, 47.38).
    const r = snapShapeOffset(withSmall(47.3822), 1, -0.0011, -0.0011, 0.0005);
    expect(r.snap).toMatchObject({ kind: 'vertex', feature: 0 });
    expect(r.snap!.to[0]).toBeCloseTo(8.55, 12);
    expect(r.snap!.to[1]).toBeCloseTo(47.38, 12);
    expect(r.dLng).toBeCloseTo(-0.0012, 9);
    expect(r.dLat).toBeCloseTo(-0.0012, 9);
  });
  it('slides a corner onto an edge when no corner is near', () => {
    const r = snapShapeOffset(two, 1, -0.0011, 0, 0.0005);
    expect(r.snap).toMatchObject({ kind: 'edge', feature: 0 });
    expect(r.dLng).toBeCloseTo(-0.0012, 9);
    expect(r.dLat).toBeCloseTo(0, 9);
  });
  it('keeps the offset when nothing is within the tolerance, and never snaps a shape to itself', () => {
    expect(snapShapeOffset(two, 1, -0.0005, 0, 0.0001)).toEqual({ dLng: -0.0005, dLat: 0, snap: null });
    const alone = { type: 'FeatureCollection', features: [two.features[1]!] } as GeoFeatureCollection;
    expect(snapShapeOffset(alone, 0, 0.00001, 0, 0.0005).snap).toBeNull();
  });
});
