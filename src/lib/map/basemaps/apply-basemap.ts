import type { LayerSpecification, Map as MapLibreMap } from 'maplibre-gl';
import type { BasemapParts } from './basemap-parts';

/**
 * Basemap sources and layers carry this prefix, so a switch replaces only them: the screen's own
 * sources and layers (waypoints, tracks) stay, with their data, above the new basemap.
 */
export const BASEMAP_PREFIX = 'bm:';
const applied = new WeakMap<MapLibreMap, { sources: string[]; layers: string[]; parts: BasemapParts }>();

type Props = Record<string, unknown>;
type PaintKey = Parameters<MapLibreMap['setPaintProperty']>[1];
type LayoutKey = Parameters<MapLibreMap['setLayoutProperty']>[1];
// The values come from the same layer specs maplibre validated when the layer was added.
type PaintValue = Parameters<MapLibreMap['setPaintProperty']>[2];
type LayoutValue = Parameters<MapLibreMap['setLayoutProperty']>[2];
const paintOf = (l: LayerSpecification): Props => ('paint' in l && l.paint ? (l.paint as Props) : {});
const layoutOf = (l: LayerSpecification): Props => ('layout' in l && l.layout ? (l.layout as Props) : {});
/** A layer without its paint and layout: what a restyle cannot change in place. */
const shapeOf = (l: LayerSpecification) => JSON.stringify({ ...l, paint: undefined, layout: undefined });

/** Same sources and layers, only colours (paint/layout) differ: a theme toggle. */
function sameShape(a: BasemapParts, b: BasemapParts): boolean {
  return (
    JSON.stringify(a.sources) === JSON.stringify(b.sources) &&
    a.glyphs === b.glyphs &&
    JSON.stringify(a.sprite) === JSON.stringify(b.sprite) &&
    a.layers.length === b.layers.length &&
    a.layers.every((l, i) => shapeOf(l) === shapeOf(b.layers[i]!))
  );
}

/** Sets the changed paint and layout values: tiles stay loaded, nothing flashes. */
function restyle(map: MapLibreMap, from: BasemapParts, to: BasemapParts): void {
  to.layers.forEach((layer, i) => {
    const id = BASEMAP_PREFIX + layer.id;
    const old = from.layers[i]!;
    for (const [get, set] of [
      [paintOf, (k: string, v: unknown) => map.setPaintProperty(id, k as PaintKey, v as PaintValue)],
      [layoutOf, (k: string, v: unknown) => map.setLayoutProperty(id, k as LayoutKey, v as LayoutValue)],
    ] as const) {
      const before = get(old);
      const after = get(layer);
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) set(key, after[key]);
      }
    }
  });
}

export function applyBasemap(map: MapLibreMap, parts: BasemapParts): void {
  const previous = applied.get(map);
  if (previous && previous.layers.every((id) => map.getLayer(id)) && sameShape(previous.parts, parts)) {
    restyle(map, previous.parts, parts);
    applied.set(map, { ...previous, parts });
    return;
  }
  for (const id of previous?.layers ?? []) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of previous?.sources ?? []) if (map.getSource(id)) map.removeSource(id);
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
  applied.set(map, { sources, layers, parts });
}
