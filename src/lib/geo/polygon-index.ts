// A polygon prepared for many point and segment queries (a mission of thousands of waypoints
// against a fence of thousands of vertices): its edges are binned in a uniform grid, so a query
// looks at the few edges near it instead of all of them. turf's booleanWithin/booleanIntersects
// walk every edge for every leg, which took about a minute for 5,000 legs × 5,000 vertices.
import type { Position } from 'geojson';

export type Placement = 'inside' | 'boundary' | 'outside';

export interface PreparedPolygon {
  box: [number, number, number, number];
  /** Where p lies: boundary counts separately (turf's default counts it as inside). */
  locate(p: Position): Placement;
  /** Does segment a–b meet an edge? `proper`: only a crossing through both, not a touch or overlap. */
  crossesBoundary(a: Position, b: Position, proper: boolean): boolean;
  /** Do two edges that are not neighbours in their ring meet (a kink, as turf's `kinks` finds)? */
  selfIntersects(): boolean;
  /** Does segment a–b (a point when a = b) come within `meters` of an edge (local flat-earth metres)? */
  nearerThan(a: Position, b: Position, meters: number): boolean;
}

const M_PER_DEG_LAT = 110_574;
const M_PER_DEG_LNG_EQ = 111_320;

/** Distance from p to segment a–b, all in the same plane units. */
function pointSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax,
    dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Shortest distance between two segments in metres, projected flat around their latitude. */
export function segmentDistanceMeters(p1: Position, p2: Position, q1: Position, q2: Position): number {
  if (segmentsMeet(p1, p2, q1, q2) !== 0) return 0;
  const kx = M_PER_DEG_LNG_EQ * Math.cos(((p1[1]! + q1[1]!) / 2) * (Math.PI / 180)),
    ky = M_PER_DEG_LAT;
  const [ax, ay, bx, by, cx, cy, dx, dy] = [
    p1[0]! * kx,
    p1[1]! * ky,
    p2[0]! * kx,
    p2[1]! * ky,
    q1[0]! * kx,
    q1[1]! * ky,
    q2[0]! * kx,
    q2[1]! * ky,
  ];
  return Math.min(
    pointSegment(ax, ay, cx, cy, dx, dy),
    pointSegment(bx, by, cx, cy, dx, dy),
    pointSegment(cx, cy, ax, ay, bx, by),
    pointSegment(dx, dy, ax, ay, bx, by),
  );
}

const EPS = 1e-12;
const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(v) < EPS ? 0 : Math.sign(v);
};
const onSegment = (ax: number, ay: number, bx: number, by: number, px: number, py: number) =>
  Math.min(ax, bx) - EPS <= px && px <= Math.max(ax, bx) + EPS && Math.min(ay, by) - EPS <= py && py <= Math.max(ay, by) + EPS;

/** Segments p1–p2 and q1–q2: 2 a proper crossing, 1 a touch (an end on the other, or collinear overlap), 0 apart. */
export function segmentsMeet(p1: Position, p2: Position, q1: Position, q2: Position): 0 | 1 | 2 {
  const [ax, ay] = p1 as [number, number],
    [bx, by] = p2 as [number, number],
    [cx, cy] = q1 as [number, number],
    [dx, dy] = q2 as [number, number];
  const o1 = orient(ax, ay, bx, by, cx, cy),
    o2 = orient(ax, ay, bx, by, dx, dy),
    o3 = orient(cx, cy, dx, dy, ax, ay),
    o4 = orient(cx, cy, dx, dy, bx, by);
  if (o1 * o2 < 0 && o3 * o4 < 0) return 2;
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return 1;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return 1;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return 1;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return 1;
  return 0;
}

/** Prepares a polygon (outer ring and holes, GeoJSON order; rings closed or not). */
export function preparePolygon(rings: readonly (readonly Position[])[]): PreparedPolygon {
  const ex: number[] = [];
  // Ring and position of each edge, to tell neighbours (which share a corner) from real crossings.
  const ringOf: number[] = [],
    posOf: number[] = [],
    ringSize: number[] = [];
  rings.forEach((ring, ri) => {
    let k = 0;
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!,
        b = ring[(i + 1) % ring.length]!;
      if (a[0] === b[0] && a[1] === b[1]) continue;
      ex.push(a[0]!, a[1]!, b[0]!, b[1]!);
      ringOf.push(ri);
      posOf.push(k++);
    }
    ringSize.push(k);
  });
  const n = ex.length / 4;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (let i = 0; i < ex.length; i += 2) {
    x0 = Math.min(x0, ex[i]!);
    x1 = Math.max(x1, ex[i]!);
    y0 = Math.min(y0, ex[i + 1]!);
    y1 = Math.max(y1, ex[i + 1]!);
  }
  const g = Math.max(1, Math.min(256, Math.ceil(Math.sqrt(n))));
  const cw = (x1 - x0) / g || 1,
    ch = (y1 - y0) / g || 1;
  const col = (x: number) => Math.max(0, Math.min(g - 1, Math.floor((x - x0) / cw)));
  const row = (y: number) => Math.max(0, Math.min(g - 1, Math.floor((y - y0) / ch)));
  // Edge ids per cell, and per row band (for the ray cast of `locate`).
  const cells: number[][] = Array.from({ length: g * g }, () => []);
  const bands: number[][] = Array.from({ length: g }, () => []);
  for (let e = 0; e < n; e++) {
    const ax = ex[4 * e]!,
      ay = ex[4 * e + 1]!,
      bx = ex[4 * e + 2]!,
      by = ex[4 * e + 3]!;
    const r0 = row(Math.min(ay, by)),
      r1 = row(Math.max(ay, by)),
      c0 = col(Math.min(ax, bx)),
      c1 = col(Math.max(ax, bx));
    for (let r = r0; r <= r1; r++) {
      bands[r]!.push(e);
      for (let c = c0; c <= c1; c++) cells[r * g + c]!.push(e);
    }
  }
  const seen = new Uint32Array(n);
  let stamp = 0;
  const edge = (e: number): [Position, Position] => [
    [ex[4 * e]!, ex[4 * e + 1]!],
    [ex[4 * e + 2]!, ex[4 * e + 3]!],
  ];

  const locate = (p: Position): Placement => {
    const px = p[0]!,
      py = p[1]!;
    if (px < x0 - EPS || px > x1 + EPS || py < y0 - EPS || py > y1 + EPS) return 'outside';
    let inside = false;
    for (const e of bands[row(py)]!) {
      const ax = ex[4 * e]!,
        ay = ex[4 * e + 1]!,
        bx = ex[4 * e + 2]!,
        by = ex[4 * e + 3]!;
      if (orient(ax, ay, bx, by, px, py) === 0 && onSegment(ax, ay, bx, by, px, py)) return 'boundary';
      if (ay > py !== by > py && px < ((bx - ax) * (py - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside ? 'inside' : 'outside';
  };

  /** Visits each edge whose cells the box of a–b touches, once; stops when `visit` answers true. */
  const near = (a: Position, b: Position, visit: (e: number) => boolean): boolean => {
    const r0 = row(Math.min(a[1]!, b[1]!)),
      r1 = row(Math.max(a[1]!, b[1]!)),
      c0 = col(Math.min(a[0]!, b[0]!)),
      c1 = col(Math.max(a[0]!, b[0]!));
    if (Math.max(a[0]!, b[0]!) < x0 || Math.min(a[0]!, b[0]!) > x1 || Math.max(a[1]!, b[1]!) < y0 || Math.min(a[1]!, b[1]!) > y1)
      return false;
    stamp++;
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++)
        for (const e of cells[r * g + c]!) {
          if (seen[e] === stamp) continue;
          seen[e] = stamp;
          if (visit(e)) return true;
        }
    return false;
  };

  const crossesBoundary = (a: Position, b: Position, proper: boolean): boolean =>
    near(a, b, (e) => {
      const [q1, q2] = edge(e);
      const meet = segmentsMeet(a, b, q1, q2);
      return meet === 2 || (meet === 1 && !proper);
    });

  const neighbours = (i: number, j: number) => {
    if (ringOf[i] !== ringOf[j]) return false;
    const d = Math.abs(posOf[i]! - posOf[j]!);
    return d === 1 || d === ringSize[ringOf[i]!]! - 1;
  };
  const selfIntersects = (): boolean => {
    for (let i = 0; i < n; i++) {
      const [a, b] = edge(i);
      if (near(a, b, (j) => j > i && !neighbours(i, j) && segmentsMeet(a, b, ...edge(j)) !== 0)) return true;
    }
    return false;
  };

  const nearerThan = (a: Position, b: Position, meters: number): boolean => {
    // The query box grown by the distance, in degrees at this latitude, finds the candidate edges.
    const dy = meters / M_PER_DEG_LAT,
      dx = meters / (M_PER_DEG_LNG_EQ * Math.max(0.01, Math.cos(a[1]! * (Math.PI / 180))));
    const lo: Position = [Math.min(a[0]!, b[0]!) - dx, Math.min(a[1]!, b[1]!) - dy],
      hi: Position = [Math.max(a[0]!, b[0]!) + dx, Math.max(a[1]!, b[1]!) + dy];
    return near(lo, hi, (e) => {
      const [q1, q2] = edge(e);
      return segmentDistanceMeters(a, b, q1, q2) < meters;
    });
  };

  return { box: [x0, y0, x1, y1], locate, crossesBoundary, selfIntersects, nearerThan };
}
