import type { GeoFeatureCollection, Position } from '@/lib/contract/geojson';

export interface SnapResult {
  to: Position;
  kind: 'vertex' | 'edge';
  /** The shape snapped to. */
  feature: number;
}

/** The lines (rings and polylines) of a shape, and whether they are closed; a point is one vertex. */
function linesOf(g: GeoFeatureCollection['features'][number]['geometry']): Position[][] {
  if (g.type === 'Point') return [[g.coordinates]];
  if (g.type === 'LineString') return [g.coordinates];
  if (g.type === 'Polygon') return g.coordinates;
  return [];
}

/**
 * Where `p` snaps on the OTHER shapes of the fence (not `skip`, the one being edited): the nearest
 * vertex within `tolerance`, else the nearest point on an edge within it, else null. Distances are
 * in degrees of latitude with longitudes scaled by cos(latitude), so the tolerance is the same in
 * every direction (the caller converts its pixels to degrees at the current zoom). One pass over
 * the vertices with a box test per line, so a 5,000-vertex fence is a fraction of a millisecond.
 */
export function snapPosition(fence: GeoFeatureCollection, p: Position, tolerance: number, skip = -1): SnapResult | null {
  const [px, py] = p as [number, number];
  const k = Math.cos((py * Math.PI) / 180);
  const tolLng = tolerance / Math.max(k, 1e-6);
  let best: SnapResult | null = null;
  let bestD = tolerance * tolerance;
  let bestEdge: SnapResult | null = null;
  let bestEdgeD = bestD;
  fence.features.forEach((f, fi) => {
    if (fi === skip) return;
    for (const line of linesOf(f.geometry)) {
      if (!nearBox(line, px, py, tolLng, tolerance)) continue;
      for (let i = 0; i < line.length; i++) {
        const a = line[i] as [number, number];
        const dx = (a[0] - px) * k,
          dy = a[1] - py;
        const d = dx * dx + dy * dy;
        if (d <= bestD) {
          bestD = d;
          best = { to: [a[0], a[1]], kind: 'vertex', feature: fi };
        }
        const b = line[i + 1] as [number, number] | undefined;
        if (!b) continue;
        const e = nearestOnSegment(a, b, px, py, k);
        if (e.d <= bestEdgeD) {
          bestEdgeD = e.d;
          bestEdge = { to: e.at, kind: 'edge', feature: fi };
        }
      }
    }
  });
  return best ?? bestEdge;
}

function nearBox(line: Position[], px: number, py: number, tolLng: number, tolLat: number): boolean {
  const [w, s, e, n] = lineBox(line);
  return px >= w - tolLng && px <= e + tolLng && py >= s - tolLat && py <= n + tolLat;
}

/** The line's bounding box: [west, south, east, north]. */
function lineBox(line: Position[]): [number, number, number, number] {
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const c of line) {
    const x = c[0] as number,
      y = c[1] as number;
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return [w, s, e, n];
}

function nearestOnSegment(a: [number, number], b: [number, number], px: number, py: number, k: number) {
  const ax = a[0] * k,
    bx = b[0] * k,
    x = px * k;
  const vx = bx - ax,
    vy = b[1] - a[1];
  const len = vx * vx + vy * vy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * vx + (py - a[1]) * vy) / len));
  const qx = ax + t * vx,
    qy = a[1] + t * vy;
  const at: Position = [a[0] + t * (b[0] - a[0]), qy];
  return { at, d: (qx - x) ** 2 + (qy - py) ** 2 };
}

/**
 * A whole shape moved by (dLng, dLat): the offset that makes its corner nearest to another shape
 * land on it (vertex first, else edge, as `snapPosition`), or the offset unchanged when no corner
 * is within `tolerance`. Only the other shapes' lines whose boxes meet the moved shape's box are
 * looked at, so moving a small area over a 2,000-area fence stays cheap at every pointer move.
 */
export function snapShapeOffset(
  fence: GeoFeatureCollection,
  i: number,
  dLng: number,
  dLat: number,
  tolerance: number,
): { dLng: number; dLat: number; snap: SnapResult | null } {
  const f = fence.features[i];
  if (!f) return { dLng, dLat, snap: null };
  const corners = linesOf(f.geometry).flat();
  const moved = corners.map((c): [number, number] => [c[0]! + dLng, c[1]! + dLat]);
  const near = nearbyOthers(fence, i, moved, tolerance);
  if (near.features.length === 0) return { dLng, dLat, snap: null };
  let best: { snap: SnapResult; from: [number, number]; d: number; vertex: boolean } | null = null;
  for (const p of moved) {
    const s = snapPosition(near.fence, p, tolerance);
    if (!s) continue;
    const k = Math.cos((p[1] * Math.PI) / 180);
    const d = ((s.to[0]! - p[0]) * k) ** 2 + (s.to[1]! - p[1]) ** 2;
    const vertex = s.kind === 'vertex';
    // A corner on a corner beats a corner on an edge; among equals, the nearest.
    if (!best || (vertex && !best.vertex) || (vertex === best.vertex && d < best.d)) best = { snap: s, from: p, d, vertex };
  }
  if (!best) return { dLng, dLat, snap: null };
  const snap = { ...best.snap, feature: near.features[best.snap.feature]! };
  return { dLng: dLng + best.snap.to[0]! - best.from[0], dLat: dLat + best.snap.to[1]! - best.from[1], snap };
}

/** The other shapes near the moved corners' box (with their indexes in the whole fence). */
function nearbyOthers(fence: GeoFeatureCollection, skip: number, pts: Array<[number, number]>, tol: number) {
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const [x, y] of pts) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  const tolLng = tol / Math.max(Math.cos((((s + n) / 2) * Math.PI) / 180), 1e-6);
  const features: number[] = [];
  const kept: GeoFeatureCollection['features'] = [];
  fence.features.forEach((f, fi) => {
    if (fi === skip) return;
    if (!linesOf(f.geometry).some((line) => boxesMeet(line, w - tolLng, s - tol, e + tolLng, n + tol))) return;
    features.push(fi);
    kept.push(f);
  });
  return { fence: { type: 'FeatureCollection', features: kept } as GeoFeatureCollection, features };
}

function boxesMeet(line: Position[], w: number, s: number, e: number, n: number): boolean {
  const [lw, ls, le, ln] = lineBox(line);
  return lw <= e && w <= le && ls <= n && s <= ln;
}
