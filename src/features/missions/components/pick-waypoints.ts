import type { Map as MapLibreMap } from 'maplibre-gl';
import type { Waypoint } from '@/lib/mission-model/mission-model';

type ScreenBox = [[number, number], [number, number]];

/**
 * Indices of the waypoints drawn inside a screen box. The box's corners are turned into a
 * lng/lat range first (all four, so a rotated or pitched map is covered), which leaves only a
 * handful of waypoints to project: a 5,000-point route costs a few comparisons per point.
 */
export function waypointsInBox(map: MapLibreMap, route: readonly Waypoint[], [[x0, y0], [x1, y1]]: ScreenBox): number[] {
  const corners = [map.unproject([x0, y0]), map.unproject([x1, y0]), map.unproject([x1, y1]), map.unproject([x0, y1])];
  const west = Math.min(...corners.map((c) => c.lng)),
    east = Math.max(...corners.map((c) => c.lng));
  const south = Math.min(...corners.map((c) => c.lat)),
    north = Math.max(...corners.map((c) => c.lat));
  const hits: number[] = [];
  for (let i = 0; i < route.length; i++) {
    const w = route[i] as Waypoint;
    if (w.lng < west || w.lng > east || w.lat < south || w.lat > north) continue;
    const p = map.project([w.lng, w.lat]);
    if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1) hits.push(i);
  }
  return hits;
}

/** The waypoint nearest to a screen point within `radius` pixels, if any. */
export function waypointAt(map: MapLibreMap, route: readonly Waypoint[], x: number, y: number, radius: number): number | undefined {
  let best: number | undefined;
  let bestD = radius;
  for (const i of waypointsInBox(map, route, [
    [x - radius, y - radius],
    [x + radius, y + radius],
  ])) {
    const w = route[i] as Waypoint;
    const p = map.project([w.lng, w.lat]);
    const d = Math.hypot(p.x - x, p.y - y);
    if (d <= bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
