// Checks of a geofence while it is edited (no React): rings closed and long enough, no
// self-intersection (as turf `kinks`, on the edge grid of polygon-index: kinks is quadratic), exclusions inside an inclusion, coordinates in range.
import { booleanWithin } from '@turf/turf';
import type { Feature, Polygon } from 'geojson';
import { FeaturePropertiesSchema, type GeoFeature, type GeoFeatureCollection, type Position } from '@/lib/contract/geojson';
import { preparePolygon, segmentsMeet } from './polygon-index';

export type GeofenceProblemCode =
  'ring-open' | 'ring-too-short' | 'self-intersection' | 'exclusion-outside-inclusion' | 'coordinate-range' | 'line-too-short' | 'property';

export interface GeofenceProblem {
  code: GeofenceProblemCode;
  /** Index of the feature in the collection. */
  feature: number;
  message: string;
}

const inRange = (p: Position) => Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0]!) <= 180 && Math.abs(p[1]!) <= 90;

export function featureName(f: GeoFeature, i: number): string {
  const name = f.properties?.name;
  if (typeof name === 'string' && name) return `“${name}”`;
  const kind = f.properties?.geofence ?? (f.geometry.type === 'LineString' ? 'obstacle' : f.geometry.type === 'Point' ? 'point' : 'area');
  return `${kind} ${i + 1}`;
}

function positions(f: GeoFeature): Position[] {
  const g = f.geometry;
  return g.type === 'Point' ? [g.coordinates] : g.type === 'LineString' ? g.coordinates : g.coordinates.flat();
}

function polygonProblems(f: GeoFeature & { geometry: { type: 'Polygon' } }, i: number, name: string): GeofenceProblem[] {
  const out: GeofenceProblem[] = [];
  for (const ring of f.geometry.coordinates) {
    const first = ring[0],
      last = ring[ring.length - 1];
    if (!first || !last || first[0] !== last[0] || first[1] !== last[1])
      out.push({ code: 'ring-open', feature: i, message: `${name}: its ring is not closed` });
    else if (ring.length < 4) out.push({ code: 'ring-too-short', feature: i, message: `${name}: an area needs at least 3 corners` });
  }
  if (out.length === 0 && selfIntersects(f.geometry.coordinates))
    out.push({ code: 'self-intersection', feature: i, message: `${name}: its edges cross each other` });
  return out;
}

/** Below this many edges every pair is tried: cheaper than building the grid (2,000 small areas open at once). */
const SMALL = 24;

/** As `preparePolygon(rings).selfIntersects()`, without the grid for small polygons. */
function selfIntersects(rings: Position[][]): boolean {
  const edges: Array<[Position, Position, number, number, number]> = [];
  rings.forEach((ring, r) => {
    let k = 0;
    for (let i = 0; i + 1 < ring.length; i++) {
      const a = ring[i]!,
        b = ring[i + 1]!;
      if (a[0] !== b[0] || a[1] !== b[1]) edges.push([a, b, r, k++, 0]);
    }
    for (const e of edges) if (e[2] === r) e[4] = k;
  });
  if (edges.length > SMALL) return preparePolygon(rings).selfIntersects();
  for (let i = 0; i < edges.length; i++)
    for (let j = i + 1; j < edges.length; j++) {
      const [a, b, ri, pi, size] = edges[i]!;
      const [c, d, rj, pj] = edges[j]!;
      const d1 = Math.abs(pi - pj);
      if (ri === rj && (d1 === 1 || d1 === size - 1)) continue;
      if (segmentsMeet(a, b, c, d) !== 0) return true;
    }
  return false;
}

/** Every problem of the collection, in feature order; an empty array when it can be saved. */
export function validateGeofence(fc: GeoFeatureCollection): GeofenceProblem[] {
  const out: GeofenceProblem[] = [];
  const polygonOk: boolean[] = [];
  fc.features.forEach((f, i) => {
    const name = featureName(f, i);
    // The styling and altitude properties as the service checks them (a file may bring bad ones).
    const props = f.properties ? FeaturePropertiesSchema.safeParse(f.properties) : undefined;
    if (props && !props.success)
      for (const issue of props.error.issues)
        out.push({ code: 'property', feature: i, message: `${name}: ${String(issue.path[0] ?? 'properties')}: ${issue.message}` });
    if (!positions(f).every(inRange)) {
      out.push({ code: 'coordinate-range', feature: i, message: `${name}: a coordinate is outside longitude ±180 / latitude ±90` });
      return;
    }
    if (f.geometry.type === 'Polygon') {
      const problems = polygonProblems(f as GeoFeature & { geometry: { type: 'Polygon' } }, i, name);
      out.push(...problems);
      polygonOk[i] = problems.length === 0;
    } else if (f.geometry.type === 'LineString' && f.geometry.coordinates.length < 2)
      out.push({ code: 'line-too-short', feature: i, message: `${name}: a line needs at least 2 points` });
  });
  const inclusions = fc.features.filter((f, i) => polygonOk[i] && f.properties?.geofence === 'inclusion');
  if (inclusions.length) {
    fc.features.forEach((f, i) => {
      if (!polygonOk[i] || f.properties?.geofence !== 'exclusion') return;
      if (!inclusions.some((inc) => booleanWithin(f as Feature<Polygon>, inc as Feature<Polygon>)))
        out.push({
          code: 'exclusion-outside-inclusion',
          feature: i,
          message: `${featureName(f, i)}: this no-fly zone is not inside any allowed area`,
        });
    });
  }
  return out;
}
