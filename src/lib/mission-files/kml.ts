// Plain KML (Google Earth, QGIS, pilot apps): LineString vertices and Point placemarks become
// waypoints in file order; polygons are returned as areas (survey candidates), not waypoints.
import { type HeightMode } from '@/lib/contract/missions';
import { egm96ToEllipsoid } from 'egm96-universal';
import { baseName, checkLatLng, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import type { LngLat } from '@/lib/geo/local-geometry';
import { emptyMission } from '@/lib/mission-model/mission-model';
import type { EditableMission, Waypoint } from '@/lib/mission-model/mission-model';
import { exportHeights, exportRefusal, ExportRefusedError, type ExportHeights } from './export-heights';
import { asArray, child, childNodes, escapeXml, parseXml, text } from './xml';
import type { XmlNode, XmlValue } from './xml';

export interface KmlImportResult extends ImportResult {
  areas: LngLat[][];
}

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

const modeOf = (geom: XmlValue): HeightMode | undefined => {
  const m = text(geom, 'altitudeMode');
  return m === 'absolute' ? 'EGM96' : m === 'relativeToGround' || m === 'relativeToSeaFloor' ? 'relativeToStartPoint' : undefined;
};

export function importKml(fileName: string, xml: string): KmlImportResult {
  const root = parseXml(xml, fileName);
  if (!child(root, 'kml')) throw new ImportError('no <kml> root element', 'line 1', fileName);
  const placemarks: XmlNode[] = [];
  collectPlacemarks(child(root, 'kml'), placemarks);
  const warnings: string[] = [];
  const route: Waypoint[] = [];
  const areas: LngLat[][] = [];
  let heightMode: HeightMode | undefined;
  let geometries = 0,
    noAlt = 0;
  const push = (lng: number, lat: number, alt: number | undefined, mode: HeightMode | undefined, label?: string) => {
    heightMode ??= mode ?? 'relativeToStartPoint';
    if (alt === undefined) noAlt++;
    const wp: Waypoint = { lat, lng, altitude: alt ?? 0, actions: [] };
    if (heightMode === 'EGM96' && alt !== undefined) {
      wp.altitudeEGM = alt;
      wp.altitudeWGS = egm96ToEllipsoid(lat, lng, alt);
    }
    if (label) wp.label = label;
    route.push(wp);
  };
  placemarks.forEach((pm, i) => {
    const where = `${fileName}: Placemark ${i + 1}${text(pm, 'name') ? ` ("${text(pm, 'name')}")` : ''}`;
    const geoms: [string, XmlNode][] = [];
    const gather = (n: XmlValue) => {
      for (const key of ['Point', 'LineString', 'Polygon']) for (const g of childNodes(n, key)) geoms.push([key, g]);
      for (const mg of childNodes(n, 'MultiGeometry')) gather(mg);
    };
    gather(pm);
    for (const [kind, g] of geoms) {
      if (kind === 'Polygon') {
        const ring = text(child(child(g, 'outerBoundaryIs'), 'LinearRing'), 'coordinates');
        areas.push(parseCoords(ring, `${where} Polygon`).map(([lng, lat]) => [lng, lat]));
        continue;
      }
      geometries++;
      const coords = parseCoords(text(g, 'coordinates'), `${where} ${kind}`);
      const mode = modeOf(g);
      if (kind === 'Point') {
        const [lng, lat, alt] = coords[0]!;
        push(lng, lat, alt, mode, text(pm, 'name'));
      } else for (const [lng, lat, alt] of coords) push(lng, lat, alt, mode);
    }
  });
  if (route.length === 0 && areas.length === 0)
    throw new ImportError('no Point, LineString or Polygon placemarks found', 'kml/Document', fileName);
  if (route.length === 0) warnings.push(`only ${areas.length} area(s) found: use them as a survey area; the route is empty`);
  if (geometries > 1) warnings.push(`${geometries} lines/points were joined into one route in file order`);
  if (areas.length && route.length) warnings.push(`${areas.length} polygon(s) were not turned into waypoints`);
  if (noAlt) warnings.push(`${noAlt} waypoint(s) had no altitude and were set to 0 m`);
  if (heightMode === 'EGM96')
    warnings.push('absolute (sea-level) altitudes: altitude relative to start point is unknown until a take-off elevation is set');
  const mission = emptyMission({
    name: text(child(child(root, 'kml'), 'Document'), 'name') ?? baseName(fileName),
    type: 'pilot',
    heightMode: heightMode ?? 'relativeToStartPoint',
    route,
    isImported: true,
  });
  return { mission, warnings, areas, format: 'kml' };
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
