import type { MissionPoint } from '../../../src/lib/contract/missions';
import { bearingDeg, offsetM } from './route-geometry';

type LatLng = { lat: number; lng: number };
const photo = [{ action: 'TAKE_PHOTO' }];

/**
 * Lawnmower (boustrophedon) survey over a width x height rectangle centred on `center`:
 * `lines` passes of `perLine` waypoints, alternating direction. Used for mapping2d plans.
 */
export function lawnmower(
  center: LatLng,
  opts: { width: number; height: number; lines: number; perLine: number; altitude: number },
): MissionPoint[] {
  const route: MissionPoint[] = [];
  const { width, height, lines, perLine, altitude } = opts;
  for (let l = 0; l < lines; l++) {
    const east = -width / 2 + (lines === 1 ? 0 : (l * width) / (lines - 1));
    const forward = l % 2 === 0;
    for (let i = 0; i < perLine; i++) {
      const t = perLine === 1 ? 0 : i / (perLine - 1);
      const north = (forward ? -1 : 1) * (height / 2) * (1 - 2 * t);
      route.push({
        ...offsetM(center, east, north),
        altitude,
        heading: forward ? 0 : 180,
        pitch: -90,
        ...(i % 4 === 0 ? { actions: photo } : {}),
      });
    }
  }
  return route;
}

/** Circle of `n` points around `center`, camera facing the centre: mapping3d and smart-inspect plans. */
export function orbit(center: LatLng, opts: { radius: number; n: number; altitude: number; pitch: number }): MissionPoint[] {
  return Array.from({ length: opts.n }, (_, i) => {
    const a = (2 * Math.PI * i) / opts.n;
    const p = offsetM(center, opts.radius * Math.sin(a), opts.radius * Math.cos(a));
    return { ...p, altitude: opts.altitude, heading: bearingDeg(p, center), pitch: opts.pitch, actions: photo };
  });
}

/** Poles every `spacing` meters along a bearing: corridor (power line) plans. */
export function corridor(
  start: LatLng,
  opts: { bearing: number; poles: number; spacing: number; altitude: number; workOrder: string },
): MissionPoint[] {
  const b = (opts.bearing * Math.PI) / 180;
  return Array.from({ length: opts.poles }, (_, i) => {
    const d = i * opts.spacing;
    const p = offsetM(start, d * Math.sin(b), d * Math.cos(b));
    const pole = `P-${String(i + 1).padStart(3, '0')}`;
    return {
      ...p,
      altitude: opts.altitude,
      heading: (opts.bearing + 90) % 360,
      pitch: -35,
      type: 'pole',
      pole,
      label: pole,
      wo: opts.workOrder,
      actions: photo,
    };
  });
}

/** `strips` parallel passes along a bearing: mappingStrip plans. */
export function strips(
  start: LatLng,
  opts: { bearing: number; length: number; strips: number; gap: number; altitude: number },
): MissionPoint[] {
  const b = (opts.bearing * Math.PI) / 180;
  const route: MissionPoint[] = [];
  for (let s = 0; s < opts.strips; s++) {
    const side = s * opts.gap;
    const base = offsetM(start, side * Math.cos(b), -side * Math.sin(b));
    const ends = [base, offsetM(base, opts.length * Math.sin(b), opts.length * Math.cos(b))];
    if (s % 2 === 1) ends.reverse();
    for (const p of ends) route.push({ ...p, altitude: opts.altitude, pitch: -90, actions: photo });
  }
  return route;
}

/** A loose walk of `n` points from `start` with the given step generator: generic and imported plans. */
export function walk(start: LatLng, n: number, step: (i: number) => { east: number; north: number; altitude: number }): MissionPoint[] {
  const route: MissionPoint[] = [];
  let here = start;
  for (let i = 0; i < n; i++) {
    const s = step(i);
    here = i === 0 ? here : offsetM(here, s.east, s.north);
    route.push({ ...here, altitude: s.altitude, heading: 0, pitch: -45 });
  }
  return route;
}
