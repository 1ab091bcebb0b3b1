// Litchi mission CSV. Columns are found by header name; the 15 action pairs are read by position
// from actiontype1 because some converters misspell a header (a duplicated "actionparam9").
import { baseName, checkLatLng, ImportError, toNumber } from './import-error';
import type { ImportResult } from './import-error';
import { emptyMission } from '@/lib/mission-model/mission-model';
import { exportHeights, exportRefusal, ExportRefusedError, type ExportHeights } from './export-heights';
import type { EditableMission, Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';

export const LITCHI_HEADER = [
  'latitude',
  'longitude',
  'altitude(m)',
  'heading(deg)',
  'curvesize(m)',
  'rotationdir',
  'gimbalmode',
  'gimbalpitchangle',
  ...Array.from({ length: 15 }, (_, i) => [`actiontype${i + 1}`, `actionparam${i + 1}`]).flat(),
  'altitudemode',
  'speed(m/s)',
  'poi_latitude',
  'poi_longitude',
  'poi_altitude(m)',
  'poi_altitudemode',
  'photo_timeinterval',
  'photo_distinterval',
];

/** Litchi action codes. */
const ACTION = { STAY: 0, PHOTO: 1, START_REC: 2, STOP_REC: 3, ROTATE: 4, TILT: 5 } as const;

function mostCommon(values: number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined,
    n = 0;
  for (const [v, c] of counts)
    if (c > n) {
      best = v;
      n = c;
    }
  return best;
}

export function importLitchiCsv(fileName: string, text: string): ImportResult {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const need = ['latitude', 'longitude', 'altitude(m)'];
  for (const n of need) if (col(n) < 0) throw new ImportError(`header has no "${n}" column: not a Litchi CSV`, 'line 1', fileName);
  const a1 = col('actiontype1');
  const warnings: string[] = [];
  for (let k = 0; a1 >= 0 && k < 15; k++) {
    const h = header[a1 + 2 * k];
    if (h !== undefined && h !== `actiontype${k + 1}`) {
      warnings.push(`line 1: column ${a1 + 2 * k + 1} is "${h}", expected "actiontype${k + 1}"; action columns read by position`);
    }
  }
  const route: Waypoint[] = [];
  const speeds: number[] = [];
  let agl = 0,
    poi = 0,
    interval = 0;
  const dropped = new Set<number>();
  for (let i = 1; i < lines.length; i++) {
    const raw = lines[i]!;
    if (raw.trim() === '') continue;
    const where = `line ${i + 1}`;
    const cells = raw.split(',').map((c) => c.trim());
    if (cells.length < need.length || cells.length > header.length)
      throw new ImportError(`expected ${header.length} columns, found ${cells.length}`, where, fileName);
    const get = (name: string) => {
      const c = col(name);
      return c >= 0 ? cells[c] : undefined;
    };
    const numAt = (name: string) => {
      const v = get(name);
      const n = toNumber(v);
      if (v !== undefined && v !== '' && n === undefined) throw new ImportError(`"${name}" value "${v}" is not a number`, where, fileName);
      return n;
    };
    const lat = numAt('latitude'),
      lng = numAt('longitude');
    if (lat === undefined || lng === undefined) throw new ImportError('latitude and longitude are required', where, fileName);
    checkLatLng(lat, lng, `${fileName}: ${where}`);
    const wp: Waypoint = { lat, lng, altitude: numAt('altitude(m)') ?? 0, actions: [] };
    const heading = numAt('heading(deg)');
    if (heading !== undefined) wp.heading = heading;
    const gimbalMode = numAt('gimbalmode') ?? 0,
      pitch = numAt('gimbalpitchangle') ?? 0;
    if (gimbalMode === 2 || pitch !== 0) wp.pitch = pitch;
    for (let k = 0; a1 >= 0 && k < 15; k++) {
      const type = toNumber(cells[a1 + 2 * k]),
        param = toNumber(cells[a1 + 2 * k + 1]) ?? 0;
      if (type === undefined || type < 0) continue;
      const action: WaypointAction | undefined =
        type === ACTION.STAY
          ? { type: 'hover', seconds: param / 1000 }
          : type === ACTION.PHOTO
            ? { type: 'takePhoto' }
            : type === ACTION.START_REC
              ? { type: 'startRecord' }
              : type === ACTION.STOP_REC
                ? { type: 'stopRecord' }
                : type === ACTION.ROTATE
                  ? { type: 'rotateAircraft', heading: param }
                  : type === ACTION.TILT
                    ? { type: 'gimbalPitch', pitch: param }
                    : undefined;
      if (action) wp.actions.push(action);
      else dropped.add(type);
    }
    if (numAt('altitudemode') === 1) agl++;
    const speed = numAt('speed(m/s)') ?? 0;
    if (speed > 0) {
      wp.speed = speed;
      speeds.push(speed);
    }
    if ((numAt('poi_latitude') ?? 0) !== 0 || (numAt('poi_longitude') ?? 0) !== 0) poi++;
    if ((numAt('photo_timeinterval') ?? -1) > 0 || (numAt('photo_distinterval') ?? -1) > 0) interval++;
    route.push(wp);
  }
  if (route.length === 0) throw new ImportError('no waypoint rows after the header', 'line 2', fileName);
  // Litchi has no mission speed; the most common waypoint speed becomes it so only exceptions remain per point.
  const speed = mostCommon(speeds) ?? 5;
  for (const wp of route) if (wp.speed === speed) delete wp.speed;
  if (agl > 0 && agl < route.length) warnings.push('mixed altitude modes; the mission uses heights above ground');
  if (dropped.size) warnings.push(`Litchi action types ${[...dropped].join(', ')} are not supported and were dropped`);
  if (poi) warnings.push(`${poi} waypoint(s) have a point of interest, which is not imported`);
  if (interval) warnings.push(`${interval} waypoint(s) use interval photos (time/distance), which are not imported`);
  const mission = emptyMission({
    name: baseName(fileName),
    type: 'third-party-planner',
    heightMode: agl > 0 ? 'aboveGroundLevel' : 'relativeToStartPoint',
    speed,
    route,
    isImported: true,
  });
  return { mission, warnings, format: 'litchi' };
}

/** Litchi flies heights above take-off (altitudemode 0) or above ground (1): never sea-level heights. */
export function exportLitchiCsv(m: EditableMission, h: ExportHeights = exportHeights(m)): string {
  const refused = exportRefusal(m, 'litchi', h);
  if (refused) throw new ExportRefusedError(refused);
  const rows = [LITCHI_HEADER.join(',')];
  const altMode = m.heightMode === 'aboveGroundLevel' || m.heightMode === 'realTimeFollowSurface' ? 1 : 0;
  for (const [i, wp] of m.route.entries()) {
    const altitude = altMode === 1 ? wp.altitude : (h.points[i]?.relative ?? wp.altitude);
    const actions: [number, number][] = [];
    for (const a of wp.actions) {
      if (a.type === 'hover') actions.push([ACTION.STAY, Math.round(a.seconds * 1000)]);
      else if (a.type === 'takePhoto') actions.push([ACTION.PHOTO, 0]);
      else if (a.type === 'startRecord') actions.push([ACTION.START_REC, 0]);
      else if (a.type === 'stopRecord') actions.push([ACTION.STOP_REC, 0]);
      else if (a.type === 'rotateAircraft') actions.push([ACTION.ROTATE, ((a.heading % 360) + 360) % 360]);
      else if (a.type === 'gimbalPitch') actions.push([ACTION.TILT, a.pitch]);
    }
    const pairs = Array.from({ length: 15 }, (_, k) => actions[k] ?? [-1, 0]).flat();
    const heading = wp.heading === undefined ? 0 : ((wp.heading % 360) + 360) % 360;
    rows.push(
      [
        wp.lat,
        wp.lng,
        Math.round(altitude * 1000) / 1000,
        heading,
        0,
        0,
        wp.pitch !== undefined ? 2 : 0,
        wp.pitch ?? 0,
        ...pairs,
        altMode,
        wp.speed ?? m.speed,
        0,
        0,
        0,
        0,
        -1,
        -1,
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}
