// Plain KML (Google Earth, QGIS, pilot apps): LineString vertices and Point placemarks become
// waypoints in file order; polygons are returned as areas (survey candidates), not waypoints.
import { egm96ToEllipsoid } from 'egm96-universal';
import { baseName, checkLatLng, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import type { LngLat } from '@/lib/geo/local-geometry';
import { emptyMission } from '@/lib/mission-model/mission-model';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';
import { exportHeights, exportRefusal, ExportRefusedError, type ExportHeights } from './export-heights';
import { asArray, child, childNodes, escapeXml, parseXml, text } from './xml';
import type { XmlNode, XmlValue } from './xml';

export function collectPlacemarks(node: XmlValue, out: XmlNode[]): void {
  if (Array.isArray(node)) {
    for (const n of node) collectPlacemarks(n, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'Placemark') out.push(...asArray(v).filter((p): p is XmlNode => !!p && typeof p === 'object' && !Array.isArray(p)));
    else if (typeof v === 'object') collectPlacemarks(v, out);
  }
}

export function parseCoords(s: string | undefined, where: string): [number, number, number | undefined][] {
  const out: [number, number, number | undefined][] = [];
  for (const tuple of (s ?? '').trim().split(/\s+/)) {
    if (!tuple) continue;
    const [a, b, c] = tuple.split(',');
    const lng = toNumber(a),
      lat = toNumber(b);
    if (lng === undefined || lat === undefined) throw new ImportError(`coordinate "${tuple}" is not "lng,lat[,alt]"`, where);
    checkLatLng(lat, lng, where);
    out.push([lng, lat, toNumber(c)]);
  }
  if (out.length === 0) throw new ImportError('empty <coordinates>', where);
  return out;
}

/** How a KML geometry's third coordinate is meant (absent = clampToGround, the KML default). */
type KmlHeight = 'absolute' | 'aboveGround' | 'ground';
const heightOf = (geom: XmlValue): KmlHeight => {
  const m = text(geom, 'altitudeMode') ?? text(geom, 'gx:altitudeMode');
  return m === 'absolute' ? 'absolute' : m === 'relativeToGround' || m === 'relativeToSeaFloor' ? 'aboveGround' : 'ground';
};

/** A placemark that marks where the pilot or aircraft stands, not a place to fly to. */
const NOT_A_WAYPOINT = /operator|pilot|home|take-?off|launch|gcs|ground.?station/i;

interface Flight {
  name: string | undefined;
  lines: { coords: [number, number, number | undefined][]; height: KmlHeight; label?: string }[];
  /** Absolute operator/take-off points: the take-off ground elevation. */
  operators: { name: string; alt: number | undefined; height: KmlHeight }[];
}

/** Placemarks grouped by the Folder (or Document) that holds them, in file order. */
function groupPlacemarks(
  node: XmlValue,
  folder: string | undefined,
  out: Map<XmlNode, { name: string | undefined; pms: XmlNode[] }>,
  key: XmlNode,
): void {
  if (Array.isArray(node)) {
    for (const n of node) groupPlacemarks(n, folder, out, key);
    return;
  }
  if (!node || typeof node !== 'object') return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'Placemark') {
      let g = out.get(key);
      if (!g) out.set(key, (g = { name: folder, pms: [] }));
      g.pms.push(...asArray(v).filter((p): p is XmlNode => !!p && typeof p === 'object' && !Array.isArray(p)));
    } else if (k === 'Folder' || k === 'Document') {
      for (const f of asArray(v))
        if (f && typeof f === 'object' && !Array.isArray(f)) groupPlacemarks(f, text(f, 'name') ?? folder, out, f);
    } else if (typeof v === 'object') groupPlacemarks(v, folder, out, key);
  }
}

export interface KmlFlight {
  name: string;
  mission: EditableMission;
  warnings: string[];
}

/** One mission from one flight's lines and points; heights as the file means them. */
function flightMission(f: Flight, fallbackName: string, fileName: string): KmlFlight {
  const warnings: string[] = [];
  const takeoff = f.operators.find((o) => o.height === 'absolute' && o.alt !== undefined);
  const kinds = new Set(f.lines.map((l) => l.height));
  const height: KmlHeight = kinds.has('absolute') ? 'absolute' : kinds.has('aboveGround') ? 'aboveGround' : 'ground';
  if (kinds.size > 1)
    warnings.push(
      `${fileName}: the lines mix altitude modes; all are read as ${height === 'absolute' ? 'above sea level' : 'above ground'}`,
    );
  const route: Waypoint[] = [];
  let noHeight = 0;
  for (const l of f.lines)
    for (const [lng, lat, alt] of l.coords) {
      if (alt === undefined || l.height === 'ground') noHeight++;
      const h = l.height === 'ground' ? 0 : (alt ?? 0);
      const wp: Waypoint = { lat, lng, altitude: h, actions: [] };
      if (height === 'absolute') {
        wp.altitudeEGM = h;
        wp.altitudeWGS = egm96ToEllipsoid(lat, lng, h);
        if (takeoff?.alt !== undefined) wp.altitude = Math.round((h - takeoff.alt) * 1000) / 1000;
      }
      if (l.label) wp.label = l.label;
      route.push(wp);
    }
  if (noHeight)
    warnings.push(
      `${noHeight} of ${route.length} waypoint(s) have no flight height in the file (clamped to the ground or no altitude): they are at 0 m above ground until you set a height`,
    );
  if (f.lines.length > 1) warnings.push(`${f.lines.length} lines/points of this flight were joined into one route in file order`);
  for (const o of f.operators)
    warnings.push(
      o === takeoff
        ? `"${o.name}" is not a waypoint: its ${o.alt} m above sea level is used as the take-off ground elevation`
        : `"${o.name}" is not a waypoint and was left out of the route`,
    );
  if (height === 'absolute' && !takeoff)
    warnings.push('heights are above sea level (altitudeMode absolute): enter the take-off ground elevation to see them above take-off');
  const mission = emptyMission({
    name: f.name ?? fallbackName,
    type: 'pilot',
    heightMode: height === 'absolute' ? 'EGM96' : 'aboveGroundLevel',
    route,
    isImported: true,
  });
  if (takeoff?.alt !== undefined) mission.takeoffElevationEGM = takeoff.alt;
  return { name: mission.name, mission, warnings };
}

export interface KmlImportResult extends ImportResult {
  areas: LngLat[][];
}

export function importKml(fileName: string, xml: string): KmlImportResult {
  const root = parseXml(xml, fileName);
  const kml = child(root, 'kml');
  if (!kml || typeof kml !== 'object' || Array.isArray(kml)) throw new ImportError('no <kml> root element', 'line 1', fileName);
  const groups = new Map<XmlNode, { name: string | undefined; pms: XmlNode[] }>();
  groupPlacemarks(kml, undefined, groups, kml);
  const areas: LngLat[][] = [];
  const flights: Flight[] = [];
  let n = 0;
  for (const g of groups.values()) {
    const flight: Flight = { name: g.name, lines: [], operators: [] };
    for (const pm of g.pms) {
      n++;
      const name = text(pm, 'name');
      const where = `${fileName}: Placemark ${n}${name ? ` ("${name}")` : ''}`;
      const geoms: [string, XmlNode][] = [];
      const gather = (x: XmlValue) => {
        for (const key of ['Point', 'LineString', 'Polygon']) for (const geom of childNodes(x, key)) geoms.push([key, geom]);
        for (const mg of childNodes(x, 'MultiGeometry')) gather(mg);
      };
      gather(pm);
      for (const [kind, geom] of geoms) {
        if (kind === 'Polygon') {
          const ring = text(child(child(geom, 'outerBoundaryIs'), 'LinearRing'), 'coordinates');
          areas.push(parseCoords(ring, `${where} Polygon`).map(([lng, lat]) => [lng, lat]));
          continue;
        }
        const coords = parseCoords(text(geom, 'coordinates'), `${where} ${kind}`);
        if (kind === 'Point' && name && NOT_A_WAYPOINT.test(name)) {
          flight.operators.push({ name, alt: coords[0]![2], height: heightOf(geom) });
          continue;
        }
        flight.lines.push({
          coords: kind === 'Point' ? coords.slice(0, 1) : coords,
          height: heightOf(geom),
          ...(kind === 'Point' && name ? { label: name } : {}),
        });
      }
    }
    if (flight.lines.length) flights.push(flight);
    else if (flight.operators.length && flights.length) flights[flights.length - 1]!.operators.push(...flight.operators);
  }
  if (flights.length === 0 && areas.length === 0)
    throw new ImportError('no Point, LineString or Polygon placemarks found', 'kml/Document', fileName);
  const docName = text(child(kml, 'Document'), 'name') ?? baseName(fileName);
  const built = flights.map((f, i) => flightMission(f, flights.length > 1 ? `${docName} ${i + 1}` : docName, fileName));
  const first = built[0] ?? { mission: emptyMission({ name: docName, type: 'pilot', isImported: true }), warnings: [], name: docName };
  const warnings = [...first.warnings];
  if (flights.length === 0) warnings.push(`only ${areas.length} area(s) found: use them as a survey area; the route is empty`);
  if (areas.length && flights.length) warnings.push(`${areas.length} polygon(s) were not turned into waypoints`);
  if (built.length > 1)
    warnings.unshift(`the file holds ${built.length} flights (${built.map((b) => `"${b.name}"`).join(', ')}); this is "${first.name}"`);
  return { mission: first.mission, warnings, areas, format: 'kml', ...(built.length > 1 ? { flights: built } : {}) };
}

export function exportKml(m: EditableMission, h: ExportHeights = exportHeights(m)): string {
  const refused = exportRefusal(m, 'kml', h);
  if (refused) throw new ExportRefusedError(refused);
  // KML has no "above take-off": a relative mission with a known take-off is written at its sea-level heights.
  const absolute =
    m.heightMode === 'EGM96' ||
    m.heightMode === 'WGS84' ||
    (m.heightMode === 'relativeToStartPoint' && h.points.every((p) => p.egm !== undefined));
  const coords = m.route.map((w, i) => `${w.lng},${w.lat},${absolute ? (h.points[i]?.egm ?? w.altitude) : w.altitude}`).join(' ');
  const geom = m.route.length === 1 ? 'Point' : 'LineString';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${escapeXml(m.name)}</name><description>${escapeXml(m.description)}</description><Placemark><name>${escapeXml(m.name || 'route')}</name><${geom}><altitudeMode>${absolute ? 'absolute' : 'relativeToGround'}</altitudeMode><coordinates>${coords}</coordinates></${geom}></Placemark></Document></kml>\n`;
}
