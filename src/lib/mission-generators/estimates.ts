// Figures shown beside the generator settings while the user draws and tunes: the drawn shape's
// size and what the generated route will cost (photos, flight time, batteries).
import { centroid, localFrame, openRing, polygonAreaXY, type LngLat } from '@/lib/geo/local-geometry';

/** Area of a drawn ring in m² (0 below 3 corners). */
export function ringArea(vertices: readonly LngLat[]): number {
  const open = openRing([...vertices]);
  if (open.length < 3) return 0;
  const frame = localFrame(centroid(open));
  return polygonAreaXY(open.map(frame.toXY));
}

/** Length of a drawn line in metres. */
export function lineLength(vertices: readonly LngLat[]): number {
  if (vertices.length < 2) return 0;
  const frame = localFrame(centroid([...vertices]));
  let len = 0;
  for (let i = 1; i < vertices.length; i++) {
    const a = frame.toXY(vertices[i - 1] as LngLat),
      b = frame.toXY(vertices[i] as LngLat);
    len += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  return len;
}

/** Usable flight time of one battery, minutes: a conservative figure for current enterprise drones. */
export const DEFAULT_BATTERY_MINUTES = 25;

export function batteriesNeeded(flightSeconds: number, batteryMinutes = DEFAULT_BATTERY_MINUTES): number {
  if (!(flightSeconds > 0)) return 0;
  return Math.max(1, Math.ceil(flightSeconds / (batteryMinutes * 60)));
}

const nf = (digits: number) => new Intl.NumberFormat(undefined, { maximumFractionDigits: digits });

/** m² below one hectare, hectares above. */
export function formatArea(m2: number): string {
  return m2 < 10_000 ? `${nf(0).format(m2)} m²` : `${nf(2).format(m2 / 10_000)} ha`;
}

export function formatLength(m: number): string {
  return m < 1000 ? `${nf(0).format(m)} m` : `${nf(2).format(m / 1000)} km`;
}

export type ShapeKind = 'polygon' | 'line' | 'point';

/** Why a shape cannot be generated from yet, in the user's words; null when it can. */
export function shapeNotReady(kind: ShapeKind, vertices: readonly LngLat[], drawing: boolean): string | null {
  const need = kind === 'polygon' ? 3 : kind === 'line' ? 2 : 1;
  const what = kind === 'polygon' ? 'an area' : kind === 'line' ? 'a line' : 'a base point';
  if (drawing) {
    if (vertices.length < need)
      return `Draw ${what}: ${need - vertices.length} more point${need - vertices.length === 1 ? '' : 's'} needed.`;
    return kind === 'polygon'
      ? 'Close the area first: click its first point, press Enter or Finish.'
      : 'Finish the line first: press Enter or Finish.';
  }
  if (vertices.length < need) return `Draw ${what} on the map first (${need === 1 ? 'one point' : `at least ${need} points`}).`;
  return null;
}
