import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import type { GeoFeatureCollection, Position } from '@/lib/contract/geojson';
import type { Violation } from '@/lib/geo/validate-mission';
import { HtmlMarker } from '@/lib/map/html-marker';
import { SvgOverlay } from '@/lib/map/svg-overlay';
import { useMap } from '@/lib/map/map-context';
import { useFenceInteractions, type FenceHandlers } from '../hooks/use-fence-interactions';
import { boundsOf, draftOf, handlesOf, indexedFence, routeOf, violationsOf, type RoutePoint } from '../utils/fence-map-data';
import { FenceLayers, HandleLayers, MissionLayers, TrackLayers } from './geofence-map-layers';

interface Props extends FenceHandlers {
  fence: GeoFeatureCollection;
  selected: number;
  drawing: Position[];
  route: readonly RoutePoint[];
  violations: readonly Violation[];
  location: RoutePoint | undefined;
  /** The drag in progress (a small preview), or null. */
  live: GeoJSON.FeatureCollection | null;
  /** The task's flown tracks (flight history). */
  tracks: GeoJSON.FeatureCollection;
  /** Called when maplibre is idle with the fence drawn. */
  onDrawn?: () => void;
  /** Shapes just added from a file: the camera shows them (a new object each time it should move). */
  fitTo?: GeoFeatureCollection | null;
}

/** Inside <MapView>: the fence, the mission, their violations and the editing handles. */
export function GeofenceMap({ fence, selected, drawing, route, violations, location, live, tracks, onDrawn, fitTo, ...handlers }: Props) {
  const map = useMap();
  useFenceInteractions(handlers, selected);
  const fenceData = useMemo(() => indexedFence(fence), [fence]);
  const routeData = useMemo(() => routeOf(route), [route]);
  const violationData = useMemo(() => violationsOf(route, violations), [route, violations]);
  const handles = useMemo(() => handlesOf(fence, selected), [fence, selected]);
  const draft = useMemo(() => draftOf(drawing), [drawing]);

  // Fit on mount, and once more when the mission's route or the flown tracks arrive (they load after
  // the task); later edits must not move the camera under the user's pointer.
  const hasRoute = routeData.features.length > 0;
  const hasTracks = tracks.features.length > 0;
  useEffect(() => {
    fitCamera(map, boundsOf(routeData, fenceData, tracks, location ? routeOf([location]) : routeOf([])));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, hasRoute, hasTracks]);
  // An import is not an edit under the pointer: it adds shapes that may be anywhere, so the camera
  // goes to them (the task's location or the empty map's start may be far away).
  useEffect(() => {
    if (fitTo) fitCamera(map, boundsOf(fitTo as GeoJSON.FeatureCollection));
  }, [map, fitTo]);

  useEffect(() => {
    map.getCanvas().style.cursor = handlers.mode === 'select' ? '' : 'crosshair';
  }, [map, handlers.mode]);

  return (
    <>
      <RenderSignal count={fence.features.length} data={fenceData} onDrawn={onDrawn} />
      <TrackLayers tracks={tracks} />
      <FenceLayers data={fenceData} />
      <MissionLayers route={routeData} violations={violationData} />
      <HandleLayers handles={handles} draft={draft} />
      {/* Over the map, not in it: a drag's preview changes at every pointer move, and a change of a
          source repaints the whole map (2,000 areas without a GPU: longer than a frame). */}
      {live && <SvgOverlay data={live} />}
      {location && <HtmlMarker lng={location.lng} lat={location.lat} text="Task" />}
    </>
  );
}

function fitCamera(map: MapLibreMap, b: [number, number, number, number] | undefined) {
  if (!b) return;
  if (b[0] === b[2] && b[1] === b[3]) map.jumpTo({ center: [b[0], b[1]], zoom: 15 });
  else map.fitBounds(b, { padding: 60, duration: 0, maxZoom: 17 });
}

/**
 * Marks the map container after new fence data, so tests and `bench:jobs` can tell "fence rendered"
 * from "fence requested": `data-fence-drawn` at the first frame that draws the fence's layers (what
 * the planner sees, as the mission editor's `data-route-drawn`), `data-fence-count` once maplibre is
 * idle (basemap tiles too) — then `onDrawn`.
 */
function RenderSignal({ count, data, onDrawn }: { count: number; data: unknown; onDrawn?: () => void }) {
  const map = useMap();
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  useEffect(() => {
    const el = map.getContainer();
    const done = () => {
      el.setAttribute('data-fence-count', String(count));
      drawn.current?.();
    };
    const frame = () => {
      if (!map.getLayer('fence-fill') || !map.getLayer('fence-line') || !map.isSourceLoaded('fence')) return;
      map.off('render', frame);
      el.setAttribute('data-fence-drawn', String(count));
    };
    map.once('idle', done);
    map.on('render', frame);
    map.triggerRepaint();
    return () => {
      map.off('idle', done);
      map.off('render', frame);
      el.removeAttribute('data-fence-drawn');
    };
  }, [map, count, data]);
  return null;
}
