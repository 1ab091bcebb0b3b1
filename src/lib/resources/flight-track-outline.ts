import type { FlightTrack } from './flight-track';

/**
 * The samples to draw a track's line with: at most about `maxPoints`, each at least 1/maxPoints
 * of the path's length from the last one kept (longitude scaled by the latitude's cosine), plus
 * the first and last. One pass; the map draws this, the replay marker and the chart keep every
 * sample. 100,000 points at 10 Hz draw as ~5,000 without a visible difference at the fitted zoom.
 */
export function trackOutline(track: FlightTrack, maxPoints = 5_000): Int32Array {
  const n = track.length;
  if (n <= maxPoints) return Int32Array.from({ length: n }, (_, i) => i);
  const k = Math.cos(((track.lat[0] as number) * Math.PI) / 180);
  let path = 0;
  for (let i = 1; i < n; i++) path += dist(track, i - 1, i, k);
  const eps = path / maxPoints;
  const out = new Int32Array(n);
  let m = 0;
  out[m++] = 0;
  let last = 0;
  for (let i = 1; i < n - 1; i++) {
    if (dist(track, last, i, k) >= eps) {
      out[m++] = i;
      last = i;
    }
  }
  out[m++] = n - 1;
  return out.slice(0, m);
}

function dist(t: FlightTrack, a: number, b: number, k: number): number {
  const dx = ((t.lng[b] as number) - (t.lng[a] as number)) * k;
  const dy = (t.lat[b] as number) - (t.lat[a] as number);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The positions a map draws a track's line through: its outline (≤ ~5,000 samples), not all 100,000 (tiling those took seconds). */
export function outlinePositions(track: FlightTrack): { lng: Float64Array; lat: Float64Array } {
  const keep = track.outline ?? trackOutline(track);
  const lng = new Float64Array(keep.length);
  const lat = new Float64Array(keep.length);
  for (let k = 0; k < keep.length; k++) {
    const i = keep[k] as number;
    lng[k] = track.lng[i] as number;
    lat[k] = track.lat[i] as number;
  }
  return { lng, lat };
}

/** The track's outline as a GeoJSON line. */
export function trackLine(track: FlightTrack): GeoJSON.Feature<GeoJSON.LineString> {
  const { lng, lat } = outlinePositions(track);
  const coords = Array.from(lng, (x, k): [number, number] => [x, lat[k] as number]);
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } };
}
