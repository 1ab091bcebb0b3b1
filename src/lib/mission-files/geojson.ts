// GeoJSON missions (Points and/or LineStrings; polygons with a `geofence` property are the fence)
// and the service's own JSON bodies (`{ name, desc, route: [...] }`).
import type { Feature, FeatureCollection, Geometry, Polygon } from 'geojson';
import { baseName, checkLatLng, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import { isObject, parseJsonText } from './json-text';
import { missionFromWire, waypointFromWire, waypointToWire, WireFormatError } from '@/lib/mission-model/mission-model';
import type { EditableMission, GeofenceFeatureCollection, GeofenceProperties, Waypoint } from '@/lib/mission-model/mission-model';

/** Foreign member on our exported FeatureCollection carrying the mission-level fields. */
const MISSION_KEY = 'mission';

function rethrow(e: unknown, fileName: string): never {
  if (e instanceof WireFormatError) throw new ImportError(e.message.slice(e.path.length + 2), e.path, fileName);
  if (e instanceof ImportError && !e.fileName) throw new ImportError(e.reason, e.where, fileName);
  throw e;
}

function features(json: Record<string, unknown>): unknown[] {
  if (json.type === 'FeatureCollection') {
    if (!Array.isArray(json.features)) throw new ImportError('features must be an array', '$.features');
    return json.features;
  }
  if (json.type === 'Feature') return [json];
  return [{ type: 'Feature', properties: {}, geometry: json }];
}

export function geofenceFromGeoJson(list: unknown[], base = '$.features'): GeofenceFeatureCollection | undefined {
  const out: Feature<Polygon, GeofenceProperties>[] = [];
  list.forEach((f, i) => {
    if (!isObject(f) || !isObject(f.geometry) || !isObject(f.properties)) return;
    const g = f.properties.geofence;
    if (g !== 'inclusion' && g !== 'exclusion') return;
    if (f.geometry.type !== 'Polygon')
      throw new ImportError(`a ${g} geofence must be a Polygon, found ${String(f.geometry.type)}`, `${base}[${i}].geometry`);
    const coords = f.geometry.coordinates as number[][][];
    out.push({
      type: 'Feature',
      properties: { ...f.properties, geofence: g },
      geometry: { type: 'Polygon', coordinates: coords.map((r) => r.map((p) => [p[0]!, p[1]!])) },
    });
  });
  return out.length ? { type: 'FeatureCollection', features: out } : undefined;
}

export function importGeoJson(fileName: string, json: Record<string, unknown>): ImportResult {
  try {
    const list = features(json);
    const warnings: string[] = [];
    const points: { wp: Waypoint; index?: number }[] = [];
    const lines: Waypoint[] = [];
    let other = 0;
    list.forEach((f, i) => {
      const path = `$.features[${i}]`;
      if (!isObject(f) || !isObject(f.geometry)) throw new ImportError('feature without a geometry object', path);
      const props = isObject(f.properties) ? f.properties : {};
      const g = f.geometry as unknown as Geometry;
      if (g.type === 'Point') {
        const [lng, lat, alt] = g.coordinates;
        const wp = waypointFromWire({ altitude: alt, ...props, lat, lng }, `${path}.properties`);
        checkLatLng(wp.lat, wp.lng, `${path}.geometry.coordinates`);
        points.push({ wp, index: toNumber(props.index) });
      } else if (g.type === 'LineString') {
        if (props.role === 'route' && list.length > 1) return;
        g.coordinates.forEach((c, j) => {
          const lng = c[0],
            lat = c[1];
          if (typeof lng !== 'number' || typeof lat !== 'number')
            throw new ImportError('position must be [lng, lat, alt?]', `${path}.geometry.coordinates[${j}]`);
          checkLatLng(lat, lng, `${path}.geometry.coordinates[${j}]`);
          lines.push({ lat, lng, altitude: c[2] ?? 0, actions: [] });
        });
      } else if (!(isObject(f.properties) && (f.properties.geofence === 'inclusion' || f.properties.geofence === 'exclusion'))) other++;
    });
    // Points carry every waypoint field; when present they are the route and lines are only drawings.
    if (points.length && points.every((p) => p.index !== undefined)) points.sort((a, b) => a.index! - b.index!);
    const route = points.length ? points.map((p) => p.wp) : lines;
    if (points.length && lines.length) warnings.push('LineString features were ignored because the file has Point waypoints');
    if (other) warnings.push(`${other} feature(s) that are neither points, lines nor geofence polygons were ignored`);
    const geofence = geofenceFromGeoJson(list);
    if (route.length === 0 && !geofence) throw new ImportError('no Point or LineString features', '$.features');
    const meta = isObject(json[MISSION_KEY]) ? json[MISSION_KEY] : {};
    const m = missionFromWire({ ...meta, route: [] }, baseName(fileName));
    m.route = route;
    if (isObject(meta.generator)) m.generator = meta.generator as unknown as EditableMission['generator'];
    if (meta.isImported === undefined) m.isImported = true;
    if (geofence) m.geofence = geofence;
    return { mission: m, warnings, format: 'geojson', ...(geofence ? { geofence } : {}) };
  } catch (e) {
    return rethrow(e, fileName);
  }
}

/** Service request/response bodies: a mission (or `{ mission }`) with a `route`. */
export function importServiceJson(fileName: string, json: Record<string, unknown>): ImportResult {
  try {
    const body = isObject(json.mission) && Array.isArray(json.mission.route) ? json.mission : json;
    const mission = missionFromWire(body, baseName(fileName));
    if (mission.route.length === 0) throw new ImportError('route is empty', '$.route');
    mission.isImported = true;
    const ctx = isObject(json.context) && isObject(json.context.geojson) ? json.context.geojson : undefined;
    const geofence = ctx && Array.isArray(ctx.features) ? geofenceFromGeoJson(ctx.features, '$.context.geojson.features') : undefined;
    if (geofence) mission.geofence = geofence;
    return { mission, warnings: [], format: 'service-json', ...(geofence ? { geofence } : {}) };
  } catch (e) {
    return rethrow(e, fileName);
  }
}

export function importJsonText(fileName: string, text: string): ImportResult {
  const json = parseJsonText(text, fileName);
  if (!isObject(json)) throw new ImportError('expected a JSON object', '$', fileName);
  if (Array.isArray(json.route) || (isObject(json.mission) && Array.isArray(json.mission.route))) return importServiceJson(fileName, json);
  if (typeof json.type === 'string') return importGeoJson(fileName, json);
  throw new ImportError('JSON is neither GeoJSON (no "type") nor a mission body (no "route")', '$', fileName);
}

export function exportGeoJson(m: EditableMission): FeatureCollection & { [MISSION_KEY]: Record<string, unknown> } {
  const points: Feature[] = m.route.map((wp, index) => {
    const { lat, lng, ...props } = waypointToWire(wp);
    return { type: 'Feature', properties: { index, ...props }, geometry: { type: 'Point', coordinates: [lng, lat, wp.altitude] } };
  });
  const line: Feature[] =
    m.route.length > 1
      ? [
          {
            type: 'Feature',
            properties: { role: 'route' },
            geometry: { type: 'LineString', coordinates: m.route.map((w) => [w.lng, w.lat, w.altitude]) },
          },
        ]
      : [];
  const meta: Record<string, unknown> = { ...m };
  delete meta.route;
  delete meta.geofence;
  return { type: 'FeatureCollection', [MISSION_KEY]: meta, features: [...line, ...points, ...(m.geofence?.features ?? [])] };
}
