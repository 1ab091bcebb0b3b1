import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { usePermission } from '@/lib/api/use-permission';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import type { GeoFeatureCollection, Position } from '@/lib/contract/geojson';
import { validateGeofence } from '@/lib/geo/geofence-validation';
import type { Violation } from '@/lib/geo/validate-mission';
import { MapView } from '@/lib/map/map-view';
import type { TaskRecord } from '@/lib/resources/tasks';
import { usePatchTask } from '@/lib/resources/tasks-mutations';
import type { FenceMode } from '../hooks/use-fence-interactions';
import { useGeofenceEdit } from '../hooks/use-geofence-edit';
import { liveDragOf, type RoutePoint } from '../utils/fence-map-data';
import { snapPosition, snapShapeOffset } from '../utils/geofence-snap';
import * as edits from '../utils/geofence-edits';
import { GeofenceImportExport, ImportedGeozones } from './geofence-import-export';
import { farFromTask, type GeozoneImport } from '../utils/geozone-files';
import { GeofenceMap } from './geofence-map';
import { GeofenceShapeStyle } from './geofence-shape-style';
import { GeofenceShapes } from './geofence-shapes';

interface Props {
  task: TaskRecord;
  route: readonly RoutePoint[];
  /** The attached mission against this (edited) fence: the same check as publishing. */
  checkRoute: (fence: GeoFeatureCollection) => Violation[];
  onLocation: (p: RoutePoint) => void;
  /** The task's flown tracks, drawn under the fence. */
  tracks: GeoJSON.FeatureCollection;
}

const DRAW: Array<[edits.ShapeKind, string]> = [
  ['inclusion', 'Draw allowed area'],
  ['exclusion', 'Draw no-fly zone'],
  ['obstacle', 'Draw obstacle line'],
  ['point', 'Add point'],
];
const MIN_POINTS: Record<edits.ShapeKind, number> = { inclusion: 3, exclusion: 3, obstacle: 2, point: 1 };

/** The task's geofence (`context.geojson`): draw and edit on the map, validated and checked against the mission. */
export function GeofenceEditor({ task, route, checkRoute, onLocation, tracks }: Props) {
  const saved = task.context?.geojson as GeoFeatureCollection | undefined;
  const edit = useGeofenceEdit(task.id, saved);
  const { fence, apply } = edit;
  const [mode, setMode] = useState<FenceMode>('select');
  const [kind, setKind] = useState<edits.ShapeKind>('exclusion');
  const [drawing, setDrawing] = useState<Position[]>([]);
  const [selected, setSelected] = useState(-1);
  const patch = usePatchTask();
  // A viewer sees the fence but is offered none of its tools: every one ends in a write.
  const write = usePermission('write');
  // The checks follow the fence in a deferred render, and start once the map has drawn the fence
  // (or after 2 s, whichever is first): the first validation of a 5,000-vertex or 2,000-area fence
  // (cold code, 100 ms and more on a slow machine) then no longer holds the fence off the screen.
  // Saving waits until the checks have caught up with the fence.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setDrawn(true), 2000);
    return () => clearTimeout(t);
  }, []);
  const markDrawn = useCallback(() => setDrawn(true), []);
  const checked = useDeferredValue(drawn ? fence : edits.EMPTY_FENCE, edits.EMPTY_FENCE);
  const checking = checked !== fence;
  const problems = useMemo(() => validateGeofence(checked), [checked]);
  const violations = useMemo(() => checkRoute(checked), [checkRoute, checked]);
  // The camera is fitted by the map's content; MapView's center is only where it starts.
  const [initialCenter] = useState<[number, number]>(() =>
    task.lng !== undefined && task.lat !== undefined ? [task.lng, task.lat] : [0, 20],
  );
  const fenceRef = useRef(fence);
  fenceRef.current = fence;
  const [snapping, setSnapping] = useState(true);
  /** The shapes of the last import, for the map to show them. */
  const [imported, setImported] = useState<GeoFeatureCollection | null>(null);
  const [geozones, setGeozones] = useState<GeozoneImport | null>(null);
  // Drawing snaps to every shape; editing snaps the selected shape's corners to the others.
  const snap = (p: Position, tolerance: number): Position =>
    snapping ? (snapPosition(fenceRef.current, p, tolerance, mode === 'draw' ? -1 : selected)?.to ?? p) : p;

  const finish = useCallback(() => {
    setDrawing((pts) => {
      if (pts.length >= MIN_POINTS[kind]) {
        const n = fenceRef.current.features.length;
        apply(
          edits.addShape(
            fenceRef.current,
            edits.newShape(kind, pts, `${DRAW.find(([k]) => k === kind)![1].replace(/^(Draw|Add) /, '')} ${n + 1}`),
          ),
        );
        setSelected(n);
      }
      return [];
    });
    setMode('select');
  }, [apply, kind]);

  const onClick = (p: Position) => {
    if (mode === 'location') {
      onLocation({ lng: p[0]!, lat: p[1]! });
      setMode('select');
    } else if (kind === 'point') {
      apply(edits.addShape(fence, edits.newShape('point', [p], `Point ${fence.features.length + 1}`)));
      setMode('select');
    } else setDrawing((d) => [...d, p]);
  };
  // While a drag lasts only a small live preview changes (see liveDragOf); the fence, its checks
  // and the undo history change once, on release: a 5,000-vertex fence is not re-validated,
  // re-listed and re-tiled at every pointer move.
  const [live, setLive] = useState<GeoJSON.FeatureCollection | null>(null);
  const dragVertex = (v: number, to: Position, done: boolean) => {
    const base = fenceRef.current;
    if (done) return (setLive(null), apply(edits.moveVertex(base, selected, v, to)));
    setLive(liveDragOf(base.features[selected], { vertex: v, to }));
  };
  // A moved shape snaps by its corner nearest to another shape, as a dragged corner does.
  const dragShape = (dx: number, dy: number, done: boolean, tolerance: number) => {
    const d = snapping ? snapShapeOffset(fenceRef.current, selected, dx, dy, tolerance) : { dLng: dx, dLat: dy };
    const moved = edits.moveShape(fenceRef.current, selected, d.dLng, d.dLat);
    if (done) return (setLive(null), apply(moved));
    const f = moved.features[selected];
    setLive(f ? liveDragOf(f, { moved: f }) : null);
  };

  const save = () =>
    patch.mutate(
      { id: task.id, patch: { context: { ...(task.context ?? {}), geojson: fence } } },
      {
        onSuccess: (t) => {
          edit.reset((t.context?.geojson as GeoFeatureCollection | undefined) ?? fence);
          toast.success('Geofence saved');
        },
        onError: (e) => toast.error(`Could not save the geofence: ${describeError(e)}`),
      },
    );

  return (
    <section aria-label="Geofence" className="flex flex-col gap-2">
      <h2 className="font-semibold">Geofence</h2>
      {edit.restored && (
        <p role="status" className="text-sm text-warn">
          Restored your unsaved geofence edit. Save it, or discard it to go back to the saved one.
        </p>
      )}
      {write.allowed && (
        <div role="toolbar" aria-label="Geofence tools" className="flex flex-wrap gap-1">
          {DRAW.map(([k, label]) => (
            <Button
              key={k}
              size="sm"
              aria-pressed={mode === 'draw' && kind === k}
              onClick={() => {
                setKind(k);
                setDrawing([]);
                setMode('draw');
              }}
            >
              {label}
            </Button>
          ))}
          {mode === 'draw' && kind !== 'point' && (
            <>
              <Button size="sm" variant="primary" onClick={finish} disabled={drawing.length < MIN_POINTS[kind]}>
                Finish shape
              </Button>
              <Button size="sm" onClick={() => (setDrawing([]), setMode('select'))}>
                Cancel drawing
              </Button>
            </>
          )}
          <Button size="sm" aria-pressed={mode === 'location'} onClick={() => setMode('location')}>
            Pick task location
          </Button>
          <label className="flex items-center gap-1 px-1 text-sm">
            <input type="checkbox" checked={snapping} onChange={(e) => setSnapping(e.target.checked)} />
            Snap to other shapes
          </label>
          <Button size="sm" onClick={edit.undo} disabled={!edit.canUndo}>
            Undo
          </Button>
          <Button size="sm" onClick={edit.redo} disabled={!edit.canRedo}>
            Redo
          </Button>
          <GeofenceImportExport
            fence={fence}
            onImport={(fc, zones) => {
              apply({ ...fence, features: [...fence.features, ...fc.features] });
              setImported(fc);
              setGeozones(zones ?? null);
            }}
          />
        </div>
      )}
      {geozones && <ImportedGeozones geozones={geozones} farKm={farFromTask(geozones, task)} />}
      <p className="text-xs text-muted">
        {mode === 'draw'
          ? `Click the map to place points${kind === 'point' ? '' : '; double-click or “Finish shape” to end'}.`
          : mode === 'location'
            ? 'Click the map where the task takes place.'
            : 'Click a shape to select it: drag its corners or the shape, click a midpoint to add a corner, Alt-click a corner to remove it.'}
      </p>
      {/* The basemap goes in once the fence is drawn: until then the map's one worker tiles the fence
          alone, and each frame (software WebGL here) draws the fence without a screenful of basemap. */}
      <MapView
        className="h-[420px] w-full rounded-lg border border-line"
        label="Geofence map"
        center={initialCenter}
        zoom={13}
        holdBasemap={!drawn}
      >
        <GeofenceMap
          fence={fence}
          selected={selected}
          drawing={drawing}
          route={route}
          violations={violations}
          location={task.lat !== undefined && task.lng !== undefined ? { lat: task.lat, lng: task.lng } : undefined}
          mode={mode}
          onClick={onClick}
          onPick={setSelected}
          onFinish={finish}
          snap={snap}
          live={live}
          tracks={tracks}
          onDrawn={markDrawn}
          fitTo={imported}
          onDragVertex={dragVertex}
          onDragShape={dragShape}
          onDeleteVertex={(v) => apply(edits.deleteVertex(fence, selected, v))}
          onInsert={(v, at) => apply(edits.insertVertex(fence, selected, v, at))}
        />
      </MapView>
      <fieldset disabled={!write.allowed} className="contents">
        <GeofenceShapes
          fence={fence}
          selected={selected}
          onSelect={setSelected}
          onChange={apply}
          problems={problems}
          violations={violations}
          checking={checking}
        />
        {fence.features[selected] && <GeofenceShapeStyle key={selected} fence={fence} selected={selected} onChange={apply} />}
      </fieldset>
      {write.allowed && (
        <div className="flex gap-2">
          <Button variant="primary" onClick={save} disabled={patch.isPending || checking || problems.length > 0}>
            Save geofence
          </Button>
          <Button onClick={() => edit.reset(saved ?? edits.EMPTY_FENCE)} disabled={!edit.canUndo && !edit.restored}>
            Discard changes
          </Button>
          {problems.length > 0 && <span className="text-sm text-danger">Fix the problems above to save.</span>}
        </div>
      )}
    </section>
  );
}
