import type { ServiceContext } from '../context';
import { createAnalyticsRepository } from '../domain/analytics/analytics-repository';
import { seedDevicesOf } from './flight-seed-data';
import { DAY, sessionDetections, type DetectionClass, type Incident } from './analytics-rhythm';
import { TEAMS } from './demo-world';
import { createRng } from './random';

const DAYS = 30;
const M_INFRA = 'yolov8m-infra-2.3.1';
const M_COCO = 'yolov8s-coco-1.4.0';
const M_LAND = 'segformer-b2-landcover-0.9.4';

/** What each team's models look for, with how often (weight) and which model finds it. */
const CLASSES: Record<string, DetectionClass[]> = {
  'team-inspection': [
    { name: 'insulator_damage', weight: 3, model: M_INFRA, maxCount: 2 },
    { name: 'corrosion', weight: 4, model: M_INFRA, maxCount: 4 },
    { name: 'crack', weight: 3, model: M_INFRA, maxCount: 3 },
    { name: 'vegetation', weight: 3, model: 'segformer-b2-veg-1.2.0', maxCount: 6 },
    { name: 'bird_nest', weight: 1, model: M_INFRA, maxCount: 1 },
    { name: 'person', weight: 2, model: M_COCO, maxCount: 3, diurnal: true },
    { name: 'vehicle', weight: 2, model: M_COCO, maxCount: 5, diurnal: true },
  ],
  'team-survey': [
    { name: 'vegetation', weight: 4, model: M_LAND, maxCount: 8 },
    { name: 'stockpile', weight: 3, model: 'yolov8l-survey-1.1.0', maxCount: 4 },
    { name: 'water_pooling', weight: 2, model: M_LAND, maxCount: 3 },
    { name: 'livestock', weight: 2, model: M_COCO, maxCount: 12, diurnal: true },
    { name: 'vehicle', weight: 3, model: M_COCO, maxCount: 6, diurnal: true },
    { name: 'person', weight: 2, model: M_COCO, maxCount: 4, diurnal: true },
  ],
};

/** A few spikes per team, each in its own session: a night intrusion, a defect run, a storm's aftermath. */
const INCIDENTS: Record<string, Incident[]> = {
  'team-inspection': [
    { dayOffset: 4, hourUtc: 2, minutes: 12, className: 'person', everyS: [1, 3], maxCount: 4 },
    { dayOffset: 11, hourUtc: 10, minutes: 15, className: 'corrosion', everyS: [1, 2], maxCount: 6 },
    { dayOffset: 19, hourUtc: 14, minutes: 8, className: 'crack', everyS: [1, 2], maxCount: 5 },
  ],
  'team-survey': [
    { dayOffset: 6, hourUtc: 9, minutes: 15, className: 'water_pooling', everyS: [1, 2], maxCount: 5 },
    { dayOffset: 15, hourUtc: 12, minutes: 10, className: 'vehicle', everyS: [1, 2], maxCount: 9 },
    { dayOffset: 23, hourUtc: 22, minutes: 10, className: 'person', everyS: [1, 3], maxCount: 3 },
  ],
};

interface SeedDevice {
  id: string;
  camera: boolean;
}

function analyticsDevices(ctx: Omit<ServiceContext, 'streams'>, teamId: string): SeedDevice[] {
  // Five devices per team run models; the rest have no records (and still list in /devices).
  try {
    const rows = ctx.db.prepare('SELECT id, type FROM devices WHERE team_id = ? ORDER BY id').all(teamId) as Array<{
      id: string;
      type: string;
    }>;
    if (rows.length) return rows.slice(0, 5).map((r) => ({ id: r.id, camera: r.type === 'camera' }));
  } catch {
    /* devices table absent: fall through */
  }
  return seedDevicesOf(ctx.db, teamId).map((d) => ({ id: d.id, camera: false }));
}

/**
 * Detections per team over the last 30 days, in sessions (one recording of one device, split into
 * 5-minute files): more flights on weekdays, by day only; fixed cameras record longer; people and
 * vehicles peak around midday; and a few incidents (bursts of one class). Times are relative to
 * today 00:00 UTC so "last 30 days" is populated whenever the demo is seeded (today's sessions only
 * up to the moment of seeding); everything else is
 * deterministic.
 */
export async function seedAnalytics(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const store = createAnalyticsRepository(ctx.db);
  const now = Date.now();
  const anchor = Math.floor(now / DAY) * DAY;
  ctx.db.transaction(() => {
    for (const team of TEAMS) {
      const rng = createRng(`analytics:${team.id}`);
      const devices = analyticsDevices(ctx, team.id);
      const classes = CLASSES[team.id] ?? CLASSES['team-inspection'] ?? [];
      const incidents = [...(INCIDENTS[team.id] ?? [])];
      // Day 0 is today, up to now: a control room's "last 24 hours" is never empty on a fresh demo.
      for (let day = DAYS; day >= 0; day--) {
        const dayStart = anchor - day * DAY;
        const weekday = new Date(dayStart).getUTCDay() % 6 !== 0;
        const sessions = weekday ? rng.int(1, 3) : rng.int(0, 1);
        const plans = Array.from({ length: sessions }, () => {
          const device = rng.pick(devices);
          return {
            device,
            start: dayStart + rng.int(7 * 3600, 17 * 3600) * 1000,
            lengthS: device.camera ? rng.int(40 * 60, 90 * 60) : rng.int(8 * 60, 24 * 60),
            incident: undefined as Incident | undefined,
          };
        });
        for (const inc of incidents.filter((i) => i.dayOffset === day)) {
          plans.push({
            device: rng.pick(devices),
            start: dayStart + inc.hourUtc * 3_600_000,
            lengthS: inc.minutes * 60 + 600,
            incident: inc,
          });
        }
        for (const p of plans) {
          if (p.start + p.lengthS * 1000 > now) continue;
          const plan = {
            teamId: team.id,
            deviceId: p.device.id,
            sessionId: rng.uuid(),
            start: p.start,
            lengthS: p.lengthS,
            classes,
            baseEveryS: p.device.camera ? ([10, 40] as [number, number]) : ([3, 14] as [number, number]),
            incident: p.incident,
          };
          for (const row of sessionDetections(rng, plan)) store.insert(row);
        }
      }
    }
  })();
}
