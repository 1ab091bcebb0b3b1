import { FLIGHT_TRACK_COLUMNS } from '../../../src/lib/contract/flights';

/**
 * Synthetic but physically plausible flight tracks for the reference service's demo logs:
 * climb, fly a pattern at cruise speed, return, land. Sampled every `stepS` seconds so a
 * file stays small (a 20-minute flight at 4 s is ~300 rows, ~15 KB).
 */
export type TrackPattern = 'orbit' | 'grid' | 'corridor';

export interface TrackSpec {
  lat: number;
  lng: number;
  pattern: TrackPattern;
  /** Cruise speed, m/s. */
  speed: number;
  /** Cruise altitude above take-off, m. */
  altitude: number;
  /** Size of the pattern, m (orbit radius, grid side, corridor length). */
  size: number;
  /** Direction of the pattern, degrees. */
  bearing: number;
  stepS: number;
  /** Battery at take-off, %. */
  batteryStart: number;
  /** Fly the pattern again until the cruise lasts at least this long, s (long dense logs). */
  minCruiseS?: number;
}

export interface Track {
  csv: string;
  durationS: number;
  distanceM: number;
}

type Pt = [number, number];

const M_PER_DEG = 111_320;

function patternPath(p: TrackSpec): Pt[] {
  const rot = (p.bearing * Math.PI) / 180;
  const r = ([x, y]: Pt): Pt => [x * Math.cos(rot) - y * Math.sin(rot), x * Math.sin(rot) + y * Math.cos(rot)];
  const pts: Pt[] = [[0, 0]];
  if (p.pattern === 'orbit') {
    // Out to the structure, two turns around it, back home.
    for (let i = 0; i <= 48; i++) {
      const a = (i / 24) * Math.PI * 2;
      pts.push(r([p.size * 1.5 + p.size * Math.cos(a), p.size * Math.sin(a)]));
    }
  } else if (p.pattern === 'grid') {
    // Lawnmower survey of a square, lines 40 m apart.
    const lines = Math.max(2, Math.round(p.size / 40));
    for (let i = 0; i <= lines; i++) {
      const y = (i / lines) * p.size;
      const [a, b] = i % 2 === 0 ? [0, p.size] : [p.size, 0];
      pts.push(r([a + 20, y]), r([b + 20, y]));
    }
  } else {
    // Along a line asset (power line, river bank) and back, slightly offset.
    pts.push(r([p.size, 0]), r([p.size, 15]), r([0, 15]));
  }
  pts.push([0, 0]);
  return pts;
}

export function generateTrack(p: TrackSpec): Track {
  const once = patternPath(p);
  let lapM = 0;
  for (let i = 1; i < once.length; i++)
    lapM += Math.hypot((once[i] as Pt)[0] - (once[i - 1] as Pt)[0], (once[i] as Pt)[1] - (once[i - 1] as Pt)[1]);
  const laps = p.minCruiseS && lapM > 0 ? Math.max(1, Math.ceil((p.minCruiseS * p.speed) / lapM)) : 1;
  const path = laps === 1 ? once : Array.from({ length: laps }, () => once).flat();
  // At most two hours of samples, whatever the step: a degenerate spec can never loop forever.
  const maxSteps = Math.ceil(7_200 / p.stepS) + 20_000;
  const climbS = Math.max(8, Math.round(p.altitude / 3));
  const cosLat = Math.cos((p.lat * Math.PI) / 180);
  const rows: string[] = [FLIGHT_TRACK_COLUMNS.join(',')];
  let seg = 0;
  let segPos = 0;
  let distance = 0;
  let heading = 0;
  let t = 0;
  let pos: Pt = [0, 0];
  let phase: 'climb' | 'cruise' | 'descend' | 'done' = 'climb';
  let phaseT = 0;
  for (let guard = 0; phase !== 'done' && guard < maxSteps; guard++) {
    let alt = p.altitude;
    let speed = p.speed;
    if (phase === 'climb') {
      alt = Math.min(p.altitude, (phaseT / climbS) * p.altitude);
      speed = 0;
    } else if (phase === 'descend') {
      alt = Math.max(0, p.altitude - (phaseT / climbS) * p.altitude);
      speed = 0;
    }
    const battery = Math.max(5, p.batteryStart - t / 18);
    const lat = p.lat + pos[1] / M_PER_DEG;
    const lng = p.lng + pos[0] / (M_PER_DEG * cosLat);
    rows.push(
      `${Math.round(t * 1000)},${lat.toFixed(6)},${lng.toFixed(6)},${alt.toFixed(1)},${speed.toFixed(1)},${heading.toFixed(0)},${battery.toFixed(0)}`,
    );

    t += p.stepS;
    phaseT += p.stepS;
    if (phase === 'climb' && phaseT >= climbS) [phase, phaseT] = ['cruise', 0];
    else if (phase === 'descend' && phaseT > climbS) phase = 'done';
    else if (phase === 'cruise') {
      let move = p.speed * p.stepS;
      while (move > 0 && seg < path.length - 1) {
        const [a, b] = [path[seg] as Pt, path[seg + 1] as Pt];
        const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
        const step = Math.min(move, len - segPos);
        segPos += step;
        move -= step;
        distance += step;
        heading = ((Math.atan2(b[0] - a[0], b[1] - a[1]) * 180) / Math.PI + 360) % 360;
        const f = len === 0 ? 1 : segPos / len;
        pos = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
        if (segPos >= len) [seg, segPos] = [seg + 1, 0];
      }
      if (seg >= path.length - 1) [phase, phaseT, pos] = ['descend', 0, [0, 0]];
    }
  }
  return { csv: `${rows.join('\n')}\n`, durationS: t - p.stepS, distanceM: Math.round(distance) };
}
