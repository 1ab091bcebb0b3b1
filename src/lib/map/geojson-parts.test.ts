import { describe, expect, it } from 'vitest';
import { splitFeatures } from './geojson-parts';

const point = (i: number): GeoJSON.Feature<GeoJSON.Point, { id: string }> => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [i, i] },
  properties: { id: `p${i}` },
});
const collection = (n: number): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: Array.from({ length: n }, (_v, i) => point(i)),
});

describe('splitFeatures', () => {
  it('sends a big collection as its first part and the rest in parts, every feature once and in order', () => {
    const [first, ...rest] = splitFeatures(collection(4500), 2000);
    expect(first).toMatchObject({ type: 'FeatureCollection' });
    const firstFeatures = (first as GeoJSON.FeatureCollection).features;
    expect([firstFeatures.length, ...rest.map((p) => p.length)]).toEqual([2000, 2000, 500]);
    const ids = [...firstFeatures, ...rest.flat()].map((f) => (f.properties as { id: string }).id);
    expect(ids).toEqual(Array.from({ length: 4500 }, (_v, i) => `p${i}`));
  });

  it('leaves small collections, other GeoJSON, URLs and no size as one part', () => {
    const small = collection(2000);
    expect(splitFeatures(small, 2000)).toEqual([small]);
    expect(splitFeatures(collection(5000), undefined)).toHaveLength(1);
    expect(splitFeatures('https://example.test/points.geojson', 10)).toEqual(['https://example.test/points.geojson']);
    const single = point(1);
    expect(splitFeatures(single, 1)).toEqual([single]);
  });
});
