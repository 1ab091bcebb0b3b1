import { useEffect, useMemo, useRef } from 'react';
import { GeoJsonSource } from '@/lib/map/geojson-source';
import { WaypointNumbers } from './waypoint-numbers';
import { MapLayer } from '@/lib/map/map-layer';
import { useMap } from '@/lib/map/map-context';
import { MapView } from '@/lib/map/map-view';
import { draftShape, EMPTY_FC, fenceBounds, markedPoints, routeBounds, routeLine, routeVertices } from './map-features';
import { ACTIVE_SOURCE, useEditorInteractions, type InteractionHandlers } from './use-editor-interactions';
import { CameraSync } from './camera-sync';
import type { MapCamera } from '../hooks/editor-url-view';

export interface EditorMapProps extends Omit<InteractionHandlers, 'lassoEl'> {
  violations: ReadonlySet<number>;
  geofence?: GeoJSON.FeatureCollection | undefined;
  /** Changes when a mission is (re)loaded: the map fits the route once. */
  fitKey: string;
  /** Changes when a row is picked in the table: the map centres that waypoint. */
  focus: { index: number; seq: number } | null;
  styleUrl?: string | undefined;
  /** The view a link asked for: shown instead of fitting the route when the editor opens. */
  initialCamera?: MapCamera | undefined;
  /** Always holds the current camera (keyboard commands read it). */
  cameraRef: { current: MapCamera | null };
  /** Throttled while the map moves (the URL follows it). */
  onCamera?: ((c: MapCamera) => void) | undefined;
}

/** Numbers as HTML markers: all of them for small routes, only the selection for big ones. */
const ALL_NUMBERS_MAX = 100;
const SELECTED_NUMBERS_MAX = 40;
/**
 * Tiling of the big route sources: tiles stop at z14 (0.3 m resolution, overzoomed beyond),
 * which saves the worker several levels of clipping 5,000 points; the drag path does not use them.
 */
const BIG_SOURCE = { maxzoom: 14, buffer: 16 };

function Camera({
  route,
  fitKey,
  focus,
  geofence,
  keepInitial,
}: Pick<EditorMapProps, 'route' | 'fitKey' | 'focus' | 'geofence'> & { keepInitial: boolean }) {
  const map = useMap();
  const routeRef = useRef(route);
  routeRef.current = route;
  const fenceRef = useRef(geofence);
  fenceRef.current = geofence;
  useEffect(() => {
    // Fit the route; an empty route fits the task's geofence so drawing starts in the right place.
    // A link that names a view keeps it when the editor opens.
    if (keepInitial && fitKey.startsWith('initial')) return;
    const b = routeBounds(routeRef.current) ?? fenceBounds(fenceRef.current);
    if (!b) return;
    if (b[0][0] === b[1][0] && b[0][1] === b[1][1]) map.jumpTo({ center: b[0], zoom: 16 });
    else map.fitBounds(b, { padding: 40, animate: false, maxZoom: 18 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);
  useEffect(() => {
    const w = focus ? routeRef.current[focus.index] : undefined;
    if (w) map.jumpTo({ center: [w.lng, w.lat] });
  }, [map, focus]);
  return null;
}

/**
 * Marks the map container after new route data, so tests and the benchmark can tell "route rendered"
 * from "route requested": `data-route-drawn` at the first frame that draws the route's line and
 * points (what the planner sees), `data-rendered-count` once maplibre is idle (basemap tiles too).
 */
function RenderSignal({ count, data }: { count: number; data: unknown }) {
  const map = useMap();
  useEffect(() => {
    const el = map.getContainer();
    // Idle with the basemap under the route (MapView marks it applied once its style is in): an
    // idle before that (the basemap's style is built asynchronously) would not include its tiles.
    const idle = () => {
      if (!el.hasAttribute('data-basemap')) return;
      map.off('idle', idle);
      el.setAttribute('data-rendered-count', String(count));
    };
    const drawn = () => {
      if (!map.getLayer('wp-line') || !map.isSourceLoaded('wp-line') || !map.isSourceLoaded('wp-vertices')) return;
      map.off('render', drawn);
      el.setAttribute('data-route-drawn', String(count));
    };
    map.on('idle', idle);
    map.on('render', drawn);
    map.triggerRepaint();
    return () => {
      map.off('idle', idle);
      map.off('render', drawn);
      el.removeAttribute('data-route-drawn');
    };
  }, [map, count, data]);
  return null;
}

function Interactions(props: InteractionHandlers) {
  useEditorInteractions(props);
  return null;
}

export function EditorMap(props: EditorMapProps) {
  const { route, selected, violations, geofence, draft, fitKey, focus, styleUrl, initialCamera, cameraRef, onCamera } = props;
  const lassoEl = useRef<HTMLDivElement>(null);
  const line = useMemo(() => routeLine(route), [route]);
  const vertices = useMemo(() => routeVertices(route), [route]);
  const marked = useMemo(() => markedPoints(route, selected, violations), [route, selected, violations]);
  const shape = useMemo(() => (draft ? draftShape(draft.vertices, draft.closed, draft.kind) : EMPTY_FC), [draft]);

  const numbered = useMemo(() => {
    if (route.length <= ALL_NUMBERS_MAX) return route.map((_, i) => i);
    return [...selected].slice(0, SELECTED_NUMBERS_MAX);
  }, [route, selected]);

  return (
    <div className="relative h-full w-full">
      <MapView
        className="h-full w-full"
        label="Mission map"
        styleUrl={styleUrl}
        center={initialCamera ? [initialCamera.lng, initialCamera.lat] : [8.54, 47.37]}
        zoom={initialCamera?.zoom ?? 13}
      >
        {/* Before Camera: it listens before the first fit, so the fitted view reaches the URL too. */}
        <CameraSync cameraRef={cameraRef} onCamera={onCamera} />
        <Camera route={route} fitKey={fitKey} focus={focus} geofence={geofence} keepInitial={initialCamera !== undefined} />
        <GeoJsonSource id="geofence" data={geofence ?? EMPTY_FC}>
          <MapLayer
            id="geofence-fill"
            type="fill"
            source="geofence"
            paint={{ 'fill-color': ['match', ['get', 'geofence'], 'exclusion', '#ef4444', '#22c55e'], 'fill-opacity': 0.15 }}
          />
          <MapLayer
            id="geofence-line"
            type="line"
            source="geofence"
            paint={{
              'line-color': ['match', ['get', 'geofence'], 'exclusion', '#ef4444', '#22c55e'],
              'line-width': 2,
              'line-dasharray': [2, 1],
            }}
          />
        </GeoJsonSource>
        <GeoJsonSource id="draft-shape" data={shape}>
          <MapLayer
            id="draft-fill"
            type="fill"
            source="draft-shape"
            filter={['==', ['geometry-type'], 'Polygon']}
            paint={{ 'fill-color': '#a855f7', 'fill-opacity': 0.2 }}
          />
          <MapLayer id="draft-line" type="line" source="draft-shape" paint={{ 'line-color': '#a855f7', 'line-width': 2 }} />
          <MapLayer
            id="draft-pts"
            type="circle"
            source="draft-shape"
            filter={['==', ['geometry-type'], 'Point']}
            paint={{
              'circle-radius': ['case', ['==', ['get', 'first'], 1], 7, 5],
              'circle-color': '#a855f7',
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 1.5,
            }}
          />
        </GeoJsonSource>
        <GeoJsonSource id="wp-line" data={line} options={BIG_SOURCE}>
          <MapLayer id="wp-line" type="line" source="wp-line" paint={{ 'line-color': '#38bdf8', 'line-width': 2 }} />
        </GeoJsonSource>
        <GeoJsonSource id="wp-vertices" data={vertices} options={BIG_SOURCE}>
          {/* Small where waypoints are dense (overview), full size from z16: less clutter, and far fewer pixels to draw. */}
          <MapLayer
            id="wp-vertices"
            type="circle"
            source="wp-vertices"
            paint={{
              'circle-radius': ['interpolate', ['linear'], ['zoom'], 13, 1.5, 16, 5],
              'circle-color': '#0ea5e9',
              'circle-stroke-color': '#0f172a',
              'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 13, 0, 15, 1],
            }}
          />
        </GeoJsonSource>
        <GeoJsonSource id="wp-marked" data={marked}>
          {/* One filtered layer per kind with constant paint: a flagged waypoint gets a red ring under it. */}
          <MapLayer
            id="wp-bad"
            type="circle"
            source="wp-marked"
            filter={['==', ['get', 'bad'], 1]}
            paint={{ 'circle-radius': 10, 'circle-color': '#ef4444' }}
          />
          <MapLayer
            id="wp-first"
            type="circle"
            source="wp-marked"
            filter={['==', ['get', 'first'], 1]}
            paint={{ 'circle-radius': 5, 'circle-color': '#facc15', 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 1 }}
          />
          <MapLayer
            id="wp-selected"
            type="circle"
            source="wp-marked"
            filter={['==', ['get', 'sel'], 1]}
            paint={{ 'circle-radius': 7, 'circle-color': '#f97316', 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 1 }}
          />
        </GeoJsonSource>
        <GeoJsonSource id={ACTIVE_SOURCE} data={EMPTY_FC}>
          <MapLayer
            id="wp-active-line"
            type="line"
            source={ACTIVE_SOURCE}
            paint={{ 'line-color': '#f97316', 'line-width': 2, 'line-dasharray': [2, 1] }}
          />
          <MapLayer
            id="wp-active-pt"
            type="circle"
            source={ACTIVE_SOURCE}
            filter={['==', ['geometry-type'], 'Point']}
            paint={{ 'circle-radius': 7, 'circle-color': '#f97316' }}
          />
        </GeoJsonSource>
        <RenderSignal count={route.length} data={vertices} />
        <WaypointNumbers route={route} candidates={numbered} selected={selected} />
        <Interactions {...props} lassoEl={lassoEl} />
      </MapView>
      <div ref={lassoEl} className="pointer-events-none absolute hidden border border-warn bg-warn/10" aria-hidden />
    </div>
  );
}
