import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { useMap } from './map-context';
import { splitFeatures } from './geojson-parts';
import { nextTask } from '@/lib/next-task';

export interface GeoJsonSourceProps {
  id: string;
  /** The data, or the URL of a GeoJSON document (read by the map's worker, never parsed on this thread). */
  data: GeoJSON.GeoJSON | string;
  /**
   * Options fixed at creation: a lower maxzoom for big point sets, lineMetrics for a line-gradient,
   * `cluster` to group points (each cluster has `point_count`), `promoteId` to identify features
   * by a property (needed by `partSize`).
   */
  options?: {
    maxzoom?: number;
    buffer?: number;
    tolerance?: number;
    lineMetrics?: boolean;
    cluster?: boolean;
    clusterRadius?: number;
    clusterMaxZoom?: number;
    promoteId?: string;
  };
  /**
   * Features per message to the map's worker. maplibre walks and copies what it sends to its worker
   * on the page's thread, in one task: 10,000 points in one setData were a 75–100 ms task (profiled
   * on a loaded machine). A larger FeatureCollection goes as the first part (setData), then one
   * part per message (updateData `add`), each sent after the worker took the one before, from its
   * own task. updateData matches features by id: give the features ids or `options.promoteId`.
   */
  partSize?: number;
  /** Called with `data` once the map's worker holds all of it (every part of it). */
  onLoaded?: (data: GeoJSON.GeoJSON | string) => void;
  children?: ReactNode;
}

/**
 * Adds the `rest` parts once `first` (the data the source was created or set with) has reached the
 * worker, one part per message, each sent from its own task, while `current()` holds (a newer
 * setData stops it). Resolves true once the worker holds everything.
 */
async function sendParts(source: GeoJSONSource, first: Promise<void>, rest: GeoJSON.Feature[][], current: () => boolean) {
  await first;
  for (const features of rest) {
    await nextTask(); // not in the task that handled the worker's previous answer
    if (!current()) return false;
    await source.updateData({ add: features });
  }
  return current();
}

/**
 * A GeoJSON source that adds itself on mount and removes itself on unmount. Its layer children
 * mount after it and unmount before it (React unmounts children first), so layers always go
 * before their source. New `data` is pushed with setData, never by re-adding the source.
 */
export function GeoJsonSource({ id, data, options, partSize, onLoaded, children }: GeoJsonSourceProps) {
  const map = useMap();
  const [ready, setReady] = useState(false);
  // What the source holds (or is being given) now: the source is created with the current data,
  // so the push effect must not send the same 5,000 features to the worker a second time.
  const pushed = useRef<GeoJSON.GeoJSON | string | null>(null);
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;
  const send = (source: GeoJSONSource, value: GeoJSON.GeoJSON | string, first: Promise<void>, rest: GeoJSON.Feature[][]) =>
    void sendParts(source, first, rest, () => pushed.current === value).then(
      (done) => done && loaded.current?.(value),
      () => undefined, // the source or the map went away meanwhile
    );

  useEffect(() => {
    const [first, ...rest] = splitFeatures(data, partSize);
    map.addSource(id, { type: 'geojson', data: first, ...options });
    pushed.current = data;
    setReady(true);
    // The source starts loading its first data when added; load() is that same flush to wait for.
    const source = map.getSource(id) as GeoJSONSource;
    if (rest.length || loaded.current) send(source, data, source.load(), rest);
    return () => {
      setReady(false);
      pushed.current = null;
      // The map may already be gone when the whole view unmounts.
      if (map.style && map.getSource(id)) map.removeSource(id);
    };
    // data is pushed by the effect below; re-adding the source on every change would be slow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, id]);

  useEffect(() => {
    if (!ready || pushed.current === data) return;
    pushed.current = data;
    const source = map.getSource(id) as GeoJSONSource | undefined;
    if (!source) return;
    const [first, ...rest] = splitFeatures(data, partSize);
    const setting = source.setData(first);
    if (rest.length || loaded.current) send(source, data, setting, rest);
  }, [map, id, data, ready, partSize]);

  return ready ? <>{children}</> : null;
}
