// The geofence half of `validateMission` (the one mission/geofence check: the mission editor and
// task publishing both get here through it). Waypoints and every leg against inclusion and
// exclusion areas, with optional floor/ceiling altitudes per area, on prepared polygons (see
// polygon-index: a 5,000-waypoint mission against a 5,000-vertex fence in milliseconds).
import type { Feature, Polygon } from 'geojson';
import type { GeofenceFeatureCollection, GeofenceProperties, Waypoint } from '@/lib/mission-model/mission-model';
import { preparePolygon, type Placement, type PreparedPolygon } from './polygon-index';
import type { Violation } from './validate-mission';

/**
 * The datum an area's floor/ceiling is written in: above take-off (the editor's own areas, the
 * default), above ground (AGL), above sea level (AMSL ≈ EGM96) or above the WGS84 ellipsoid, as
 * published geozones state it.
 */
export type HeightReference = 'takeoff' | 'AGL' | 'AMSL' | 'WGS84';
export const HEIGHT_REFERENCE_WORDS: Record<HeightReference, string> = {
  takeoff: 'above take-off',
  AGL: 'above ground',
  AMSL: 'above sea level',
  WGS84: 'above the WGS84 ellipsoid',
};

/** An area's altitude band (m), in its reference; absent = unbounded. */
export interface AltitudeBand {
  floor?: number;
  ceiling?: number;
  reference?: HeightReference;
}

/** Metres a route must keep from a no-fly zone's edge unless the zone says otherwise (`buffer` property). */
export const DEFAULT_LATERAL_BUFFER_M = 10;

/** Waypoint i's height in a reference; undefined when it cannot be known (take-off or ground unknown). */
export type HeightOf = (index: number, reference: HeightReference) => number | undefined;

const REFS: Record<string, HeightReference> = {
  takeoff: 'takeoff',
  agl: 'AGL',
  sfc: 'AGL',
  amsl: 'AMSL',
  egm96: 'AMSL',
  msl: 'AMSL',
  wgs84: 'WGS84',
};

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
  const ref = typeof p?.altitudeReference === 'string' ? REFS[p.altitudeReference.toLowerCase()] : undefined;
  return {
    ...(floor !== undefined ? { floor } : {}),
    ...(ceiling !== undefined ? { ceiling } : {}),
    ...(ref && ref !== 'takeoff' ? { reference: ref } : {}),
  };
}

interface Zone {
  poly: PreparedPolygon;
  band: AltitudeBand;
  name: string;
  buffer: number;
}

/** Only the polygons marked as inclusion or exclusion areas take part (the one filter for editor, board and service). */
export function geofenceOf(fc: { features?: readonly unknown[] } | null | undefined): GeofenceFeatureCollection | undefined {
  const features = (fc?.features ?? []).filter((f): f is Feature<Polygon, GeofenceProperties> => {
    const o = f as Feature | null;
    return o?.geometry?.type === 'Polygon' && (o.properties?.geofence === 'inclusion' || o.properties?.geofence === 'exclusion');
  });
  return features.length ? { type: 'FeatureCollection', features } : undefined;
}

const inBox = (z: Zone, x: number, y: number) => x >= z.poly.box[0] && x <= z.poly.box[2] && y >= z.poly.box[1] && y <= z.poly.box[3];
const boxesMeet = (z: Zone, x0: number, y0: number, x1: number, y1: number) =>
  x0 <= z.poly.box[2] && z.poly.box[0] <= x1 && y0 <= z.poly.box[3] && z.poly.box[1] <= y1;
/** Does [lo, hi] overlap the band? */
const overlapsBand = (b: AltitudeBand, lo: number, hi: number) =>
  (b.floor === undefined || hi >= b.floor) && (b.ceiling === undefined || lo <= b.ceiling);
const bandText = (b: AltitudeBand) =>
  (b.floor !== undefined && b.ceiling !== undefined
    ? `${b.floor}–${b.ceiling} m`
    : b.floor !== undefined
      ? `from ${b.floor} m up`
      : b.ceiling !== undefined
        ? `up to ${b.ceiling} m`
        : 'all heights') + (b.floor !== undefined || b.ceiling !== undefined ? ` ${HEIGHT_REFERENCE_WORDS[b.reference ?? 'takeoff']}` : '');

function zonesOf(fence: GeofenceFeatureCollection, kind: 'inclusion' | 'exclusion'): Zone[] {
  return fence.features
    .filter((f) => f.properties.geofence === kind && f.geometry?.type === 'Polygon')
    .map((f: Feature<Polygon, GeofenceProperties>, i) => ({
      poly: preparePolygon(f.geometry.coordinates),
      band: altitudeBand(f.properties),
      name: typeof f.properties.name === 'string' ? `"${f.properties.name}"` : `${kind} zone ${i + 1}`,
      buffer: Math.max(0, num(f.properties.buffer) ?? DEFAULT_LATERAL_BUFFER_M),
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
  validCoord: readonly boolean[] = route.map((w) => Number.isFinite(w.lat) && Number.isFinite(w.lng)),
  heightOf: HeightOf = (i, ref) => (ref === 'takeoff' ? route[i]?.altitude : undefined),
): Violation[] {
  const out: Violation[] = [];
  // A height in the band's own reference; an unknown one counts as inside the band (it cannot be cleared).
  const h = (i: number, b: AltitudeBand) => (b.floor === undefined && b.ceiling === undefined ? 0 : heightOf(i, b.reference ?? 'takeoff'));
  const inBand = (b: AltitudeBand, ...idx: number[]) => {
    const hs = idx.map((i) => h(i, b));
    if (hs.some((x) => x === undefined)) return true;
    const v = hs as number[];
    return overlapsBand(b, Math.min(...v), Math.max(...v));
  };
  const unknownNote = (b: AltitudeBand, i: number) =>
    h(i, b) === undefined ? ` (its height ${HEIGHT_REFERENCE_WORDS[b.reference ?? 'takeoff']} is unknown, so it cannot be cleared)` : '';
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
      } else if (!containing.some((z) => h(i, z.band) !== undefined && inBand(z.band, i))) {
        const z = containing[0]!;
        const at = h(i, z.band);
        out.push({
          code: 'altitude-outside-area',
          waypointIndex: i,
          field: 'altitude',
          message:
            at === undefined
              ? `Waypoint ${i + 1}: its height ${HEIGHT_REFERENCE_WORDS[z.band.reference ?? 'takeoff']} is unknown, so allowed area ${z.name} (${bandText(z.band)}) cannot be checked`
              : `Waypoint ${i + 1}: ${Math.round(at * 10) / 10} m ${HEIGHT_REFERENCE_WORDS[z.band.reference ?? 'takeoff']} is outside allowed area ${z.name} (${bandText(z.band)})`,
        });
        ok = false;
      }
    }
    // Every no-fly zone that holds the waypoint, or that it is closer to than the zone's buffer.
    for (const z of exc) {
      if (!inBand(z.band, i)) continue;
      if (inBox(z, wp.lng, wp.lat) && z.poly.locate(p) !== 'outside') {
        out.push({
          code: 'inside-exclusion',
          waypointIndex: i,
          message: `Waypoint ${i + 1} is inside no-fly zone ${z.name}${unknownNote(z.band, i)}`,
        });
        ok = false;
      } else if (z.buffer > 0 && z.poly.nearerThan(p, p, z.buffer)) {
        out.push({
          code: 'near-exclusion',
          waypointIndex: i,
          message: `Waypoint ${i + 1} is closer than ${z.buffer} m to no-fly zone ${z.name}${unknownNote(z.band, i)}`,
        });
        ok = false;
      }
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
    for (const z of exc) {
      if (!inBand(z.band, i, i + 1)) continue;
      if (boxesMeet(z, x0, y0, x1, y1) && z.poly.crossesBoundary(pa, pb, false))
        out.push({
          code: 'leg-crosses-exclusion',
          legIndex: i,
          message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) crosses no-fly zone ${z.name}`,
        });
      else if (z.buffer > 0 && z.poly.nearerThan(pa, pb, z.buffer))
        out.push({
          code: 'near-exclusion',
          legIndex: i,
          message: `Leg ${i + 1} (waypoints ${i + 1}–${i + 2}) passes closer than ${z.buffer} m to no-fly zone ${z.name}`,
        });
    }
  }
  return out;
}
