// Shapes for `bench:jobs`, built so the benchmark knows where a vertex is on screen: the editor fits
// the map to the fence (and the task location, put at its centre), so the centre of the fence's
// bounding box is the centre of the map, and each fence below has one vertex exactly there.
import type { GeoFeature, GeoFeatureCollection, Position } from '../src/lib/contract/geojson';

export const CENTER = { lng: 8.54, lat: 47.37 };
const M_LAT = 1 / 111_320;
const M_LNG = 1 / (111_320 * Math.cos((CENTER.lat * Math.PI) / 180));
const at = (eastM: number, northM: number): Position => [CENTER.lng + eastM * M_LNG, CENTER.lat + northM * M_LAT];

const polygon = (ring: Position[], properties: Record<string, unknown>): GeoFeature =>
  ({ type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [[...ring, ring[0]!]] } }) as GeoFeature;

/**
 * One allowed area of `n` vertices: a "pac-man" circle (radius r m) whose mouth vertex is the centre
 * of its bounding box (the mouth is 4°, so the box stays centred on it to a fraction of a pixel).
 */
export function bigArea(n: number, r = 800): GeoFeatureCollection {
  const ring: Position[] = [at(0, 0)];
  const mouth = (2 * Math.PI) / 180;
  for (let i = 0; i < n - 1; i++) {
    const a = mouth + ((2 * Math.PI - 2 * mouth) * i) / (n - 2);
    ring.push(at(r * Math.cos(a), r * Math.sin(a)));
  }
  return { type: 'FeatureCollection', features: [polygon(ring, { name: `Area of ${n} vertices`, geofence: 'inclusion' })] };
}

/**
 * `count` separate no-fly squares on a 40-column grid (spacing s m, side s/2). The first is a small
 * triangle whose corner is the centre of the grid's box, which falls in a gap between squares.
 */
export function manyAreas(count: number, s = 40): GeoFeatureCollection {
  const cols = 40,
    rows = Math.ceil(count / cols),
    w = s / 2;
  const x0 = -((cols - 1) * s + w) / 2,
    y0 = -((rows - 1) * s + w) / 2;
  const features: GeoFeature[] = [polygon([at(0, 0), at(w / 3, 0), at(0, w / 3)], { name: 'Area 1', geofence: 'exclusion' })];
  for (let i = 1; i < count; i++) {
    const x = x0 + (i % cols) * s,
      y = y0 + Math.floor(i / cols) * s;
    features.push(polygon([at(x, y), at(x + w, y), at(x + w, y + w), at(x, y + w)], { name: `Area ${i + 1}`, geofence: 'exclusion' }));
  }
  return { type: 'FeatureCollection', features };
}

/** A lawn-mower of n waypoints over about 1.2 × 1 km around the centre, 60 m. */
export function bigRoute(n: number): Array<{ lat: number; lng: number; altitude: number }> {
  const rows = 50,
    perRow = n / rows;
  const out: Array<{ lat: number; lng: number; altitude: number }> = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < perRow; c++) {
      const col = r % 2 ? perRow - 1 - c : c;
      const [lng, lat] = at(-600 + (col * 1200) / perRow, -500 + (r * 1000) / rows);
      out.push({ lat: lat!, lng: lng!, altitude: 60 });
    }
  return out;
}

/** A closed allowed circle of n vertices (radius r m) and a no-fly square across the route's middle. */
export function fenceForRoute(n: number, r = 900): GeoFeatureCollection {
  const ring: Position[] = [];
  for (let i = 0; i < n; i++) ring.push(at(r * Math.cos((2 * Math.PI * i) / n), r * Math.sin((2 * Math.PI * i) / n)));
  const sq = [at(-50, -50), at(50, -50), at(50, 50), at(-50, 50)];
  return {
    type: 'FeatureCollection',
    features: [polygon(ring, { name: 'Work area', geofence: 'inclusion' }), polygon(sq, { name: 'Mast', geofence: 'exclusion' })],
  };
}
