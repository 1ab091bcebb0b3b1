import type { DetectionRow } from '../domain/analytics/analytics-repository';
import type { Rng } from './random';

export const DAY = 86_400_000;
const FPS = 30;

export interface DetectionClass {
  name: string;
  weight: number;
  model: string;
  maxCount: number;
  /** People and vehicles follow the working day; defects are seen whenever a camera looks. */
  diurnal?: boolean;
}

/** A burst of one class in one session: what an operator should spot as a spike. */
export interface Incident {
  dayOffset: number;
  hourUtc: number;
  minutes: number;
  className: string;
  /** Seconds between detections during the burst. */
  everyS: [number, number];
  maxCount: number;
}

export interface SessionPlan {
  teamId: string;
  deviceId: string;
  sessionId: string;
  start: number;
  lengthS: number;
  classes: readonly DetectionClass[];
  /** Seconds between detections at the quietest hour (the rhythm shortens it at midday). */
  baseEveryS: [number, number];
  incident?: Incident;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const fileStamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

/** 0.2 at night → 1 around 13:00 UTC: activity of people and traffic over a day. */
export function dayRhythm(ts: number): number {
  const h = (ts % DAY) / 3_600_000;
  return 0.2 + 0.8 * Math.max(0, Math.cos(((h - 13) / 12) * Math.PI)) ** 2;
}

function weighted(rng: Rng, items: readonly DetectionClass[], ts: number): DetectionClass {
  const w = (c: DetectionClass) => c.weight * (c.diurnal ? dayRhythm(ts) * 2 : 1);
  const total = items.reduce((s, i) => s + w(i), 0);
  let x = rng.next() * total;
  for (const i of items) if ((x -= w(i)) < 0) return i;
  return items[items.length - 1] as DetectionClass;
}

/**
 * The detections of one recording session: split into 5-minute video files (a new file restarts
 * frame numbering), denser at midday, and, if the session carries an incident, a burst of one class.
 */
export function* sessionDetections(rng: Rng, plan: SessionPlan): Generator<DetectionRow> {
  const { start, lengthS, classes } = plan;
  let fileIndex = rng.int(1, 200);
  let fileStart = start;
  const row = (ts: number, c: DetectionClass, count: number): DetectionRow => {
    while (ts - fileStart >= 300_000) [fileIndex, fileStart] = [fileIndex + 1, fileStart + 300_000];
    return {
      teamId: plan.teamId,
      deviceId: plan.deviceId,
      sessionId: plan.sessionId,
      ts,
      className: c.name,
      count,
      frameNumber: Math.floor(((ts - fileStart) / 1000) * FPS),
      modelId: c.model,
      sourceFileName: `DJI_${fileStamp(fileStart)}_${pad(fileIndex, 4)}_V.MP4`,
    };
  };
  const inc = plan.incident;
  const incClass = inc ? classes.find((c) => c.name === inc.className) : undefined;
  const incFrom = inc ? rng.int(0, Math.max(0, lengthS - inc.minutes * 60)) : 0;
  for (let t = rng.int(2, 10); t < lengthS;) {
    const ts = start + t * 1000 + rng.int(0, 999);
    const burst = inc && incClass && t >= incFrom && t < incFrom + inc.minutes * 60;
    if (burst) yield row(ts, incClass, rng.int(1, inc.maxCount));
    else {
      const c = weighted(rng, classes, ts);
      yield row(ts, c, rng.int(1, c.maxCount));
    }
    const [lo, hi] = burst ? inc.everyS : plan.baseEveryS;
    t += Math.max(1, Math.round(rng.int(lo, hi) / (burst ? 1 : 0.4 + dayRhythm(ts))));
  }
}
