import { useEffect, useRef } from 'react';
import type { AddLayerObject, FilterSpecification } from 'maplibre-gl';
import { useMap } from './map-context';

export type MapLayerProps = AddLayerObject & { beforeId?: string };

/**
 * A style layer that adds itself on mount and removes itself on unmount. Paint, layout and
 * filter changes are applied to the live layer; only an id/type/source change re-adds it.
 */
export function MapLayer({ beforeId, ...layer }: MapLayerProps) {
  const map = useMap();
  const spec = layer as AddLayerObject & {
    paint?: Record<string, unknown>;
    layout?: Record<string, unknown>;
    filter?: FilterSpecification;
  };
  const source = 'source' in layer ? String(layer.source) : '';
  const first = useRef(spec);

  useEffect(() => {
    map.addLayer(first.current, beforeId && map.getLayer(beforeId) ? beforeId : undefined);
    const id = first.current.id;
    return () => {
      if (map.style && map.getLayer(id)) map.removeLayer(id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, layer.id, layer.type, source]);

  const paint = JSON.stringify(spec.paint ?? {});
  const layout = JSON.stringify(spec.layout ?? {});
  const filter = JSON.stringify(spec.filter ?? null);
  useEffect(() => {
    if (!map.getLayer(spec.id)) return;
    for (const [k, v] of Object.entries(JSON.parse(paint) as Record<string, unknown>))
      map.setPaintProperty(spec.id, k as Parameters<typeof map.setPaintProperty>[1], v as never);
    for (const [k, v] of Object.entries(JSON.parse(layout) as Record<string, unknown>))
      map.setLayoutProperty(spec.id, k as Parameters<typeof map.setLayoutProperty>[1], v as never);
    const f = JSON.parse(filter) as FilterSpecification | null;
    if (f) map.setFilter(spec.id, f);
  }, [map, spec.id, paint, layout, filter]);

  return null;
}
