// The bulk of the jobs seed: enough jobs and tasks for the lists, boards and filters to feel real
// (issue #10: a few dozen jobs, hundreds of tasks in every status, geofences with obstacles).
// Its own random stream, so the first, hand-shaped jobs of seed-missions-jobs stay as they were.
import type { Db } from '../store/db';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task, TaskContext } from '../../src/lib/contract/tasks';
import { USER_TASK_STATUSES } from '../../src/lib/contract/common';
import type { GeoFeature } from '../../src/lib/contract/geojson';
import { offsetM } from '../domain/missions/route-geometry';
import { insertJob } from '../domain/jobs/job-repository';
import { insertTask } from '../domain/tasks/task-repository';
import { sitesOfTeam, usersOfTeam, type DemoTeam } from './demo-world';
import { createRng, type Rng } from './random';

const DAY = 86_400_000;
/** Per team, on top of the three hand-shaped jobs: 3 teams × 12 jobs = 36 jobs. */
export const MORE_JOBS_PER_TEAM = 9;
/** 9 × 36 + 15 = 339 tasks a team, 1,017 in all: about 200 in each of the five statuses. */
export const TASKS_PER_MORE_JOB = 36;
const KINDS = ['Pylon inspection', 'Roof survey', 'Progress mapping', 'Vegetation check', 'Thermal scan', 'Incident review'];
type Site = ReturnType<typeof sitesOfTeam>[number];

const ring = (site: Site, pts: Array<[number, number]>) => {
  const r = pts.map(([e, n]) => {
    const p = offsetM(site, e, n);
    return [p.lng, p.lat];
  });
  return [[...r, r[0]!]];
};

/** An allowed area around the site, a no-fly zone, a power line crossing it and a mast: every kind of shape. */
export function siteFence(site: Site, rng: Rng): NonNullable<TaskContext['geojson']> {
  const half = rng.int(200, 320);
  const ko = [rng.float(-120, 120), rng.float(-120, 120)] as const;
  const line = [-half - 50, -half / 3, half / 3, half + 50].map((e, i) => {
    const p = offsetM(site, e, (i - 1.5) * rng.float(20, 60));
    return [p.lng, p.lat];
  });
  const mast = offsetM(site, rng.float(-100, 100), rng.float(-100, 100));
  const style = (kind: 'inclusion' | 'exclusion') => ({
    geofence: kind,
    stroke: kind === 'inclusion' ? '#22c55e' : '#ef4444',
    'stroke-width': 2,
    'stroke-opacity': 1,
    fill: kind === 'inclusion' ? '#22c55e' : '#ef4444',
    'fill-opacity': kind === 'inclusion' ? 0.12 : 0.25,
  });
  const features: GeoFeature[] = [
    {
      type: 'Feature',
      properties: { name: `${site.name} work area`, ...style('inclusion'), ceiling: 120 },
      geometry: {
        type: 'Polygon',
        coordinates: ring(site, [
          [-half, -half],
          [half, -half],
          [half, half],
          [-half, half],
        ]),
      },
    },
    {
      type: 'Feature',
      properties: { name: 'No-fly: transformer yard', ...style('exclusion') },
      geometry: {
        type: 'Polygon',
        coordinates: ring(site, [
          [ko[0] - 35, ko[1] - 25],
          [ko[0] + 35, ko[1] - 25],
          [ko[0] + 35, ko[1] + 25],
          [ko[0] - 35, ko[1] + 25],
        ]),
      },
    },
    {
      type: 'Feature',
      properties: { name: 'Power line (obstacle)', stroke: '#f59e0b', 'stroke-width': 3, 'stroke-opacity': 1 },
      geometry: { type: 'LineString', coordinates: line },
    },
    {
      type: 'Feature',
      properties: { name: 'Radio mast', stroke: '#f59e0b' },
      geometry: { type: 'Point', coordinates: [mast.lng, mast.lat] },
    },
  ];
  return { type: 'FeatureCollection', features };
}

/** The extra jobs and tasks of one team; `attachable` are missions small enough to copy into a task. */
export function seedMoreTasks(db: Db, team: DemoTeam, attachable: readonly Mission[], now: number): void {
  const rng = createRng(`jobs-more:${team.id}`);
  const users = usersOfTeam(team.id);
  const members = users.filter((u) => u.role === 'member');
  const owner = users.find((u) => u.role === 'admin') ?? users[0];
  const sites = sitesOfTeam(team.id);
  for (let j = 0; j < MORE_JOBS_PER_TEAM; j++) {
    const site = sites[j % sites.length] as Site;
    const jobId = rng.uuid();
    const createdAt = now - rng.int(2, 90) * DAY;
    const kind = KINDS[j % KINDS.length]!;
    insertJob(db, {
      id: jobId,
      teamId: team.id,
      companyId: team.companyId,
      ownerId: owner?.id ?? '',
      title: `${kind}: ${site.name} #${j + 1}`,
      description: `${kind} at ${site.name}, batch ${j + 1}.`,
      status: rng.pick(['DRAFT', 'PUBLISHED', 'IN_PROGRESS', 'COMPLETED'] as const),
      userIds: members.filter(() => rng.chance(0.7)).map((u) => u.id),
      createdAt,
      updatedAt: createdAt,
    });
    for (let k = 0; k < TASKS_PER_MORE_JOB; k++) {
      const status = USER_TASK_STATUSES[(k + j) % USER_TASK_STATUSES.length]!;
      const mission = rng.chance(0.4) && attachable.length ? rng.pick(attachable) : undefined;
      const at = offsetM(site, rng.float(-150, 150), rng.float(-150, 150));
      const t: Task = {
        id: rng.uuid(),
        jobId,
        type: rng.chance(0.2) ? 'FLIGHT_REQUEST_MANUAL' : 'FLIGHT_REQUEST',
        title: `${site.name} ${kind.toLowerCase()} ${k + 1}`,
        description: mission ? `Fly "${mission.name}" inside the geofence` : 'Manual flight inside the geofence',
        status,
        context: {
          geojson: siteFence(site, rng),
          properties: { priority: rng.pick(['low', 'normal', 'high']), site: site.name, batch: String(j + 1) },
          ...(mission ? { mission: { id: mission.id, name: mission.name, route: mission.route } } : {}),
        },
        lat: at.lat,
        lng: at.lng,
        flightHistory: [],
        ...(status !== 'DRAFT' && members.length ? { assignedId: rng.pick(members).id } : {}),
        ownerId: owner?.id ?? '',
        teamId: team.id,
        companyId: team.companyId,
        createdAt: createdAt + k * 600_000,
        updatedAt: createdAt + k * 600_000 + rng.int(0, DAY),
      };
      insertTask(db, t);
    }
  }
}
