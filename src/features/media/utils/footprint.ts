import type { MediaMetadata } from '@/lib/contract/media';

/**
 * Where a photo was taken and the patch of ground it shows, from its metadata alone: the
 * camera's height above the take-off point (gpsalt − baseAltitude, i.e. DJI's RelativeAltitude),
 * the gimbal's yaw/pitch/roll and the field of view from the 35 mm-equivalent focal length.
 * Flat ground at take-off height is assumed (no terrain model), which is what inspectors expect
 * from a footprint drawn on a 2D map.
 */

const isNum = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const RAD = Math.PI / 180;
/** Diagonal of a 35 mm frame (36 × 24 mm). */
const FULL_FRAME_DIAGONAL_MM = Math.hypot(36, 24);
const METRES_PER_DEGREE = 111_320;
/** Corner rays flatter than this (sine of the angle below the horizon) would reach the horizon: no footprint. */
const MIN_DOWNWARD = 0.05;

/** A signed coordinate: the hemisphere ref wins over the sign when both are given (as in the panel). */
export function signedCoordinate(v: number | null | undefined, ref: string | null | undefined, axis: 'lat' | 'lng'): number | undefined {
  if (!isNum(v)) return undefined;
  const r = ref?.trim().toUpperCase();
  const neg = axis === 'lat' ? 'S' : 'W';
  const pos = axis === 'lat' ? 'N' : 'E';
  if (r === neg) return -Math.abs(v);
  if (r === pos) return Math.abs(v);
  return v;
}

/** [lng, lat] of the item, or undefined when it carries no usable position (0,0 is "no fix"). */
export function itemPosition(m: MediaMetadata | null | undefined): [number, number] | undefined {
  if (!m) return undefined;
  const lat = signedCoordinate(m.gpslat, m.gpslatref, 'lat');
  const lng = signedCoordinate(m.gpslng, m.gpslngref, 'lng');
  if (lat === undefined || lng === undefined || Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  if (lat === 0 && lng === 0) return undefined;
  return [lng, lat];
}

/** Horizontal and vertical half-angles (radians) from the 35 mm-equivalent focal length and the image's aspect. */
export function halfFieldOfView(m: MediaMetadata): { h: number; v: number } | undefined {
  const f35 = m.camfocallengthin35mmformat;
  if (!isNum(f35) || f35 <= 0) return undefined;
  const w = m.exifimagewidth ?? m.width;
  const hgt = m.exifimageheight ?? m.height;
  const [aw, ah] = isNum(w) && isNum(hgt) && w > 0 && hgt > 0 ? [w, hgt] : [4, 3];
  const tanDiag = FULL_FRAME_DIAGONAL_MM / 2 / f35;
  const diag = Math.hypot(aw, ah);
  return { h: Math.atan((tanDiag * aw) / diag), v: Math.atan((tanDiag * ah) / diag) };
}

type Vec = [number, number, number];
const add = (a: Vec, b: Vec, s: number): Vec => [a[0] + b[0] * s, a[1] + b[1] * s, a[2] + b[2] * s];

/**
 * The four ground corners (east, north metres from the camera) of a camera `height` m above
 * flat ground, looking along yaw (clockwise from north), pitch (−90 = straight down) and roll.
 * Undefined when a corner ray does not reach the ground (camera at or above the horizon).
 */
export function groundCorners(height: number, yawDeg: number, pitchDeg: number, rollDeg: number, half: { h: number; v: number }) {
  const [y, p, r] = [yawDeg * RAD, pitchDeg * RAD, rollDeg * RAD];
  // East-north-up axes of the camera: forward along the optical axis, right and up in the image.
  const forward: Vec = [Math.sin(y) * Math.cos(p), Math.cos(y) * Math.cos(p), Math.sin(p)];
  const right0: Vec = [Math.cos(y), -Math.sin(y), 0];
  const up0: Vec = [-Math.sin(y) * Math.sin(p), -Math.cos(y) * Math.sin(p), Math.cos(p)];
  const right = add(right0.map((c) => c * Math.cos(r)) as Vec, up0, Math.sin(r));
  const up = add(up0.map((c) => c * Math.cos(r)) as Vec, right0, -Math.sin(r));
  const [th, tv] = [Math.tan(half.h), Math.tan(half.v)];
  const corners: Array<[number, number]> = [];
  // Top-left, top-right, bottom-right, bottom-left of the image.
  for (const [sx, sy] of [
    [-1, 1],
    [1, 1],
    [1, -1],
    [-1, -1],
  ] as const) {
    const d = add(add(forward, right, sx * th), up, sy * tv);
    const down = -d[2] / Math.hypot(d[0], d[1], d[2]);
    if (down < MIN_DOWNWARD) return undefined;
    const t = height / -d[2];
    corners.push([d[0] * t, d[1] * t]);
  }
  return corners;
}

/** Metres east/north of a point to [lng, lat] (a local flat-earth approximation: footprints are ≪ 1 km). */
export function offsetLngLat([lng, lat]: [number, number], east: number, north: number): [number, number] {
  return [lng + east / (METRES_PER_DEGREE * Math.cos(lat * RAD)), lat + north / METRES_PER_DEGREE];
}

/**
 * The photo's ground footprint as a closed [lng, lat] ring, or undefined when the metadata does
 * not allow it (no position, no height above take-off, no gimbal pitch, no focal length, or a
 * camera looking at the horizon). Missing yaw or roll count as 0.
 */
export function photoFootprint(m: MediaMetadata | null | undefined): Array<[number, number]> | undefined {
  const at = m ? itemPosition(m) : undefined;
  if (!m || !at) return undefined;
  if (!isNum(m.gpsalt) || !isNum(m.baseAltitude) || !isNum(m.gimbalpitchdegree)) return undefined;
  const height = m.gpsalt - m.baseAltitude;
  const half = halfFieldOfView(m);
  if (height <= 0.5 || !half) return undefined;
  const corners = groundCorners(height, m.gimbalyawdegree ?? 0, m.gimbalpitchdegree, m.gimbalrolldegree ?? 0, half);
  if (!corners) return undefined;
  const ring = corners.map(([e, n]) => offsetLngLat(at, e, n));
  return [...ring, ring[0] as [number, number]];
}
