import { bbox } from '@turf/turf';
import type { GeoFeature, GeoFeatureCollection, Position } from '@/lib/contract/geojson';
import type { Violation } from '@/lib/geo/validate-mission';
import { edgeMidpoints, vertices } from './geofence-edits';

type FC = GeoJSON.FeatureCollection;
const fc = (features: GeoJSON.Feature[]): FC => ({ type: 'FeatureCollection', features });
const point = (c: Position, properties: Record<string, unknown> = {}): GeoJSON.Feature => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: c },
});

/** The fence with each feature's index in its properties (the map reports clicks by it). */
export const indexedFence = (fence: GeoFeatureCollection): FC =>
  fc(fence.features.map((f, index) => ({ ...f, properties: { ...f.properties, index } }) as GeoJSON.Feature));

/** Vertex and midpoint handles of the selected shape. */
export function handlesOf(fence: GeoFeatureCollection, selected: number): FC {
  const f = fence.features[selected];
  if (!f) return fc([]);
  return fc([
    ...edgeMidpoints(f).map((c, index) => point(c, { role: 'mid', index })),
    ...vertices(f).map((c, index) => point(c, { role: 'vertex', index })),
  ]);
}

/** The shape being drawn: its points and the line through them. */
export function draftOf(pts: Position[]): FC {
  return fc([
    ...(pts.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: pts } } as GeoJSON.Feature] : []),
    ...pts.map((p) => point(p)),
  ]);
}

export interface RoutePoint {
  lat: number;
  lng: number;
}

export function routeOf(route: readonly RoutePoint[]): FC {
  const coords = route.map((p) => [p.lng, p.lat]);
  return fc([
    ...(coords.length > 1
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } } as GeoJSON.Feature]
      : []),
    ...coords.map((c) => point(c)),
  ]);
}

/** Violations drawn: the waypoint circled, or the leg in red. */
export function violationsOf(route: readonly RoutePoint[], violations: readonly Violation[]): FC {
  const out: GeoJSON.Feature[] = [];
  for (const v of violations) {
    const a = v.waypointIndex !== undefined ? route[v.waypointIndex] : undefined;
    if (a) out.push(point([a.lng, a.lat]));
    const l = v.legIndex;
    const s = l !== undefined ? route[l] : undefined,
      e = l !== undefined ? route[l + 1] : undefined;
    if (s && e)
      out.push({
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: [
            [s.lng, s.lat],
            [e.lng, e.lat],
          ],
        },
      });
  }
  return fc(out);
}

/** Bounds of everything worth seeing (fence, route, task location), or undefined when nothing. */
export function boundsOf(...parts: FC[]): [number, number, number, number] | undefined {
  const features = parts.flatMap((p) => p.features);
  if (!features.length) return undefined;
  const b = bbox(fc(features));
  return [b[0], b[1], b[2], b[3]];
}

/**
 * What a drag shows while it lasts, kept small so the map redraws only it: for a vertex, the two
 * edges meeting at its new position; for a whole shape, the moved shape. The fence itself changes
 * once, on release.
 */
export function liveDragOf(base: GeoFeature | undefined, drag: { vertex: number; to: Position } | { moved: GeoFeature }): FC {
  if ('moved' in drag) return fc([drag.moved as GeoJSON.Feature]);
  if (!base) return fc([]);
  const vs = vertices(base);
  const ring = base.geometry.type === 'Polygon';
  const at = (k: number) => (ring ? vs[(k + vs.length) % vs.length] : vs[k]);
  const line = [at(drag.vertex - 1), drag.to, at(drag.vertex + 1)].filter((p): p is Position => p !== undefined);
  return fc([
    ...(line.length > 1
      ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } } as GeoJSON.Feature]
      : []),
    point(drag.to),
  ]);
}
