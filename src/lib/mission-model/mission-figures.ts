// Distance, time and altitude figures of a mission. Legs are kept in arrays so moving one
// waypoint only recomputes its two adjacent legs (updateFiguresAfterMove).
import { distance } from '@turf/turf';
import type { EditableMission, Waypoint, WaypointAction } from './mission-model';

/** Rough action durations (s): what a DJI enterprise aircraft typically needs. */
export const ACTION_SECONDS = { takePhoto: 1, startRecord: 0.5, stopRecord: 0.5, gimbalPitch: 1, zoom: 1, custom: 1 } as const;
/** Yaw rate used for rotation actions, deg/s. */
export const YAW_RATE = 30;

export interface MissionFigures {
  /** Horizontal route length, m. */
  distance: number;
  /** Route length including climbs and descents, m. */
  distance3d: number;
  /** Estimated flight time, s (legs at their speed plus action durations). */
  time: number;
  maxAltitude: number;
  minAltitude: number;
  photoCount: number;
  /** Per-leg horizontal and 3D lengths and flight time; leg i goes from waypoint i to i+1. */
  legs: { distance: Float64Array; distance3d: Float64Array; time: Float64Array };
  /** Per-waypoint action time, s. */
  actionTime: Float64Array;
}

export function actionSeconds(a: WaypointAction, headingBefore = 0): number {
  switch (a.type) {
    case 'hover':
      return Math.max(0, a.seconds);
    case 'rotateAircraft': {
      const d = Math.abs(((((a.heading - headingBefore) % 360) + 540) % 360) - 180);
      return d / YAW_RATE;
    }
    default:
      return ACTION_SECONDS[a.type];
  }
}

function waypointActionTime(wp: Waypoint): number {
  let t = 0,
    heading = wp.heading ?? 0;
  for (const a of wp.actions) {
    t += actionSeconds(a, heading);
    if (a.type === 'rotateAircraft') heading = a.heading;
  }
  return t;
}

function legInto(m: EditableMission, i: number, out: MissionFigures['legs']): void {
  const a = m.route[i]!,
    b = m.route[i + 1]!;
  const d = distance([a.lng, a.lat], [b.lng, b.lat], { units: 'meters' });
  const dz = b.altitude - a.altitude;
  const d3 = Math.sqrt(d * d + dz * dz);
  const speed = a.speed ?? m.speed;
  out.distance[i] = d;
  out.distance3d[i] = d3;
  out.time[i] = speed > 0 ? d3 / speed : 0;
}

function totals(m: EditableMission, legs: MissionFigures['legs'], actionTime: Float64Array): MissionFigures {
  let dist = 0,
    dist3d = 0,
    time = 0,
    photos = 0;
  let max = -Infinity,
    min = Infinity;
  for (let i = 0; i < legs.distance.length; i++) {
    dist += legs.distance[i]!;
    dist3d += legs.distance3d[i]!;
    time += legs.time[i]!;
  }
  for (let i = 0; i < m.route.length; i++) {
    const wp = m.route[i]!;
    time += actionTime[i]!;
    if (wp.altitude > max) max = wp.altitude;
    if (wp.altitude < min) min = wp.altitude;
    for (const a of wp.actions) if (a.type === 'takePhoto') photos++;
  }
  return {
    distance: dist,
    distance3d: dist3d,
    time,
    photoCount: photos,
    legs,
    actionTime,
    maxAltitude: m.route.length ? max : 0,
    minAltitude: m.route.length ? min : 0,
  };
}

export function missionFigures(m: EditableMission): MissionFigures {
  const n = Math.max(0, m.route.length - 1);
  const legs = { distance: new Float64Array(n), distance3d: new Float64Array(n), time: new Float64Array(n) };
  for (let i = 0; i < n; i++) legInto(m, i, legs);
  const actionTime = new Float64Array(m.route.length);
  for (let i = 0; i < m.route.length; i++) actionTime[i] = waypointActionTime(m.route[i]!);
  return totals(m, legs, actionTime);
}

/**
 * Figures after waypoint `index` changed (moved, altitude, speed or actions) with the same
 * number of waypoints. Recomputes only the two adjacent legs; falls back to a full pass otherwise.
 */
export function updateFiguresAfterMove(prev: MissionFigures, m: EditableMission, index: number): MissionFigures {
  if (prev.actionTime.length !== m.route.length || index < 0 || index >= m.route.length) return missionFigures(m);
  const legs = { distance: prev.legs.distance.slice(), distance3d: prev.legs.distance3d.slice(), time: prev.legs.time.slice() };
  if (index > 0) legInto(m, index - 1, legs);
  if (index < m.route.length - 1) legInto(m, index, legs);
  const actionTime = prev.actionTime.slice();
  actionTime[index] = waypointActionTime(m.route[index]!);
  return totals(m, legs, actionTime);
}

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600),
    min = Math.floor((s % 3600) / 60),
    sec = s % 60;
  return h ? `${h} h ${min} min` : min ? `${min} min ${sec} s` : `${sec} s`;
}

export function formatDistance(metres: number): string {
  return metres >= 1000 ? `${(metres / 1000).toFixed(2)} km` : `${Math.round(metres)} m`;
}

/** Horizontal distance flown up to each waypoint (for the altitude profile's x axis). */
export function cumulativeDistance(f: MissionFigures): Float64Array {
  const out = new Float64Array(f.actionTime.length);
  for (let i = 1; i < out.length; i++) out[i] = out[i - 1]! + (f.legs.distance[i - 1] ?? 0);
  return out;
}
