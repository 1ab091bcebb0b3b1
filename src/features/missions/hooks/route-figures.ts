import type { EditableMission, Waypoint } from '../utils/mission-model';

const R = 6371008.8;
const rad = (d: number) => (d * Math.PI) / 180;

export function legLength(a: Waypoint, b: Waypoint): number {
  const dLat = rad(b.lat - a.lat), dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const flat = 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.hypot(flat, b.altitude - a.altitude);
}

export interface Figures {
  distance: number;
  time: number;
  maxAltitude: number | undefined;
  minAltitude: number | undefined;
  /** Cumulative distance at each waypoint, for the altitude profile. */
  cumulative: number[];
}

/** Distance (m), estimated time (s: legs at their speed plus hovers) and altitude range. */
export function routeFigures(m: EditableMission): Figures {
  let distance = 0, time = 0;
  let max: number | undefined, min: number | undefined;
  const cumulative: number[] = new Array(m.route.length);
  for (let i = 0; i < m.route.length; i++) {
    const w = m.route[i] as Waypoint;
    const prev = m.route[i - 1];
    if (prev) {
      const d = legLength(prev, w);
      distance += d;
      const v = prev.speed && prev.speed > 0 ? prev.speed : m.speed > 0 ? m.speed : 5;
      time += d / v;
    }
    cumulative[i] = distance;
    for (const a of w.actions) if (a.type === 'hover') time += a.seconds;
    max = max === undefined || w.altitude > max ? w.altitude : max;
    min = min === undefined || w.altitude < min ? w.altitude : min;
  }
  return { distance, time, maxAltitude: max, minAltitude: min, cumulative };
}

export function formatDistance(m: number): string {
  return m >= 1000 ? `${(m / 1000).toFixed(2)} km` : `${Math.round(m)} m`;
}

export function formatDuration(s: number): string {
  const t = Math.round(s);
  const h = Math.floor(t / 3600), min = Math.floor((t % 3600) / 60), sec = t % 60;
  return h > 0 ? `${h} h ${min} min` : min > 0 ? `${min} min ${sec} s` : `${sec} s`;
}
