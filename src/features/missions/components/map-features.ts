import type { Waypoint } from '@/lib/mission-model/mission-model';

/** GeoJSON built for the map: ONE line for the whole route and ONE point collection. */
export function routeLine(route: readonly Waypoint[]): GeoJSON.FeatureCollection {
  if (route.length < 2) return { type: 'FeatureCollection', features: [] };
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: route.map((w) => [w.lng, w.lat]) } }],
  };
}

/**
 * Every waypoint as ONE MultiPoint feature. The map's tiling and drawing cost grows with the
 * number of features, not of vertices: 5,000 Point features took about 400 ms longer to show
 * than this one feature (bench:missions). Picking a waypoint does not need features either, it
 * projects the route (see pick-waypoints.ts).
 */
export function routeVertices(route: readonly Waypoint[]): GeoJSON.FeatureCollection {
  if (route.length === 0) return EMPTY_FC;
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates: route.map((w) => [w.lng, w.lat]) } }],
  };
}

/** The few waypoints drawn differently: the first, the selected and those with a problem. */
export function markedPoints(
  route: readonly Waypoint[],
  selected: ReadonlySet<number>,
  bad: ReadonlySet<number>,
): GeoJSON.FeatureCollection {
  const marked = new Set<number>([...selected, ...bad]);
  if (route.length > 0) marked.add(0);
  const features: GeoJSON.Feature[] = [];
  for (const i of [...marked].sort((a, b) => a - b)) {
    const w = route[i];
    if (!w) continue;
    features.push({
      type: 'Feature',
      properties: { sel: selected.has(i) ? 1 : 0, bad: bad.has(i) ? 1 : 0, first: i === 0 ? 1 : 0 },
      geometry: { type: 'Point', coordinates: [w.lng, w.lat] },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The small "active" source while dragging: the moved point and its two adjacent legs. */
export function activeDrag(route: readonly Waypoint[], index: number, lng: number, lat: number): GeoJSON.FeatureCollection {
  const coords: [number, number][] = [];
  const prev = route[index - 1];
  const next = route[index + 1];
  if (prev) coords.push([prev.lng, prev.lat]);
  coords.push([lng, lat]);
  if (next) coords.push([next.lng, next.lat]);
  const features: GeoJSON.Feature[] = [{ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [lng, lat] } }];
  if (coords.length > 1) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } });
  return { type: 'FeatureCollection', features };
}

export const EMPTY_FC: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The shape drawn for a generator (area, corridor line or base point). An area is filled from its
 * third corner on, while it is still being drawn, so its extent is visible before it is closed.
 */
export function draftShape(
  vertices: readonly [number, number][],
  closed: boolean,
  kind?: 'polygon' | 'line' | 'point',
): GeoJSON.FeatureCollection {
  const features: GeoJSON.Feature[] = vertices.map((c, i) => ({
    type: 'Feature',
    properties: { first: i === 0 && !closed ? 1 : 0 },
    geometry: { type: 'Point', coordinates: c },
  }));
  const area = kind === undefined ? closed : kind === 'polygon';
  if (vertices.length >= 3 && area) {
    features.push({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [[...vertices, vertices[0] as [number, number]]] },
    });
  } else if (vertices.length >= 2) {
    features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [...vertices] } });
  }
  return { type: 'FeatureCollection', features };
}

export function routeBounds(route: readonly { lat: number; lng: number }[]): [[number, number], [number, number]] | null {
  if (route.length === 0) return null;
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const p of route) {
    if (p.lng < w) w = p.lng;
    if (p.lng > e) e = p.lng;
    if (p.lat < s) s = p.lat;
    if (p.lat > n) n = p.lat;
  }
  return [
    [w, s],
    [e, n],
  ];
}

export function fenceBounds(fc: GeoJSON.FeatureCollection | undefined): [[number, number], [number, number]] | null {
  const pts: { lng: number; lat: number }[] = [];
  for (const f of fc?.features ?? []) {
    if (f.geometry?.type === 'Polygon')
      for (const ring of f.geometry.coordinates) for (const [lng, lat] of ring) pts.push({ lng: lng as number, lat: lat as number });
  }
  return pts.length ? routeBounds(pts) : null;
}
