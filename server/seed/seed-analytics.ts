import type { ServiceContext } from '../context';
import { createAnalyticsRepository } from '../domain/analytics/analytics-repository';
import { seedDevicesOf } from './flight-seed-data';
import { TEAMS } from './demo-world';
import { createRng, type Rng } from './random';

const DAY = 86_400_000;
const SESSIONS_PER_TEAM = 32;
const FPS = 30;

/** What each team's models look for, with how often (weight) and which model finds it. */
const CLASSES: Record<string, Array<{ name: string; weight: number; model: string; maxCount: number }>> = {
  'team-inspection': [
    { name: 'insulator_damage', weight: 3, model: 'yolov8m-infra-2.3.1', maxCount: 2 },
    { name: 'corrosion', weight: 4, model: 'yolov8m-infra-2.3.1', maxCount: 4 },
    { name: 'crack', weight: 3, model: 'yolov8m-infra-2.3.1', maxCount: 3 },
    { name: 'vegetation', weight: 3, model: 'segformer-b2-veg-1.2.0', maxCount: 6 },
    { name: 'bird_nest', weight: 1, model: 'yolov8m-infra-2.3.1', maxCount: 1 },
    { name: 'person', weight: 2, model: 'yolov8s-coco-1.4.0', maxCount: 3 },
    { name: 'vehicle', weight: 2, model: 'yolov8s-coco-1.4.0', maxCount: 5 },
  ],
  'team-survey': [
    { name: 'vegetation', weight: 4, model: 'segformer-b2-landcover-0.9.4', maxCount: 8 },
    { name: 'stockpile', weight: 3, model: 'yolov8l-survey-1.1.0', maxCount: 4 },
    { name: 'water_pooling', weight: 2, model: 'segformer-b2-landcover-0.9.4', maxCount: 3 },
    { name: 'livestock', weight: 2, model: 'yolov8s-coco-1.4.0', maxCount: 12 },
    { name: 'vehicle', weight: 3, model: 'yolov8s-coco-1.4.0', maxCount: 6 },
    { name: 'person', weight: 2, model: 'yolov8s-coco-1.4.0', maxCount: 4 },
  ],
};

function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  const total = items.reduce((s, i) => s + i.weight, 0);
  let x = rng.next() * total;
  for (const i of items) if ((x -= i.weight) < 0) return i;
  return items[items.length - 1] as T;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const fileStamp = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
};

function teamDeviceIds(ctx: Omit<ServiceContext, 'streams'>, teamId: string): string[] {
  // Fixed cameras run models too, so every device of the team qualifies; drones as a fallback.
  try {
    const ids = ctx.db.prepare('SELECT id FROM devices WHERE team_id = ? ORDER BY id').pluck().all(teamId) as string[];
    if (ids.length) return ids.slice(0, 5);
  } catch {
    /* devices table absent: fall through */
  }
  return seedDevicesOf(ctx.db, teamId).map((d) => d.id);
}

/**
 * A few thousand detections per team over the last 30 days, grouped in sessions (one
 * recording of one device, split into ~5-minute video files). Times are relative to
 * today 00:00 UTC so the dashboard's "last 30 days" is populated whenever the demo is
 * seeded; everything else is deterministic.
 */
export async function seedAnalytics(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const store = createAnalyticsRepository(ctx.db);
  const anchor = Math.floor(Date.now() / DAY) * DAY;
  ctx.db.transaction(() => {
    for (const team of TEAMS) {
      const rng = createRng(`analytics:${team.id}`);
      const devices = teamDeviceIds(ctx, team.id);
      const classes = CLASSES[team.id] ?? CLASSES['team-inspection'] ?? [];
      for (let s = 0; s < SESSIONS_PER_TEAM; s++) {
        const deviceId = rng.pick(devices);
        const sessionId = rng.uuid();
        const start = anchor - rng.int(1, 30) * DAY + rng.int(7 * 3600, 17 * 3600) * 1000;
        const lengthS = rng.int(8 * 60, 24 * 60);
        let fileIndex = rng.int(1, 200);
        let fileStart = start;
        for (let t = rng.int(2, 10); t < lengthS; t += rng.int(3, 14)) {
          const ts = start + t * 1000 + rng.int(0, 999);
          // Recorders split video every 5 minutes; a new file restarts frame numbering.
          if (ts - fileStart >= 300_000) [fileIndex, fileStart] = [fileIndex + 1, fileStart + 300_000];
          const c = weighted(rng, classes);
          store.insert({
            teamId: team.id,
            deviceId,
            sessionId,
            ts,
            className: c.name,
            count: rng.int(1, c.maxCount),
            frameNumber: Math.floor(((ts - fileStart) / 1000) * FPS),
            modelId: c.model,
            sourceFileName: `DJI_${fileStamp(fileStart)}_${pad(fileIndex, 4)}_V.MP4`,
          });
        }
      }
    }
  })();
}
