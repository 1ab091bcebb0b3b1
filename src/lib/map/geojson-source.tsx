import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { useMap } from './map-context';

export interface GeoJsonSourceProps {
  id: string;
  /** The data, or the URL of a GeoJSON document (read by the map's worker, never parsed on this thread). */
  data: GeoJSON.GeoJSON | string;
  /**
   * Options fixed at creation: a lower maxzoom for big point sets, lineMetrics for a line-gradient,
   * `cluster` to group points (each cluster has `point_count`).
   */
  options?: {
    maxzoom?: number;
    buffer?: number;
    tolerance?: number;
    lineMetrics?: boolean;
    cluster?: boolean;
    clusterRadius?: number;
    clusterMaxZoom?: number;
  };
  children?: ReactNode;
}

/**
 * A GeoJSON source that adds itself on mount and removes itself on unmount. Its layer children
 * mount after it and unmount before it (React unmounts children first), so layers always go
 * before their source. New `data` is pushed with setData, never by re-adding the source.
 */
export function GeoJsonSource({ id, data, options, children }: GeoJsonSourceProps) {
  const map = useMap();
  const [ready, setReady] = useState(false);
  // What the source holds now: the source is created with the current data, so the push effect
  // must not send the same 5,000 features to the worker a second time.
  const pushed = useRef<GeoJSON.GeoJSON | string | null>(null);

  useEffect(() => {
    map.addSource(id, { type: 'geojson', data, ...options });
    pushed.current = data;
    setReady(true);
    return () => {
      setReady(false);
      // The map may already be gone when the whole view unmounts.
      if (map.style && map.getSource(id)) map.removeSource(id);
    };
    // data is pushed by the effect below; re-adding the source on every change would be slow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, id]);

  useEffect(() => {
    if (!ready || pushed.current === data) return;
    pushed.current = data;
    (map.getSource(id) as GeoJSONSource | undefined)?.setData(data);
  }, [map, id, data, ready]);

  return ready ? <>{children}</> : null;
}
