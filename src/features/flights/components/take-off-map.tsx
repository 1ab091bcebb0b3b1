import { useEffect, useState } from 'react';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useRouter } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { MapLayer } from '@/lib/map/map-layer';
import { useMap } from '@/lib/map/map-context';
import { MapView } from '@/lib/map/map-view';
import type { FlightListSummary } from '@/lib/resources/flight-list-store';
import type { FlightList } from '@/lib/resources/flights';

const SOURCE = 'flight-take-offs';

/** The take-off points as a Blob URL of GeoJSON built in the list worker (100,000 points never become objects here). */
function useTakeOffUrl(list: FlightList | undefined, ready: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!list || !ready) return;
    let made: string | undefined;
    let live = true;
    void list.takeOffsGeoJson().then((text) => {
      if (!live) return;
      made = URL.createObjectURL(new Blob([text], { type: 'application/geo+json' }));
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
      setUrl(undefined);
    };
  }, [list, ready]);
  return url;
}

/** Fits the box, marks the container once the points are drawn, zooms into a clicked cluster, opens a clicked flight. */
function Behaviour({ bounds, count }: { bounds: [number, number, number, number]; count: number }) {
  const map = useMap();
  const router = useRouter();
  useEffect(() => {
    const [w, s, e, n] = bounds;
    map.fitBounds(
      [
        [w, s],
        [e, n],
      ],
      { padding: 30, animate: false, maxZoom: 14 },
    );
    const el = map.getContainer();
    map.once('idle', () => {
      el.setAttribute('data-take-off-points', String(count));
      // How many clusters are drawn at this zoom (tests read it: the points are grouped, not 100,000 dots).
      el.setAttribute('data-clusters', String(map.queryRenderedFeatures({ layers: ['take-off-clusters'] }).length));
    });
    const onCluster = (ev: MapLayerMouseEvent) => {
      const f = ev.features?.[0];
      const id = f?.properties?.cluster_id as number | undefined;
      if (id === undefined || f?.geometry.type !== 'Point') return;
      const center = f.geometry.coordinates as [number, number];
      void (map.getSource(SOURCE) as GeoJSONSource).getClusterExpansionZoom(id).then((zoom) => map.easeTo({ center, zoom }));
    };
    const onPoint = (ev: MapLayerMouseEvent) => {
      const id = ev.features?.[0]?.properties?.id as string | undefined;
      if (id) router.history.push(`/flights/${encodeURIComponent(id)}`);
    };
    map.on('click', 'take-off-clusters', onCluster);
    map.on('click', 'take-off-points', onPoint);
    return () => {
      map.off('click', 'take-off-clusters', onCluster);
      map.off('click', 'take-off-points', onPoint);
    };
  }, [map, router, bounds, count]);
  return null;
}

/**
 * Where the filtered flights took off, clustered (maplibre's own clustering in its worker): the
 * bigger the circle, the more flights. Click a cluster to zoom in, a single point to open it.
 */
export function TakeOffMap({ list, summary }: { list: FlightList | undefined; summary: FlightListSummary | undefined }) {
  const url = useTakeOffUrl(list, summary !== undefined);
  const t = summary?.takeOffs;
  return (
    <section aria-label="Take-off locations" className="flex flex-col gap-1">
      <p className="text-xs text-muted">
        {!summary
          ? 'Reading the take-off locations of the matching flights…'
          : t && t.count > 0
            ? `${t.count.toLocaleString()} take-off locations of the matching flights; bigger circles hold more flights. Click a circle to zoom in, a point to open its flight.`
            : 'None of the matching flights has a take-off location.'}
      </p>
      {url && t?.bounds && (
        <MapView className="h-64 w-full rounded" label="Take-off locations map" styleUrl={getRuntimeConfig().mapStyleUrl}>
          <GeoJsonSource id={SOURCE} data={url} options={{ cluster: true, clusterRadius: 40, clusterMaxZoom: 14, maxzoom: 14 }}>
            <MapLayer
              id="take-off-clusters"
              type="circle"
              source={SOURCE}
              filter={['has', 'point_count']}
              paint={{
                'circle-color': ['step', ['get', 'point_count'], '#38bdf8', 100, '#a78bfa', 1000, '#f59e0b'],
                'circle-radius': ['step', ['get', 'point_count'], 10, 100, 16, 1000, 24],
                'circle-opacity': 0.8,
                'circle-stroke-color': '#0f172a',
                'circle-stroke-width': 1,
              }}
            />
            <MapLayer
              id="take-off-points"
              type="circle"
              source={SOURCE}
              filter={['!', ['has', 'point_count']]}
              paint={{ 'circle-color': '#22c55e', 'circle-radius': 5, 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 1 }}
            />
          </GeoJsonSource>
          <Behaviour bounds={t.bounds} count={t.count} />
        </MapView>
      )}
    </section>
  );
}
