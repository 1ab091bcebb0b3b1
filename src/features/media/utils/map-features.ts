import type { MediaItem } from '@/lib/contract/media';
import { itemPosition, photoFootprint } from './footprint';

export interface MediaMapData {
  points: GeoJSON.FeatureCollection<GeoJSON.Point, { id: string; name: string }>;
  footprints: GeoJSON.FeatureCollection<GeoJSON.Polygon, { id: string }>;
  /** [west, south, east, north] of the points; undefined when none is geotagged. */
  bounds: [number, number, number, number] | undefined;
  /** Positions by id, to follow the previewed item. */
  positions: ReadonlyMap<string, [number, number]>;
}

/** The map's GeoJSON from a listing: one point per geotagged file, one footprint per photo whose metadata allows it. */
export function mediaMapData(items: readonly MediaItem[]): MediaMapData {
  const points: MediaMapData['points']['features'] = [];
  const footprints: MediaMapData['footprints']['features'] = [];
  const positions = new Map<string, [number, number]>();
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const item of items) {
    if (item.type === 'F') continue;
    const at = itemPosition(item.metadata);
    if (!at) continue;
    positions.set(item.id, at);
    points.push({ type: 'Feature', geometry: { type: 'Point', coordinates: at }, properties: { id: item.id, name: item.name ?? '' } });
    [w, s, e, n] = [Math.min(w, at[0]), Math.min(s, at[1]), Math.max(e, at[0]), Math.max(n, at[1])];
    const ring = item.type === 'I' ? photoFootprint(item.metadata) : undefined;
    if (ring) footprints.push({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { id: item.id } });
  }
  return {
    points: { type: 'FeatureCollection', features: points },
    footprints: { type: 'FeatureCollection', features: footprints },
    bounds: points.length ? [w, s, e, n] : undefined,
    positions,
  };
}

/** The features of the given ids (the selection and the previewed file), for the highlight layers. */
export function pickFeatures<G extends GeoJSON.Geometry, P extends { id: string }>(
  fc: GeoJSON.FeatureCollection<G, P>,
  ids: ReadonlySet<string>,
): GeoJSON.FeatureCollection<G, P> {
  return { type: 'FeatureCollection', features: ids.size ? fc.features.filter((f) => ids.has(f.properties.id)) : [] };
}
