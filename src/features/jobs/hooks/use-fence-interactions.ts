import { useEffect, useRef } from 'react';
import type { MapMouseEvent } from 'maplibre-gl';
import { useMap } from '@/lib/map/map-context';
import type { Position } from '@/lib/contract/geojson';

export type FenceMode = 'select' | 'draw' | 'location';

export interface FenceHandlers {
  mode: FenceMode;
  /** A click on the map while drawing (or picking the task's location). */
  onClick: (p: Position) => void;
  /** A click on a shape in select mode (-1: on nothing). */
  onPick: (feature: number) => void;
  /** Live position of a dragged vertex / shape; `done` once on release (one undo step). */
  onDragVertex: (vertex: number, to: Position, done: boolean) => void;
  /** `toleranceDeg`: the snapping distance there, as for `snap`. */
  onDragShape: (dLng: number, dLat: number, done: boolean, toleranceDeg: number) => void;
  /** Alt-click on a vertex deletes it; a click on an edge's midpoint inserts one. */
  onDeleteVertex: (vertex: number) => void;
  onInsert: (afterVertex: number, at: Position) => void;
  onFinish: () => void;
  /** Where a drawn or dragged point lands (snapping), given the snapping distance in degrees of latitude. */
  snap: (p: Position, toleranceDeg: number) => Position;
}

/** Snapping distance on screen. */
const SNAP_PX = 10;

const SHAPE_LAYERS = ['fence-fill', 'fence-line', 'fence-point'];

/**
 * Pointer editing of the fence on the one map: vertices and midpoints of the selected shape are
 * handles (drag, alt-click, click), a drag on the selected shape moves it, other clicks select
 * or draw. The map's own panning is paused while something is dragged.
 */
export function useFenceInteractions(h: FenceHandlers, selected: number) {
  const map = useMap();
  const ref = useRef(h);
  ref.current = h;
  const sel = useRef(selected);
  sel.current = selected;

  useEffect(() => {
    type Drag = { kind: 'vertex'; v: number } | { kind: 'shape'; from: Position };
    let drag: Drag | null = null;
    let last: Position = [0, 0];
    // A press and release without a move is a click, not a drag (nothing moves, no undo step).
    let moved = false;
    const pos = (e: MapMouseEvent): Position => [e.lngLat.lng, e.lngLat.lat];
    // The snapping distance at this zoom and place: SNAP_PX below the pointer, in degrees of latitude.
    const tolerance = (e: MapMouseEvent) => Math.abs(map.unproject([e.point.x, e.point.y + SNAP_PX]).lat - e.lngLat.lat);
    const snapped = (e: MapMouseEvent): Position => ref.current.snap(pos(e), tolerance(e));
    let tol = 0;
    const hit = (e: MapMouseEvent, layers: string[]) =>
      map.queryRenderedFeatures(e.point, { layers: layers.filter((l) => map.getLayer(l)) });

    const down = (e: MapMouseEvent) => {
      if (ref.current.mode !== 'select' || sel.current < 0) return;
      const handle = hit(e, ['handle-vertex', 'handle-mid'])[0];
      if (handle) {
        const v = Number(handle.properties.index);
        if (handle.properties.role === 'mid') ref.current.onInsert(v, pos(e));
        else if (e.originalEvent.altKey) ref.current.onDeleteVertex(v);
        else drag = { kind: 'vertex', v };
      } else if (hit(e, SHAPE_LAYERS).some((f) => Number(f.properties.index) === sel.current)) drag = { kind: 'shape', from: pos(e) };
      if (drag) {
        moved = false;
        e.preventDefault();
        map.dragPan.disable();
      }
    };
    const move = (e: MapMouseEvent) => {
      if (!drag) return;
      moved = true;
      last = drag.kind === 'vertex' ? snapped(e) : pos(e);
      tol = tolerance(e);
      if (drag.kind === 'vertex') ref.current.onDragVertex(drag.v, last, false);
      else ref.current.onDragShape(last[0]! - drag.from[0]!, last[1]! - drag.from[1]!, false, tol);
    };
    const up = () => {
      if (!drag) return;
      if (moved && drag.kind === 'vertex') ref.current.onDragVertex(drag.v, last, true);
      else if (moved && drag.kind === 'shape') ref.current.onDragShape(last[0]! - drag.from[0]!, last[1]! - drag.from[1]!, true, tol);
      drag = null;
      map.dragPan.enable();
    };
    const click = (e: MapMouseEvent) => {
      const h = ref.current;
      if (h.mode !== 'select') return h.onClick(h.mode === 'draw' ? snapped(e) : pos(e));
      if (hit(e, ['handle-vertex', 'handle-mid']).length) return;
      const f = hit(e, SHAPE_LAYERS)[0];
      h.onPick(f ? Number(f.properties.index) : -1);
    };
    const dbl = (e: MapMouseEvent) => {
      if (ref.current.mode === 'draw') {
        e.preventDefault();
        ref.current.onFinish();
      }
    };
    map.on('mousedown', down);
    map.on('mousemove', move);
    map.on('mouseup', up);
    map.on('click', click);
    map.on('dblclick', dbl);
    return () => {
      map.off('mousedown', down);
      map.off('mousemove', move);
      map.off('mouseup', up);
      map.off('click', click);
      map.off('dblclick', dbl);
    };
  }, [map]);
}
