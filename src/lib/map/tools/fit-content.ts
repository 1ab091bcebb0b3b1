import { LngLatBounds, type GeoJSONSource, type Map as MapLibreMap } from 'maplibre-gl';
import { BASEMAP_PREFIX } from '../basemaps/apply-basemap';

function extend(bounds: LngLatBounds, coords: unknown): void {
  if (!Array.isArray(coords)) return;
  if (typeof coords[0] === 'number' && typeof coords[1] === 'number') bounds.extend([coords[0], coords[1]]);
  else for (const c of coords) extend(bounds, c);
}

function extendGeoJson(bounds: LngLatBounds, g: GeoJSON.GeoJSON | null | undefined): void {
  if (!g) return;
  if (g.type === 'FeatureCollection') g.features.forEach((f) => extendGeoJson(bounds, f));
  else if (g.type === 'Feature') extendGeoJson(bounds, g.geometry);
  else if (g.type === 'GeometryCollection') g.geometries.forEach((x) => extendGeoJson(bounds, x));
  else extend(bounds, g.coordinates);
}

/** Fits the map to everything the screen drew (its GeoJSON sources), not the basemap. */
export async function fitToContent(map: MapLibreMap): Promise<boolean> {
  const bounds = new LngLatBounds();
  // Only on a click: getStyle serialises the sources, which is fine once.
  const ids = Object.keys(map.getStyle().sources).filter((id) => !id.startsWith(BASEMAP_PREFIX));
  for (const id of ids) {
    const source = map.getSource(id);
    if (source?.type !== 'geojson') continue;
    extendGeoJson(bounds, (await (source as GeoJSONSource).getData()) as GeoJSON.GeoJSON);
  }
  if (bounds.isEmpty()) return false;
  map.fitBounds(bounds, { padding: 40, maxZoom: 16, duration: 0 });
  return true;
}
