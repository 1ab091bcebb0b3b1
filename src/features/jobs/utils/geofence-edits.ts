// Pure edits of a task's geofence (a GeoJSON FeatureCollection): each returns a new collection,
// so the undo history can keep the old one.
import type { GeofenceKind, GeoFeature, GeoFeatureCollection, Position } from '@/lib/contract/geojson';

export type ShapeKind = GeofenceKind | 'obstacle' | 'point';

/** Default styling by the spec's properties: green allowed area, red no-fly zone, amber obstacle. */
export const SHAPE_STYLE: Record<ShapeKind, Record<string, string | number>> = {
  inclusion: { stroke: '#22c55e', 'stroke-width': 2, 'stroke-opacity': 1, fill: '#22c55e', 'fill-opacity': 0.12 },
  exclusion: { stroke: '#ef4444', 'stroke-width': 2, 'stroke-opacity': 1, fill: '#ef4444', 'fill-opacity': 0.25 },
  obstacle: { stroke: '#f59e0b', 'stroke-width': 3, 'stroke-opacity': 1 },
  point: { stroke: '#f59e0b' },
};

export const EMPTY_FENCE: GeoFeatureCollection = { type: 'FeatureCollection', features: [] };

export function shapeKind(f: GeoFeature): ShapeKind {
  if (f.geometry.type === 'LineString') return 'obstacle';
  if (f.geometry.type === 'Point') return 'point';
  return f.properties?.geofence === 'exclusion' ? 'exclusion' : 'inclusion';
}

/** A new shape from the clicked positions; polygons are closed here. */
export function newShape(kind: ShapeKind, pts: Position[], name: string): GeoFeature {
  const properties = { name, ...SHAPE_STYLE[kind], ...(kind === 'inclusion' || kind === 'exclusion' ? { geofence: kind } : {}) };
  if (kind === 'point') return { type: 'Feature', properties, geometry: { type: 'Point', coordinates: pts[0]! } };
  if (kind === 'obstacle') return { type: 'Feature', properties, geometry: { type: 'LineString', coordinates: pts } };
  return { type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [[...pts, pts[0]!]] } };
}

const replace = (fc: GeoFeatureCollection, i: number, f: GeoFeature): GeoFeatureCollection => ({
  ...fc,
  features: fc.features.map((g, j) => (j === i ? f : g)),
});

export const addShape = (fc: GeoFeatureCollection, f: GeoFeature): GeoFeatureCollection => ({ ...fc, features: [...fc.features, f] });

export const deleteShape = (fc: GeoFeatureCollection, i: number): GeoFeatureCollection => ({
  ...fc,
  features: fc.features.filter((_, j) => j !== i),
});

/** Changes properties; switching inclusion/exclusion also switches the default colours. */
export function setKind(fc: GeoFeatureCollection, i: number, kind: GeofenceKind): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f || f.geometry.type !== 'Polygon') return fc;
  return replace(fc, i, { ...f, properties: { ...f.properties, ...SHAPE_STYLE[kind], geofence: kind } });
}

export function setProperty(fc: GeoFeatureCollection, i: number, key: string, value: string | number | undefined): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f) return fc;
  const properties = { ...f.properties, [key]: value };
  if (value === undefined) delete properties[key];
  return replace(fc, i, { ...f, properties });
}

/** The editable vertices of a shape (a polygon's closing position is not one of them). */
export function vertices(f: GeoFeature): Position[] {
  const g = f.geometry;
  if (g.type === 'Point') return [g.coordinates];
  if (g.type === 'LineString') return g.coordinates;
  return g.coordinates[0]!.slice(0, -1);
}

function withVertices(f: GeoFeature, pts: Position[]): GeoFeature {
  const g = f.geometry;
  if (g.type === 'Point') return { ...f, geometry: { type: 'Point', coordinates: pts[0]! } };
  if (g.type === 'LineString') return { ...f, geometry: { type: 'LineString', coordinates: pts } };
  return { ...f, geometry: { type: 'Polygon', coordinates: [[...pts, pts[0]!], ...g.coordinates.slice(1)] } };
}

export function moveVertex(fc: GeoFeatureCollection, i: number, v: number, to: Position): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f) return fc;
  return replace(
    fc,
    i,
    withVertices(
      f,
      vertices(f).map((p, k) => (k === v ? to : p)),
    ),
  );
}

/** Removes a vertex unless the shape would fall below its minimum (3 corners, 2 line points). */
export function deleteVertex(fc: GeoFeatureCollection, i: number, v: number): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f) return fc;
  const pts = vertices(f);
  const min = f.geometry.type === 'Polygon' ? 3 : f.geometry.type === 'LineString' ? 2 : 1;
  if (pts.length <= min || f.geometry.type === 'Point') return fc;
  return replace(
    fc,
    i,
    withVertices(
      f,
      pts.filter((_, k) => k !== v),
    ),
  );
}

/** Inserts a vertex after vertex `v` (on the edge v → v+1). */
export function insertVertex(fc: GeoFeatureCollection, i: number, v: number, at: Position): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f || f.geometry.type === 'Point') return fc;
  const pts = [...vertices(f)];
  pts.splice(v + 1, 0, at);
  return replace(fc, i, withVertices(f, pts));
}

export function moveShape(fc: GeoFeatureCollection, i: number, dLng: number, dLat: number): GeoFeatureCollection {
  const f = fc.features[i];
  if (!f) return fc;
  return replace(
    fc,
    i,
    withVertices(
      f,
      vertices(f).map((p) => [p[0]! + dLng, p[1]! + dLat]),
    ),
  );
}

/** Midpoints of each edge, where a new vertex can be inserted. */
export function edgeMidpoints(f: GeoFeature): Position[] {
  const pts = vertices(f);
  if (f.geometry.type === 'Point') return [];
  const n = f.geometry.type === 'Polygon' ? pts.length : pts.length - 1;
  return Array.from({ length: n }, (_, k) => {
    const a = pts[k]!,
      b = pts[(k + 1) % pts.length]!;
    return [(a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2];
  });
}
