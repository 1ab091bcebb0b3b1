// QGroundControl .plan (fileType "Plan") and the legacy .mission JSON (top-level items).
// Complex items (survey, corridor scan) carry their generated SimpleItems under
// TransectStyleComplexItem.Items; those are flattened. StructureScan has none, so it is skipped.
import { circle } from '@turf/turf';
import { baseName, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import { isObject, parseJsonText } from './json-text';
import { itemsToRoute } from './mavlink-items';
import type { MavItem } from './mavlink-items';
import { emptyMission } from '@/lib/mission-model/mission-model';
import type { GeofenceFeatureCollection, GeofenceProperties } from '@/lib/mission-model/mission-model';
import type { Feature, Polygon } from 'geojson';

function toParams(item: Record<string, unknown>, path: string): (number | null)[] {
  const params = Array.isArray(item.params) ? item.params : [];
  const out = [0, 1, 2, 3, 4, 5, 6].map((i) => toNumber(params[i]) ?? null);
  // Old-format items keep the position in `coordinate` [lat, lng, alt] and only 4 params.
  if (Array.isArray(item.coordinate)) {
    const c = item.coordinate.map((v) => toNumber(v) ?? null);
    if (c.length < 3) throw new ImportError('coordinate must be [lat, lng, alt]', `${path}.coordinate`);
    out[4] = c[0] ?? null;
    out[5] = c[1] ?? null;
    out[6] = c[2] ?? null;
  }
  return out;
}

function flatten(items: unknown, path: string, out: MavItem[], warnings: string[]): void {
  if (!Array.isArray(items)) throw new ImportError('items must be an array', path);
  items.forEach((raw, i) => {
    const p = `${path}[${i}]`;
    if (!isObject(raw)) throw new ImportError('mission item must be an object', p);
    if (raw.type === 'ComplexItem') {
      const transect = raw.TransectStyleComplexItem;
      if (isObject(transect) && Array.isArray(transect.Items))
        flatten(transect.Items, `${p}.TransectStyleComplexItem.Items`, out, warnings);
      else warnings.push(`${p}: ${String(raw.complexItemType ?? 'complex item')} has no generated waypoints in the file and was skipped`);
      return;
    }
    const command = toNumber(raw.command);
    if (command === undefined) throw new ImportError('command is missing or not a number', `${p}.command`);
    out.push({ command, frame: toNumber(raw.frame) ?? 3, params: toParams(raw, p), where: p });
  });
}

const latLngRing = (ring: unknown, path: string): [number, number][] => {
  if (!Array.isArray(ring)) throw new ImportError('polygon must be an array of [lat, lng]', path);
  const pts = ring.map((c, i): [number, number] => {
    const lat = Array.isArray(c) ? toNumber(c[0]) : undefined,
      lng = Array.isArray(c) ? toNumber(c[1]) : undefined;
    if (lat === undefined || lng === undefined) throw new ImportError('vertex must be [lat, lng]', `${path}[${i}]`);
    return [lng, lat];
  });
  if (pts.length < 3) throw new ImportError('polygon needs at least 3 vertices', path);
  const first = pts[0]!,
    last = pts[pts.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] ? pts : [...pts, first];
};

export function geofenceFromPlan(fence: unknown): GeofenceFeatureCollection | undefined {
  if (!isObject(fence)) return undefined;
  const features: Feature<Polygon, GeofenceProperties>[] = [];
  const poly = (ring: unknown, inclusion: boolean, path: string) =>
    features.push({
      type: 'Feature',
      properties: { geofence: inclusion ? 'inclusion' : 'exclusion' },
      geometry: { type: 'Polygon', coordinates: [latLngRing(ring, path)] },
    });
  if (Array.isArray(fence.polygons)) {
    fence.polygons.forEach((p, i) => {
      if (!isObject(p)) throw new ImportError('fence polygon must be an object', `geoFence.polygons[${i}]`);
      poly(p.polygon, p.inclusion !== false, `geoFence.polygons[${i}].polygon`);
    });
  }
  // Version 1 plans keep one inclusion polygon under `polygon`.
  if (Array.isArray(fence.polygon) && fence.polygon.length > 0) poly(fence.polygon, true, 'geoFence.polygon');
  if (Array.isArray(fence.circles)) {
    fence.circles.forEach((c, i) => {
      const path = `geoFence.circles[${i}]`;
      const circ = isObject(c) && isObject(c.circle) ? c.circle : undefined;
      const center = circ && Array.isArray(circ.center) ? circ.center : [];
      const lat = toNumber(center[0]),
        lng = toNumber(center[1]),
        radius = toNumber(circ?.radius);
      if (lat === undefined || lng === undefined || radius === undefined)
        throw new ImportError('circle needs center [lat, lng] and radius', path);
      const f = circle([lng, lat], radius, { units: 'meters', steps: 64 });
      features.push({
        type: 'Feature',
        properties: { geofence: isObject(c) && c.inclusion === false ? 'exclusion' : 'inclusion', circle: { center: [lng, lat], radius } },
        geometry: f.geometry,
      });
    });
  }
  return features.length ? { type: 'FeatureCollection', features } : undefined;
}

export function importQgcPlan(fileName: string, text: string): ImportResult {
  const json = parseJsonText(text, fileName);
  if (!isObject(json)) throw new ImportError('expected a JSON object', '$', fileName);
  const warnings: string[] = [];
  const mission = isObject(json.mission) ? json.mission : json;
  const base = isObject(json.mission) ? 'mission.items' : 'items';
  const items: MavItem[] = [];
  try {
    if (mission.items !== undefined) flatten(mission.items, base, items, warnings);
    const speed = toNumber(mission.cruiseSpeed) ?? toNumber(mission.hoverSpeed) ?? 5;
    const home = Array.isArray(mission.plannedHomePosition) ? toNumber(mission.plannedHomePosition[2]) : undefined;
    const r = itemsToRoute(items, speed, home);
    const geofence = geofenceFromPlan(json.geoFence);
    if (r.route.length === 0 && !geofence) throw new ImportError('the plan has no waypoints and no geofence', base);
    const m = emptyMission({
      name: baseName(fileName),
      type: 'waypoint',
      heightMode: r.heightMode,
      speed,
      route: r.route,
      isImported: true,
    });
    if (geofence) m.geofence = geofence;
    return { mission: m, warnings: [...warnings, ...r.warnings], format: 'qgc-plan', ...(geofence ? { geofence } : {}) };
  } catch (e) {
    if (e instanceof ImportError && !e.fileName) throw new ImportError(e.reason, e.where, fileName);
    throw e;
  }
}
