import { useEffect, useRef } from 'react';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useMap } from '@/lib/map/map-context';
import type { MediaMapData } from '../utils/map-features';

export const MEDIA_MAP_POINTS = 'media-points';
export const MEDIA_MAP_LAYERS = { clusters: 'media-clusters', points: 'media-point', footprintFill: 'media-footprint-fill' } as const;

interface Props {
  data: MediaMapData;
  ready: boolean;
  /** maplibre's worker holds all of `data.points` (they are sent in parts). */
  pointsLoaded: boolean;
  focusId: string | undefined;
  highlighted: number;
  onOpen: (id: string) => void;
}

/**
 * Fits the map to a new listing, follows the previewed file, opens what is clicked and zooms
 * into clicked clusters. The container carries what tests read (data-geotagged, data-clusters,
 * data-focus): a WebGL canvas has no DOM to ask.
 */
export function MediaMapBehaviour({ data, ready, pointsLoaded, focusId, highlighted, onOpen }: Props) {
  const map = useMap();
  const el = map.getContainer();
  const fitted = useRef<string | undefined>(undefined);

  // A new listing (other folder or filters) is fitted once; a refetch with the same extent keeps the view.
  const boundsKey = data.bounds?.join(',');
  useEffect(() => {
    if (!ready) return;
    el.setAttribute('data-geotagged', String(data.points.features.length));
    el.setAttribute('data-footprints', String(data.footprints.features.length));
    if (!data.bounds || fitted.current === boundsKey) return;
    fitted.current = boundsKey;
    const [w, s, e, n] = data.bounds;
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding: 40, animate: false, maxZoom: 17 },
    );
  }, [map, el, data, ready, boundsKey]);

  // Clusters are counted once every point is in the worker (they go in parts) and the map has drawn them.
  useEffect(() => {
    if (!pointsLoaded) return el.removeAttribute('data-clusters');
    const count = () => {
      const layers = map.getLayer(MEDIA_MAP_LAYERS.clusters) ? [MEDIA_MAP_LAYERS.clusters] : [];
      el.setAttribute('data-clusters', String(layers.length ? map.queryRenderedFeatures({ layers }).length : 0));
    };
    const loaded = () => Boolean(map.getSource(MEDIA_MAP_POINTS)) && map.isSourceLoaded(MEDIA_MAP_POINTS);
    const onData = () => {
      if (!loaded()) return;
      map.off('sourcedata', onData);
      map.once('idle', count);
    };
    if (loaded()) {
      map.once('idle', count);
      // The last part may have reached the worker after the map went idle: ask for a frame, which ends in `idle`.
      map.triggerRepaint();
    } else map.on('sourcedata', onData);
    return () => {
      map.off('sourcedata', onData);
      map.off('idle', count);
    };
  }, [map, el, pointsLoaded]);

  // The previewed file: centred (zooming in to see its footprint), and named on the container.
  const focusAt = focusId ? data.positions.get(focusId) : undefined;
  useEffect(() => {
    el.setAttribute('data-focus', focusId && focusAt ? focusId : '');
    if (focusAt) map.easeTo({ center: focusAt, zoom: Math.max(map.getZoom(), 16), duration: 300 });
  }, [map, el, focusId, focusAt]);

  useEffect(() => el.setAttribute('data-highlighted', String(highlighted)), [el, highlighted]);

  useEffect(() => {
    // Read at event time: the layers mount after this component's first effect.
    const layersNow = () =>
      [MEDIA_MAP_LAYERS.points, MEDIA_MAP_LAYERS.clusters, MEDIA_MAP_LAYERS.footprintFill].filter((id) => map.getLayer(id));
    // One handler in priority order: a point over its own footprint opens once, a cluster zooms.
    const onClick = (ev: MapMouseEvent) => {
      const hits = map.queryRenderedFeatures(ev.point, { layers: layersNow() });
      const hit = hits.find((f) => f.layer.id === MEDIA_MAP_LAYERS.points) ?? hits[0];
      if (!hit) return;
      const clusterId = hit.properties?.cluster_id as number | undefined;
      if (clusterId !== undefined && hit.geometry.type === 'Point') {
        const center = hit.geometry.coordinates as [number, number];
        void (map.getSource(MEDIA_MAP_POINTS) as GeoJSONSource)
          .getClusterExpansionZoom(clusterId)
          .then((zoom) => map.easeTo({ center, zoom }));
        return;
      }
      const id = hit.properties?.id as string | undefined;
      if (id) onOpen(id);
    };
    const onMove = (ev: MapMouseEvent) => {
      map.getCanvas().style.cursor = map.queryRenderedFeatures(ev.point, { layers: layersNow() }).length ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
    };
  }, [map, onOpen]);

  return null;
}
