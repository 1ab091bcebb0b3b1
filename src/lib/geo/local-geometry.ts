// Flat local coordinates (metres east/north of an origin) for the generators. An equirectangular
// projection is accurate to well under 0.5 % over a few kilometres, and plain arithmetic keeps a
// 1 km² survey far below its time budget.
/** [lng, lat] positions, GeoJSON order. */
export type LngLat = [number, number];

const R = 6371008.8; // mean Earth radius, the one turf uses
const RAD = Math.PI / 180;

export type XY = [number, number];

export interface LocalFrame {
  toXY(p: LngLat): XY;
  toLngLat(p: XY): LngLat;
}

export function localFrame(origin: LngLat): LocalFrame {
  const k = Math.cos(origin[1] * RAD);
  return {
    toXY: (p) => [(p[0] - origin[0]) * RAD * R * k, (p[1] - origin[1]) * RAD * R],
    toLngLat: (p) => [origin[0] + p[0] / (R * k * RAD), origin[1] + p[1] / (R * RAD)],
  };
}

export function centroid(ring: LngLat[]): LngLat {
  let x = 0,
    y = 0;
  for (const p of ring) {
    x += p[0];
    y += p[1];
  }
  return [x / ring.length, y / ring.length];
}

/** Drops the closing vertex if the ring repeats its first point. */
export function openRing<T extends [number, number]>(ring: T[]): T[] {
  const a = ring[0],
    b = ring[ring.length - 1];
  return ring.length > 1 && a && b && a[0] === b[0] && a[1] === b[1] ? ring.slice(0, -1) : ring;
}

export function polygonAreaXY(ring: XY[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!,
      b = ring[(i + 1) % ring.length]!;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

const rotate = (p: XY, c: number, s: number): XY => [p[0] * c - p[1] * s, p[0] * s + p[1] * c];

/** Compass bearing (deg, clockwise from north) of the vector a→b in local metres. */
export const bearingXY = (a: XY, b: XY): number => (Math.atan2(b[0] - a[0], b[1] - a[1]) / RAD + 360) % 360;

/**
 * Parallel flight lines `spacing` metres apart covering a polygon, along compass direction
 * `angle`. Rotates the polygon so the lines are horizontal, intersects each line with the edges
 * (even-odd rule, so concave shapes give several segments per line) and rotates back.
 * Returns segments per line, in sweep order.
 */
export function sweepLines(ring: XY[], angle: number, spacing: number): [XY, XY][][] {
  const beta = (90 - angle) * RAD; // math angle of the line direction
  const c = Math.cos(-beta),
    s = Math.sin(-beta);
  const rot = ring.map((p) => rotate(p, c, s));
  let ymin = Infinity,
    ymax = -Infinity;
  for (const p of rot) {
    if (p[1] < ymin) ymin = p[1];
    if (p[1] > ymax) ymax = p[1];
  }
  const height = ymax - ymin;
  if (!(spacing > 0) || !(height > 0)) return [];
  const n = Math.max(1, Math.ceil(height / spacing));
  const y0 = ymin + (height - (n - 1) * spacing) / 2;
  const back = (p: XY) => rotate(p, Math.cos(beta), Math.sin(beta));
  const lines: [XY, XY][][] = [];
  for (let k = 0; k < n; k++) {
    const y = y0 + k * spacing;
    const xs: number[] = [];
    for (let i = 0; i < rot.length; i++) {
      const a = rot[i]!,
        b = rot[(i + 1) % rot.length]!;
      if ((a[1] <= y && b[1] > y) || (b[1] <= y && a[1] > y)) xs.push(a[0] + ((y - a[1]) / (b[1] - a[1])) * (b[0] - a[0]));
    }
    xs.sort((p, q) => p - q);
    const segs: [XY, XY][] = [];
    for (let i = 0; i + 1 < xs.length; i += 2) segs.push([back([xs[i]!, y]), back([xs[i + 1]!, y])]);
    if (segs.length) lines.push(segs);
  }
  return lines;
}

/** Offsets an open polyline sideways by `d` metres (positive = left of travel), mitred joins. */
export function offsetPolyline(line: XY[], d: number): XY[] {
  const normals = line.slice(0, -1).map((a, i) => {
    const b = line[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len] as XY;
  });
  return line.map((p, i) => {
    const n0 = normals[Math.max(0, i - 1)]!,
      n1 = normals[Math.min(normals.length - 1, i)]!;
    const mx = n0[0] + n1[0],
      my = n0[1] + n1[1];
    const ml = Math.hypot(mx, my);
    if (ml < 1e-9) return [p[0] + n1[0] * d, p[1] + n1[1] * d];
    // Miter length 1/cos(half angle), capped so sharp turns do not shoot off.
    const factor = Math.min(4, 2 / ml);
    return [p[0] + (mx / ml) * factor * d, p[1] + (my / ml) * factor * d];
  });
}

/** Even-odd point-in-polygon. */
export function insideRing(ring: XY[], p: XY): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!,
      b = ring[j]!;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/**
 * Whether the straight leg a→b (both on the ring's edges, as survey line ends are) leaves the area:
 * it crosses an edge between its ends, or runs outside. Touching at its own ends does not count.
 */
export function legLeavesRing(ring: XY[], a: XY, b: XY): boolean {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const eps = 1e-9;
  for (let i = 0; i < ring.length; i++) {
    const c = ring[i]!,
      d = ring[(i + 1) % ring.length]!;
    const ex = d[0] - c[0],
      ey = d[1] - c[1];
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < eps) continue; // parallel: no crossing
    const t = ((c[0] - a[0]) * ey - (c[1] - a[1]) * ex) / den;
    const u = ((c[0] - a[0]) * dy - (c[1] - a[1]) * dx) / den;
    if (t > 1e-6 && t < 1 - 1e-6 && u >= -eps && u <= 1 + eps) return true;
  }
  return !insideRing(ring, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
}

const distToSegment = (p: XY, a: XY, b: XY): number => {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
};

/** Index of the ring edge (i → i+1) nearest to p. */
function edgeOf(ring: XY[], p: XY): number {
  let best = 0,
    bestD = Infinity;
  for (let i = 0; i < ring.length; i++) {
    const d = distToSegment(p, ring[i]!, ring[(i + 1) % ring.length]!);
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

const pathLength = (pts: XY[]): number => pts.slice(1).reduce((s, p, i) => s + Math.hypot(p[0] - pts[i]![0], p[1] - pts[i]![1]), 0);

/**
 * The shorter way from a to b along the ring's edges (both points on the ring): the corners to fly
 * through, in order. Empty when both sit on the same edge.
 */
export function pathAlongRing(ring: XY[], a: XY, b: XY): XY[] {
  const n = ring.length;
  const ia = edgeOf(ring, a),
    ib = edgeOf(ring, b);
  if (ia === ib) return [];
  const forward: XY[] = [];
  for (let i = (ia + 1) % n; ; i = (i + 1) % n) {
    forward.push(ring[i]!);
    if (i === ib) break;
  }
  const backward: XY[] = [];
  for (let i = ia; ; i = (i - 1 + n) % n) {
    backward.push(ring[i]!);
    if (i === (ib + 1) % n) break;
  }
  return pathLength([a, ...forward, b]) <= pathLength([a, ...backward, b]) ? forward : backward;
}
