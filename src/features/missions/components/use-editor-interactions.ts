import { useEffect, useRef } from 'react';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { useMap } from '@/lib/map/map-context';
import type { Waypoint } from '@/lib/mission-model/mission-model';
import { activeDrag, EMPTY_FC } from './map-features';
import { waypointAt, waypointsInBox } from './pick-waypoints';

export type EditorMode = 'select' | 'add' | 'draw';

export interface InteractionHandlers {
  mode: EditorMode;
  route: readonly Waypoint[];
  selected: ReadonlySet<number>;
  onAdd: (lng: number, lat: number, insertAt?: number) => void;
  onSelect: (indices: number[], additive: boolean) => void;
  onMove: (index: number, lng: number, lat: number) => void;
  onDrawClick: (lng: number, lat: number) => void;
  onDrawFinish: () => void;
  /** The generator's shape on the map: being drawn, or closed (its corners can then be dragged). */
  draft: { kind?: 'polygon' | 'line' | 'point'; vertices: [number, number][]; closed: boolean } | null;
  onShapeMove: (index: number, lng: number, lat: number) => void;
  /** The lasso rectangle overlay (positioned over the map canvas). */
  lassoEl: React.RefObject<HTMLDivElement | null>;
}

export const ACTIVE_SOURCE = 'wp-active';
const HIT_PX = 7;
const CLOSE_PX = 10;

/** The corner of the generator's shape under a screen point, if any. */
function shapeCornerAt(map: ReturnType<typeof useMap>, vertices: readonly [number, number][], x: number, y: number, px: number) {
  for (let i = 0; i < vertices.length; i++) {
    const p = map.project(vertices[i] as [number, number]);
    if (Math.hypot(p.x - x, p.y - y) <= px) return i;
  }
  return undefined;
}

/** Nearest leg to a screen point, in pixels; -1 when none is within reach. */
function nearestLeg(map: ReturnType<typeof useMap>, route: readonly Waypoint[], x: number, y: number): number {
  let best = -1;
  let bestD = HIT_PX;
  let prev = route[0] ? map.project([route[0].lng, route[0].lat]) : null;
  for (let i = 1; i < route.length && prev; i++) {
    const w = route[i] as Waypoint;
    const cur = map.project([w.lng, w.lat]);
    const dx = cur.x - prev.x,
      dy = cur.y - prev.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - prev.x) * dx + (y - prev.y) * dy) / len2));
    const d = Math.hypot(prev.x + t * dx - x, prev.y + t * dy - y);
    if (d < bestD) {
      bestD = d;
      best = i - 1;
    }
    prev = cur;
  }
  return best;
}

/**
 * Mouse editing on the map: click to add (or to insert on a leg), click/shift-click to select,
 * drag a point to move it, shift-drag a box to lasso-select. While dragging only the small
 * active source is updated each frame; the big route source is committed once on drag end.
 */
export function useEditorInteractions(h: InteractionHandlers) {
  const map = useMap();
  const ref = useRef(h);
  ref.current = h;

  useEffect(() => {
    const canvas = map.getCanvasContainer();
    let drag: { index: number; moved: boolean; x: number; y: number } | null = null;
    let corner: { index: number; moved: boolean } | null = null;
    let lasso: { x: number; y: number } | null = null;
    let pending: { lng: number; lat: number } | null = null;
    let raf = 0;

    const hitPoint = (e: MapMouseEvent): number | undefined => waypointAt(map, ref.current.route, e.point.x, e.point.y, HIT_PX);

    const onDown = (e: MapMouseEvent) => {
      const cur = ref.current;
      if (cur.mode === 'draw' || e.originalEvent.button !== 0) return;
      const c = cur.draft?.closed ? shapeCornerAt(map, cur.draft.vertices, e.point.x, e.point.y, HIT_PX) : undefined;
      if (c !== undefined) {
        e.preventDefault();
        map.dragPan.disable();
        corner = { index: c, moved: false };
        return;
      }
      const i = hitPoint(e);
      if (i !== undefined) {
        e.preventDefault();
        map.dragPan.disable();
        drag = { index: i, moved: false, x: e.point.x, y: e.point.y };
      } else if (e.originalEvent.shiftKey) {
        e.preventDefault();
        map.dragPan.disable();
        lasso = { x: e.point.x, y: e.point.y };
      }
    };

    const flush = () => {
      raf = 0;
      if (!drag || !pending) return;
      const src = map.getSource(ACTIVE_SOURCE) as GeoJSONSource | undefined;
      src?.setData(activeDrag(ref.current.route, drag.index, pending.lng, pending.lat));
    };

    const onMoveEvt = (e: MapMouseEvent) => {
      if (corner) {
        corner.moved = true;
        ref.current.onShapeMove(corner.index, e.lngLat.lng, e.lngLat.lat);
      } else if (drag) {
        if (!drag.moved && Math.hypot(e.point.x - drag.x, e.point.y - drag.y) < 3) return;
        drag.moved = true;
        pending = { lng: e.lngLat.lng, lat: e.lngLat.lat };
        raf ||= requestAnimationFrame(flush);
      } else if (lasso && ref.current.lassoEl.current) {
        const el = ref.current.lassoEl.current;
        const x = Math.min(lasso.x, e.point.x),
          y = Math.min(lasso.y, e.point.y);
        Object.assign(el.style, {
          display: 'block',
          left: `${x}px`,
          top: `${y}px`,
          width: `${Math.abs(e.point.x - lasso.x)}px`,
          height: `${Math.abs(e.point.y - lasso.y)}px`,
        });
      }
    };

    const onUp = (e: MapMouseEvent) => {
      const cur = ref.current;
      if (corner) {
        if (corner.moved) suppressClick = true;
        corner = null;
        map.dragPan.enable();
      } else if (drag) {
        const d = drag;
        drag = null;
        map.dragPan.enable();
        if (raf) cancelAnimationFrame(raf);
        raf = 0;
        (map.getSource(ACTIVE_SOURCE) as GeoJSONSource | undefined)?.setData(EMPTY_FC);
        if (d.moved) cur.onMove(d.index, e.lngLat.lng, e.lngLat.lat);
        else cur.onSelect([d.index], e.originalEvent.shiftKey);
        pending = null;
        suppressClick = true;
      } else if (lasso) {
        const a = lasso;
        lasso = null;
        map.dragPan.enable();
        if (cur.lassoEl.current) cur.lassoEl.current.style.display = 'none';
        const box: [[number, number], [number, number]] = [
          [Math.min(a.x, e.point.x), Math.min(a.y, e.point.y)],
          [Math.max(a.x, e.point.x), Math.max(a.y, e.point.y)],
        ];
        cur.onSelect(waypointsInBox(map, cur.route, box), true);
        suppressClick = true;
      }
    };

    let suppressClick = false;
    const onClick = (e: MapMouseEvent) => {
      if (suppressClick) {
        suppressClick = false;
        return;
      }
      const cur = ref.current;
      const { lng, lat } = e.lngLat;
      if (cur.mode === 'draw') {
        // Clicking the first corner closes an area (as in every drawing tool).
        const v = cur.draft?.vertices ?? [];
        const first =
          cur.draft?.kind === 'polygon' && v.length >= 3 ? shapeCornerAt(map, v.slice(0, 1), e.point.x, e.point.y, CLOSE_PX) : undefined;
        return first === 0 ? cur.onDrawFinish() : cur.onDrawClick(lng, lat);
      }
      if (hitPoint(e) !== undefined) return;
      if (cur.mode === 'add') {
        const leg = nearestLeg(map, cur.route, e.point.x, e.point.y);
        cur.onAdd(lng, lat, leg >= 0 ? leg + 1 : undefined);
      } else if (!e.originalEvent.shiftKey) {
        cur.onSelect([], false);
      }
    };

    const onDbl = (e: MapMouseEvent) => {
      if (ref.current.mode === 'draw') {
        e.preventDefault();
        ref.current.onDrawFinish();
      }
    };

    const onHover = (e: MapMouseEvent) => {
      if (drag || lasso) return;
      const cur = ref.current;
      canvas.style.cursor = cur.mode === 'draw' || cur.mode === 'add' ? 'crosshair' : hitPoint(e) !== undefined ? 'move' : '';
    };

    // One list for on and off, so a handler can never be bound without being unbound.
    const handlers: ['mousedown' | 'mousemove' | 'mouseup' | 'click' | 'dblclick', (e: MapMouseEvent) => void][] = [
      ['mousedown', onDown],
      ['mousemove', onMoveEvt],
      ['mousemove', onHover],
      ['mouseup', onUp],
      ['click', onClick],
      ['dblclick', onDbl],
    ];
    for (const [type, fn] of handlers) map.on(type, fn);
    return () => {
      if (raf) cancelAnimationFrame(raf);
      for (const [type, fn] of handlers) map.off(type, fn);
      map.dragPan.enable();
    };
  }, [map]);
}
