// The geofence half of `validateMission` (the one mission/geofence check: the mission editor and
// task publishing both get here through it). Waypoints and every leg against inclusion and
// exclusion areas, with optional floor/ceiling altitudes per area, on prepared polygons (see
// polygon-index: a 5,000-waypoint mission against a 5,000-vertex fence in milliseconds).
import type { Feature, Polygon } from 'geojson';
import type { GeofenceFeatureCollection, GeofenceProperties, Waypoint } from '@/lib/mission-model/mission-model';
import { preparePolygon, type Placement, type PreparedPolygon } from './polygon-index';
import type { Violation } from './validate-mission';

/** An area's altitude band, in the mission's height reference (m); absent = unbounded. */
export interface AltitudeBand {
  floor?: number;
  ceiling?: number;
}

const num = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : undefined;

/** `floor` / `ceiling` from a feature's properties (numbers, or numeric strings as the key/value editor writes them). */
export function altitudeBand(p: GeofenceProperties | Record<string, unknown> | null | undefined): AltitudeBand {
  const floor = num(p?.floor),
    ceiling = num(p?.ceiling);
  return { ...(floor !== undefined ? { floor } : {}), ...(ceiling !== undefined ? { ceiling } : {}) };
}

interface Zone {
  poly: PreparedPolygon;
  band: AltitudeBand;
  name: string;
}

const inBox = (z: Zone, x: number, y: number) => x >= z.poly.box[0] && x <= z.poly.box[2] && y >= z.poly.box[1] && y <= z.poly.box[3];
const boxesMeet = (z: Zone, x0: number, y0: number, x1: number, y1: number) =>
  x0 <= z.poly.box[2] && z.poly.box[0] <= x1 && y0 <= z.poly.box[3] && z.poly.box[1] <= y1;
/** Does [lo, hi] overlap the band? */
const overlapsBand = (b: AltitudeBand, lo: number, hi: number) =>
  (b.floor === undefined || hi >= b.floor) && (b.ceiling === undefined || lo <= b.ceiling);
const bandText = (b: AltitudeBand) =>
  b.floor !== undefined && b.ceiling !== undefined
    ? `${b.floor}–${b.ceiling} m`
    : b.floor !== undefined
      ? `from ${b.floor} m up`
      : `up to ${b.ceiling} m`;

function zonesOf(fence: GeofenceFeatureCollection, kind: 'inclusion' | 'exclusion'): Zone[] {
  return fence.features
    .filter((f) => f.properties.geofence === kind && f.geometry?.type === 'Polygon')
    .map((f: Feature<Polygon, GeofenceProperties>, i) => ({
      poly: preparePolygon(f.geometry.coordinates),
      band: altitudeBand(f.properties),
      name: typeof f.properties.name === 'string' ? `"${f.properties.name}"` : `${kind} zone ${i + 1}`,
    }));
}

/**
 * A waypoint is allowed when some inclusion contains it (boundary included) at an altitude inside
 * that area's band, and no exclusion contains it at an altitude inside the exclusion's band. A leg
 * between two allowed points must not cross out of the inclusion it stays in, nor meet an exclusion
 * whose band its altitudes reach.
 */
export function geofenceRouteViolations(
  route: readonly Waypoint[],
  fence: GeofenceFeatureCollection,
  validCoord: readonly boolean[],
): Violation[] {
  const out: Violation[] = [];
  const inc = zonesOf(fence, 'inclusion'),
    exc = zonesOf(fence, 'exclusion');
  // Where each waypoint lies in each inclusion, found once: a leg's two ends are waypoints, so the
  // leg checks below read these instead of locating every waypoint twice more.
  const placed = inc.map(() => new Array<Placement | undefined>(route.length));
  const placeIn = (zi: number, i: number): Placement => {
    const known = placed[zi]![i];
    if (known) return known;
    const z = inc[zi]!,
      wp = route[i]!;
    const at = inBox(z, wp.lng, wp.lat) ? z.poly.locate([wp.lng, wp.lat]) : 'outside';
    placed[zi]![i] = at;
    return at;
  };
  const pointOk = route.map((wp, i) => {
    if (!validCoord[i]) return false;
    const p = [wp.lng, wp.lat];
    let ok = true;
    if (inc.length) {
      const containing = inc.filter((_, zi) => placeIn(zi, i) !== 'outside');
      if (!containing.length) {
        out.push({ code: 'outside-inclusion', waypointIndex: i, message: `Waypoint ${i + 1} is outside the allowed flight area` });
        ok = false;
      } else if (!containing.some((z) => overlapsBand(z.band, wp.altitude, wp.altitude))) {
        const z = containing[0]!;
        out.push({
          code: 'altitude-outside-area',
          waypointIndex: i,
          field: 'altitude',
          message: `Waypoint ${i + 1}: altitude ${wp.altitude} m is outside allowed area ${z.name} (${bandText(z.band)})`,
        });
        ok = false;
      }
    }
    const hit = exc.find(
      (z) => inBox(z, wp.lng, wp.lat) && overlapsBand(z.band, wp.altitude, wp.altitude) && z.poly.locate(p) !== 'outside',
    );
    if (hit) {
      out.push({ code: 'inside-exclusion', waypointIndex: i, message: `Waypoint ${i + 1} is inside no-fly zone ${hit.name}` });
      ok = false;
    }
    return ok;
  });
  for (let i = 0; i + 1 < route.length; i++) {
    // Legs are checked only between allowed points: otherwise the point violation already says it.
    if (!pointOk[i] || !pointOk[i + 1]) continue;
    const a = route[i]!,
      b = route[i + 1]!;
    if (a.lat === b.lat && a.lng === b.lng) continue;
    const pa = [a.lng, a.lat],
      pb = [b.lng, b.lat],
      mid = [(a.lng + b.lng) / 2, (a.lat + b.lat) / 2];
    const x0 = Math.min(a.lng, b.lng),
      y0 = Math.min(a.lat, b.lat),
      x1 = Math.max(a.lng, b.lng),
      y1 = Math.max(a.lat, b.lat);
    const lo = Math.min(a.altitude, b.altitude),
      hi = Math.max(a.altitude, b.altitude);
    // Within an inclusion: both ends and the middle not outside it, and no edge crossed through.
    const within = (z: Zone, zi: number) =>
      inBox(z, x0, y0) &&
      inBox(z, x1, y1) &&
      placeIn(zi, i) !== 'outside' &&
      placeIn(zi, i + 1) !== 'outside' &&
      z.poly.locate(mid) !== 'outside' &&
      !z.poly.crossesBoundary(pa, pb, true);
    if (inc.length && !inc.some(within))
      out.push({
        code: 'leg-leaves-inclusion',
        legIndex: i,
        message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) leaves the allowed flight area`,
      });
    const hit = exc.find((z) => boxesMeet(z, x0, y0, x1, y1) && overlapsBand(z.band, lo, hi) && z.poly.crossesBoundary(pa, pb, false));
    if (hit)
      out.push({
        code: 'leg-crosses-exclusion',
        legIndex: i,
        message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) crosses no-fly zone ${hit.name}`,
      });
  }
  return out;
}
