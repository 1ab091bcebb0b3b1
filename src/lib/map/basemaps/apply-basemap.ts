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

/** A basemap's label layers still waiting for its first drawn frame, per map (see applyBasemap). */
const pendingLabels = new WeakMap<MapLibreMap, () => void>();

function cancelPendingLabels(map: MapLibreMap): void {
  const pending = pendingLabels.get(map);
  if (pending) map.off('idle', pending);
  pendingLabels.delete(map);
}

/**
 * Puts the basemap under the screen's layers. Its label (symbol) layers go in once the rest has
 * been drawn (the map's next `idle`): without a GPU, text is the costliest kind of layer to draw
 * first, and a map's first frame with labels took a long task over 200 ms (the media map's open);
 * labels appearing a moment after the ground is how maps usually fill in anyway.
 */
export function applyBasemap(map: MapLibreMap, parts: BasemapParts): void {
  cancelPendingLabels(map);
  const previous = applied.get(map);
  if (previous && previous.layers.every((id) => map.getLayer(id)) && sameShape(previous.parts, parts)) {
    restyle(map, previous.parts, parts);
    applied.set(map, { ...previous, parts });
    return;
  }
  for (const id of previous?.layers ?? []) if (map.getLayer(id)) map.removeLayer(id);
  for (const id of previous?.sources ?? []) if (map.getSource(id)) map.removeSource(id);
  const sources = Object.entries(parts.sources).map(([id, spec]) => {
    map.addSource(BASEMAP_PREFIX + id, spec);
    return BASEMAP_PREFIX + id;
  });
  const specs = parts.layers.map((layer) => {
    const id = BASEMAP_PREFIX + layer.id;
    return (
      'source' in layer && typeof layer.source === 'string' ? { ...layer, id, source: BASEMAP_PREFIX + layer.source } : { ...layer, id }
    ) as LayerSpecification;
  });
  // Each layer goes below the next basemap layer already in the map, or else below the first layer
  // that is not the basemap's (the screen's layers stay on top): the style's order either way.
  const add = (i: number) => {
    const before =
      specs.slice(i + 1).find((l) => map.getLayer(l.id))?.id ?? map.getLayersOrder().find((id) => !id.startsWith(BASEMAP_PREFIX));
    map.addLayer(specs[i]!, before);
  };
  const labels: number[] = [];
  specs.forEach((spec, i) => (spec.type === 'symbol' ? labels.push(i) : add(i)));
  if (labels.length) {
    const addLabels = () => {
      pendingLabels.delete(map);
      for (const i of labels) add(i);
    };
    pendingLabels.set(map, addLabels);
    map.once('idle', addLabels);
  }
  if (parts.glyphs) map.setGlyphs(parts.glyphs);
  if (parts.sprite) map.setSprite(typeof parts.sprite === 'string' ? parts.sprite : null);
  applied.set(map, { sources, layers: specs.map((l) => l.id), parts });
}
