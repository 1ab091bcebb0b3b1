import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { BasemapParts } from './basemap-parts';

/**
 * Basemap sources and layers carry this prefix, so a switch replaces only them: the screen's own
 * sources and layers (waypoints, tracks) stay, with their data, above the new basemap.
 */
export const BASEMAP_PREFIX = 'bm:';
const applied = new WeakMap<MapLibreMap, { sources: string[]; layers: string[] }>();

export function applyBasemap(map: MapLibreMap, parts: BasemapParts): void {
  const previous = applied.get(map) ?? { sources: [], layers: [] };
  for (const id of previous.layers) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of previous.sources) if (map.getSource(id)) map.removeSource(id);
  // Below the first layer that is not the basemap's: the screen's layers stay on top.
  const before = map.getLayersOrder().find((id) => !id.startsWith(BASEMAP_PREFIX));
  const sources = Object.entries(parts.sources).map(([id, spec]) => {
    map.addSource(BASEMAP_PREFIX + id, spec);
    return BASEMAP_PREFIX + id;
  });
  const layers = parts.layers.map((layer) => {
    const id = BASEMAP_PREFIX + layer.id;
    const spec = (
      'source' in layer && typeof layer.source === 'string' ? { ...layer, id, source: BASEMAP_PREFIX + layer.source } : { ...layer, id }
    ) as LayerSpecification;
    map.addLayer(spec, before);
    return id;
  });
  if (parts.glyphs) map.setGlyphs(parts.glyphs);
  if (parts.sprite) map.setSprite(typeof parts.sprite === 'string' ? parts.sprite : null);
  applied.set(map, { sources, layers });
}
