import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { describeError } from '@/lib/api/api-error';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { MapLayer } from '@/lib/map/map-layer';
import { MapView } from '@/lib/map/map-view';
import type { MediaListFilters } from '@/lib/resources/media';
import { MEDIA_MAP_CAP, mediaMapQueryOptions } from '@/lib/resources/media-map';
import { pickFeatures } from '../utils/map-features';
import { useMediaMapData } from '../hooks/use-media-map-data';
import { MediaMapFootprints } from './media-map-footprints';
import { MediaMapBehaviour, MEDIA_MAP_LAYERS as L, MEDIA_MAP_POINTS } from './media-map-behaviour';

interface MediaMapProps {
  /** The grid's own filters: the map shows exactly the listing the grid shows. */
  filters: MediaListFilters;
  /** Highlighted: the grid's selection. */
  selected: ReadonlySet<string>;
  /** The previewed file: highlighted and followed. */
  focusId: string | undefined;
  onOpen: (id: string) => void;
}

const ACCENT = '#f59e0b';

const EMPTY: ReadonlySet<string> = new Set();

/**
 * Points per message to maplibre's worker: it copies what it sends on the page's thread, about
 * 8 ms per 1,000 points here, so 10,000 at once were the map's longest task (see GeoJsonSource).
 */
const POINTS_PER_PART = 2000;

/**
 * The listing's geotagged files on a map, clustered by maplibre in its worker (10,000 points
 * never cluster on the page's thread), with each photo's ground footprint from zoom 14, and the
 * selection and the previewed file highlighted. Click a cluster to zoom in; a point or a
 * footprint opens its file.
 */
export function MediaMap({ filters, selected, focusId, onOpen }: MediaMapProps) {
  const q = useQuery(mediaMapQueryOptions(filters));
  const { data, ready, built } = useMediaMapData(q.data?.items);
  const highlighted = useMemo(() => {
    if (!focusId) return selected;
    const ids = new Set(selected);
    ids.add(focusId);
    return ids;
  }, [selected, focusId]);
  const focusPoints = useMemo(() => pickFeatures(data.points, highlighted.size ? highlighted : EMPTY), [data, highlighted]);
  const focusPrints = useMemo(() => pickFeatures(data.footprints, highlighted.size ? highlighted : EMPTY), [data, highlighted]);
  // The points the worker holds entirely (every part): clusters are counted once this is `data.points`.
  const [pointsIn, setPointsIn] = useState<unknown>();
  const onPointsLoaded = useCallback((loaded: unknown) => setPointsIn(() => loaded), []);
  const total = q.data?.items.filter((i) => i.type !== 'F').length ?? 0;
  const located = data.points.features.length;
  const reading = q.isPending || (q.isSuccess && !ready);

  return (
    <section aria-label="Map of geotagged files" className="flex min-h-0 flex-1 flex-col gap-1">
      {/* Two lines kept for the status: the longer one that follows the reading must not shrink
          the map, whose resize is a whole redraw (a 120 ms frame without a GPU). */}
      <p className="min-h-[2lh] text-xs text-muted" aria-live="polite">
        {reading
          ? 'Reading where these files were taken…'
          : q.isError
            ? ''
            : located === 0
              ? `None of the ${total.toLocaleString()} files here carries a position.`
              : `${located.toLocaleString()} of ${total.toLocaleString()} files carry a position; ${data.footprints.features.length.toLocaleString()} photos show their ground footprint from closer in. Click a circle to zoom in, a point or footprint to open its file.${q.data?.truncated ? ` Only the first ${MEDIA_MAP_CAP.toLocaleString()} files are mapped.` : ''}`}
      </p>
      {q.isError && (
        <ErrorPanel title="Could not load the map's positions" message={describeError(q.error)} onRetry={() => void q.refetch()} />
      )}
      {/* The basemap waits for the positions: its tiles are drawn once, where the files are, not
          for the whole world first and then again (without a GPU, each a frame of 100–170 ms). */}
      <MapView className="min-h-64 w-full flex-1 rounded" label="Media map" styleUrl={getRuntimeConfig().mapStyleUrl} holdBasemap={reading}>
        <MediaMapFootprints footprints={data.footprints} />
        <GeoJsonSource id="media-focus-footprints" data={focusPrints}>
          <MapLayer
            id="media-focus-footprint"
            type="line"
            source="media-focus-footprints"
            paint={{ 'line-color': ACCENT, 'line-width': 2.5 }}
          />
        </GeoJsonSource>
        {/* The points as an object, copied to maplibre's worker in parts (promoteId: updateData
            adds them by id). A Blob URL (tried before) is fetched and parsed by maplibre 6 on the
            page's thread (blob: is not a scheme its worker loads), posted to the worker and sent
            back whole: three passes instead of one. */}
        {built && (
          <GeoJsonSource
            id={MEDIA_MAP_POINTS}
            data={data.points}
            options={{ cluster: true, clusterRadius: 40, clusterMaxZoom: 16, maxzoom: 18, promoteId: 'id' }}
            partSize={POINTS_PER_PART}
            onLoaded={onPointsLoaded}
          >
            <MapLayer
              id={L.clusters}
              type="circle"
              source={MEDIA_MAP_POINTS}
              filter={['has', 'point_count']}
              paint={{
                'circle-color': ['step', ['get', 'point_count'], '#38bdf8', 100, '#a78bfa', 1000, '#f43f5e'],
                'circle-radius': ['step', ['get', 'point_count'], 11, 100, 17, 1000, 25],
                'circle-opacity': 0.85,
                'circle-stroke-color': '#0f172a',
                'circle-stroke-width': 1,
              }}
            />
            <MapLayer
              id={L.points}
              type="circle"
              source={MEDIA_MAP_POINTS}
              filter={['!', ['has', 'point_count']]}
              paint={{ 'circle-color': '#22c55e', 'circle-radius': 6, 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 1 }}
            />
          </GeoJsonSource>
        )}
        <GeoJsonSource id="media-focus-points" data={focusPoints}>
          <MapLayer
            id="media-focus-point"
            type="circle"
            source="media-focus-points"
            paint={{ 'circle-color': ACCENT, 'circle-radius': 8, 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 2 }}
          />
        </GeoJsonSource>
        <MediaMapBehaviour
          data={data}
          ready={ready}
          pointsLoaded={ready && pointsIn === data.points}
          focusId={focusId}
          highlighted={focusPoints.features.length}
          onOpen={onOpen}
        />
      </MapView>
    </section>
  );
}
