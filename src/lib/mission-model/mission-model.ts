// The editor's in-memory mission model: the contract's mission with typed actions and the editor's
// own fields (generator, geofence, take-off elevation). Conversions to/from the wire form live here.
import type { FeatureCollection, Polygon } from 'geojson';
import {
  HEIGHT_MODES,
  MISSION_TYPES,
  type HeightMode,
  type MissionAction,
  type MissionInput,
  type MissionPoint,
  type MissionType,
} from '@/lib/contract/missions';
import type { GeneratorParams } from '@/lib/mission-generators/generator-params';

export type WaypointAction =
  | { type: 'takePhoto' }
  | { type: 'startRecord' }
  | { type: 'stopRecord' }
  | { type: 'hover'; seconds: number }
  | { type: 'rotateAircraft'; heading: number }
  | { type: 'gimbalPitch'; pitch: number }
  | { type: 'zoom'; factor: number }
  /** An action this editor does not model; kept verbatim so saving does not drop it. */
  | { type: 'custom'; action: string; params: Record<string, unknown> };

/** The contract's point, with `altitude` always set and the actions typed for the editor. */
export interface Waypoint extends Omit<MissionPoint, 'altitude' | 'actions'> {
  /** Metres relative to the start point (above ground for AGL / follow-surface modes). */
  altitude: number;
  actions: WaypointAction[];
}

export interface GeofenceProperties {
  geofence: 'inclusion' | 'exclusion';
  name?: string;
  [key: string]: unknown;
}
export type GeofenceFeatureCollection = FeatureCollection<Polygon, GeofenceProperties>;

export interface EditableMission {
  name: string;
  description: string;
  type: MissionType;
  heightMode: HeightMode;
  /** Mission speed, m/s; a waypoint's own speed overrides it for the leg that starts there. */
  speed: number;
  route: Waypoint[];
  isImported?: boolean;
  isSmartInspect?: boolean;
  generator?: GeneratorParams;
  geofence?: GeofenceFeatureCollection;
  /**
   * Ground elevation of the take-off point (the first waypoint) above EGM96, m. Editor-side: the
   * spec has no field for it, and a saved mission implies it through its first waypoint.
   */
  takeoffElevationEGM?: number;
}

export const DEFAULT_SPEED = 5;

export function emptyMission(overrides: Partial<EditableMission> = {}): EditableMission {
  return { name: '', description: '', type: 'waypoint', heightMode: 'relativeToStartPoint', speed: DEFAULT_SPEED, route: [], ...overrides };
}

export type WireAction = MissionAction;

function num(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

// Wire spellings seen in samples vary ('takePhoto', 'TAKE_PHOTO'); compare on a folded key.
const fold = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const ACTION_ALIASES: Record<string, WaypointAction['type']> = {
  takephoto: 'takePhoto',
  photo: 'takePhoto',
  startrecord: 'startRecord',
  startrecording: 'startRecord',
  startvideo: 'startRecord',
  stoprecord: 'stopRecord',
  stoprecording: 'stopRecord',
  stopvideo: 'stopRecord',
  hover: 'hover',
  stay: 'hover',
  wait: 'hover',
  rotateaircraft: 'rotateAircraft',
  rotateyaw: 'rotateAircraft',
  rotate: 'rotateAircraft',
  gimbalpitch: 'gimbalPitch',
  gimbalrotate: 'gimbalPitch',
  tiltcamera: 'gimbalPitch',
  zoom: 'zoom',
};

export function actionFromWire(raw: unknown): WaypointAction {
  if (!raw || typeof raw !== 'object' || typeof (raw as { action?: unknown }).action !== 'string') {
    throw new Error('an action must be an object with a string "action" field');
  }
  const o = raw as WireAction;
  const { action, ...params } = o;
  switch (ACTION_ALIASES[fold(action)]) {
    case 'takePhoto':
      return { type: 'takePhoto' };
    case 'startRecord':
      return { type: 'startRecord' };
    case 'stopRecord':
      return { type: 'stopRecord' };
    case 'hover': {
      const ms = num(o.ms);
      return { type: 'hover', seconds: num(o.seconds) ?? num(o.duration) ?? (ms !== undefined ? ms / 1000 : 0) };
    }
    case 'rotateAircraft':
      return { type: 'rotateAircraft', heading: num(o.heading) ?? num(o.angle) ?? 0 };
    case 'gimbalPitch':
      return { type: 'gimbalPitch', pitch: num(o.pitch) ?? num(o.angle) ?? 0 };
    case 'zoom':
      return { type: 'zoom', factor: num(o.factor) ?? num(o.zoom) ?? 1 };
    default:
      return { type: 'custom', action, params };
  }
}

export function actionToWire(a: WaypointAction): WireAction {
  switch (a.type) {
    case 'hover':
      return { action: 'hover', seconds: a.seconds };
    case 'rotateAircraft':
      return { action: 'rotateAircraft', heading: a.heading };
    case 'gimbalPitch':
      return { action: 'gimbalPitch', pitch: a.pitch };
    case 'zoom':
      return { action: 'zoom', factor: a.factor };
    case 'custom':
      return { ...a.params, action: a.action };
    default:
      return { action: a.type };
  }
}

/** Thrown by the wire converters; `path` is a JSON path such as `route[3].lat`. */
export class WireFormatError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${path}: ${message}`);
    this.name = 'WireFormatError';
  }
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
const bool = (v: unknown) =>
  typeof v === 'boolean' ? v : v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : undefined;

export function waypointFromWire(raw: unknown, path = 'route[0]'): Waypoint {
  if (!raw || typeof raw !== 'object') throw new WireFormatError('expected an object', path);
  const o = raw as Record<string, unknown>;
  const lat = num(o.lat),
    lng = num(o.lng ?? o.lon);
  if (lat === undefined) throw new WireFormatError('lat is missing or not a number', `${path}.lat`);
  if (lng === undefined) throw new WireFormatError('lng is missing or not a number', `${path}.lng`);
  const altitudeEGM = num(o.altitudeEGM ?? o.altEGM);
  const altitudeWGS = num(o.altitudeWGS ?? o.altWGS);
  let actions: WaypointAction[] = [];
  if (o.actions !== undefined && o.actions !== null) {
    if (!Array.isArray(o.actions)) throw new WireFormatError('actions must be an array', `${path}.actions`);
    actions = o.actions.map((a, i) => {
      try {
        return actionFromWire(a);
      } catch (e) {
        throw new WireFormatError((e as Error).message, `${path}.actions[${i}]`);
      }
    });
  }
  const wp: Waypoint = { lat, lng, altitude: num(o.altitude) ?? num(o.alt) ?? altitudeEGM ?? altitudeWGS ?? 0, actions };
  if (altitudeWGS !== undefined) wp.altitudeWGS = altitudeWGS;
  if (altitudeEGM !== undefined) wp.altitudeEGM = altitudeEGM;
  const heading = num(o.heading),
    pitch = num(o.pitch),
    speed = num(o.speed);
  if (heading !== undefined) wp.heading = heading;
  if (pitch !== undefined) wp.pitch = pitch;
  if (speed !== undefined) wp.speed = speed;
  const label = str(o.label),
    pole = str(o.pole),
    wo = str(o.wo),
    isRisky = bool(o.isRisky);
  if (label !== undefined) wp.label = label;
  if (o.type === 'point' || o.type === 'pole') wp.type = o.type;
  if (isRisky !== undefined) wp.isRisky = isRisky;
  if (pole !== undefined) wp.pole = pole;
  if (wo !== undefined) wp.wo = wo;
  if (typeof o.si === 'string' || typeof o.si === 'boolean') wp.si = o.si;
  return wp;
}

export type WireWaypoint = Omit<Waypoint, 'actions'> & { actions: WireAction[] };

export function waypointToWire(wp: Waypoint): WireWaypoint {
  const out: WireWaypoint = { ...wp, actions: wp.actions.map(actionToWire) };
  for (const k of Object.keys(out) as (keyof WireWaypoint)[]) if (out[k] === undefined) delete out[k];
  return out;
}

/** Reads a mission body (spec Mission or a service sample request). Unknown fields are ignored. */
export function missionFromWire(raw: unknown, fallbackName = 'Imported mission'): EditableMission {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new WireFormatError('expected a mission object', '$');
  const o = raw as Record<string, unknown>;
  if (!Array.isArray(o.route)) throw new WireFormatError('route must be an array of mission points', '$.route');
  const route = o.route.map((p, i) => waypointFromWire(p, `$.route[${i}]`));
  const m = emptyMission({
    name: str(o.name) ?? fallbackName,
    description: str(o.description) ?? str(o.desc) ?? '',
    route,
  });
  if ((MISSION_TYPES as readonly string[]).includes(String(o.type))) m.type = o.type as MissionType;
  if ((HEIGHT_MODES as readonly string[]).includes(String(o.heightMode))) m.heightMode = o.heightMode as HeightMode;
  const speed = num(o.speed);
  if (speed !== undefined && speed > 0) m.speed = speed;
  if (o.isImported === true) m.isImported = true;
  if (o.isSmartInspect === true) m.isSmartInspect = true;
  // Generator settings travel in the contract's `survey` extension field.
  const survey = o.survey as { kind?: unknown } | undefined;
  if (
    survey &&
    typeof survey === 'object' &&
    ['mapping2d', 'mapping3d', 'corridor', 'mappingStrip', 'smart-inspect'].includes(String(survey.kind))
  ) {
    m.generator = survey as GeneratorParams;
  }
  return m;
}

/** The body the editor sends: the contract's mission input with its editable fields always set. */
export type WireMission = Required<Pick<MissionInput, 'name' | 'description' | 'type' | 'heightMode' | 'speed'>> &
  Pick<MissionInput, 'isImported' | 'isSmartInspect' | 'distance' | 'time' | 'survey'> & { route: WireWaypoint[] };

/** Body for POST/PATCH /v1/mission. Pass figures to fill the spec's distance/time fields. */
export function missionToWire(m: EditableMission, figures?: { distance: number; time: number }): WireMission {
  const out: WireMission = {
    name: m.name,
    description: m.description,
    type: m.type,
    heightMode: m.heightMode,
    speed: m.speed,
    route: m.route.map(waypointToWire),
  };
  if (m.isImported) out.isImported = true;
  if (m.isSmartInspect) out.isSmartInspect = true;
  if (figures) {
    out.distance = Math.round(figures.distance * 10) / 10;
    out.time = Math.round(figures.time);
  }
  if (m.generator) out.survey = { ...m.generator };
  return out;
}
