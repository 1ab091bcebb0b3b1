import type { ServiceContext } from '../context';
import type { Mission, MissionPoint, MissionType, HeightMode } from '../../src/lib/contract/missions';
import type { Task, TaskContext } from '../../src/lib/contract/tasks';
import { USER_TASK_STATUSES, type UserTaskStatus } from '../../src/lib/contract/common';
import type { GeoFeature } from '../../src/lib/contract/geojson';
import { insertMission } from '../domain/missions/mission-repository';
import { offsetM, routeDistanceM } from '../domain/missions/route-geometry';
import { corridor, lawnmower, orbit, strips, walk } from '../domain/missions/route-patterns';
import { insertJob } from '../domain/jobs/job-repository';
import { insertTask } from '../domain/tasks/task-repository';
import { ALL_TEAMS, companyOfTeam, sitesOfTeam, usersOfTeam } from './demo-world';
import { createRng, type Rng } from './random';
import { seedMoreTasks } from './seed-more-tasks';

const DAY = 86_400_000;
type Site = ReturnType<typeof sitesOfTeam>[number];

interface Plan {
  name: string;
  type: MissionType;
  heightMode: HeightMode;
  speed: number;
  route: MissionPoint[];
  description: string;
  extra?: Partial<Mission>;
}

/** Every mission type around the team's sites, plus one ~1,000-waypoint mapping2d lawnmower. */
function plansFor(sites: readonly Site[], rng: Rng): Plan[] {
  const [a, b, c] = sites as [Site, Site, Site];
  const jitter = () => rng.float(-40, 40);
  return [
    {
      name: `${a.name} perimeter`,
      type: 'waypoint',
      heightMode: 'relativeToStartPoint',
      speed: 6,
      description: 'Fence-line check, photo at each corner',
      route: walk(a, 9, (i) => ({ east: i % 2 ? 120 : jitter(), north: i % 2 ? jitter() : 110, altitude: 60 })),
    },
    {
      name: `${b.name} orthomosaic (1,000 wp)`,
      type: 'mapping2d',
      heightMode: 'aboveGroundLevel',
      speed: 10,
      description: 'Dense lawnmower at 80 m AGL, 75 % side overlap',
      route: lawnmower(b, { width: 1200, height: 800, lines: 25, perLine: 40, altitude: 80 }),
    },
    {
      name: `${c.name} quick map`,
      type: 'mapping2d',
      heightMode: 'aboveGroundLevel',
      speed: 12,
      description: 'Coarse overview map',
      route: lawnmower(c, { width: 400, height: 300, lines: 6, perLine: 8, altitude: 100 }),
    },
    {
      name: `${a.name} 3D model`,
      type: 'mapping3d',
      heightMode: 'EGM96',
      speed: 4,
      description: 'Oblique orbit for the digital twin',
      route: orbit(a, { radius: 90, n: 24, altitude: 55, pitch: -30 }),
    },
    {
      name: `${b.name} strip survey`,
      type: 'mappingStrip',
      heightMode: 'WGS84',
      speed: 9,
      description: 'Three strips along the access road',
      route: strips(b, { bearing: 65, length: 900, strips: 3, gap: 60, altitude: 70 }),
    },
    {
      name: `${c.name} line corridor`,
      type: 'corridor',
      heightMode: 'relativeToStartPoint',
      speed: 5,
      description: 'Pole-by-pole inspection, 110 kV line',
      route: corridor(c, { bearing: 40, poles: 14, spacing: 85, altitude: 35, workOrder: `WO-${rng.int(100000, 999999)}` }),
    },
    {
      name: `${a.name} imported from pilot app`,
      type: 'pilot',
      heightMode: 'relativeToStartPoint',
      speed: 7,
      description: 'Imported KML from the pilot app',
      route: walk(a, 6, () => ({ east: rng.float(-80, 80), north: rng.float(-80, 80), altitude: 45 })),
      extra: { isImported: true },
    },
    {
      name: `${b.name} smart inspect`,
      type: 'smart-inspect',
      heightMode: 'realTimeFollowSurface',
      speed: 3,
      description: 'Oriented to the base point at the structure',
      route: orbit(b, { radius: 35, n: 12, altitude: 25, pitch: -15 }),
      extra: { isSmartInspect: true },
    },
    {
      name: `${c.name} third-party plan`,
      type: 'third-party-planner',
      heightMode: 'aboveGroundLevel',
      speed: 8,
      description: 'CSV from a third-party planner',
      route: walk(c, 12, (i) => ({ east: 50, north: i % 4 < 2 ? 60 : -60, altitude: 90 })),
      extra: { isImported: true },
    },
  ];
}

function seedMissions(db: Parameters<typeof insertMission>[0], teamId: string, rng: Rng, now: number): Mission[] {
  const users = usersOfTeam(teamId);
  return plansFor(sitesOfTeam(teamId), rng).map((p, i) => {
    const createdAt = now - (40 - i * 3) * DAY - rng.int(0, DAY);
    const distance = Math.round(routeDistanceM(p.route));
    const mission: Mission = {
      id: rng.uuid(),
      name: p.name,
      description: p.description,
      type: p.type,
      heightMode: p.heightMode,
      route: p.route,
      speed: p.speed,
      distance,
      time: Math.round(distance / p.speed),
      ...(rng.chance(0.6) ? { lastFlight: createdAt + rng.int(1, 10) * DAY } : {}),
      isImported: false,
      isSmartInspect: false,
      ...p.extra,
      teamId,
      companyId: companyOfTeam(teamId),
      ownerId: rng.pick(users).id,
      createdAt,
      updatedAt: createdAt + rng.int(0, 2) * DAY,
    };
    insertMission(db, mission);
    return mission;
  });
}

/** A closed square ring of `half` meters around a point. */
function square(center: { lat: number; lng: number }, half: number): number[][][] {
  const corners = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
    [-half, -half],
  ] as const;
  return [
    corners.map(([e, n]) => {
      const p = offsetM(center, e, n);
      return [p.lng, p.lat];
    }),
  ];
}

function geofences(site: Site, rng: Rng): TaskContext['geojson'] {
  const fence = (name: string, kind: 'inclusion' | 'exclusion', coords: number[][][]): GeoFeature => ({
    type: 'Feature',
    properties: {
      name,
      geofence: kind,
      stroke: kind === 'inclusion' ? '#14851f' : '#c0392b',
      'stroke-width': 2,
      'stroke-opacity': 0.8,
      fill: kind === 'inclusion' ? '#14851f' : '#c0392b',
      'fill-opacity': 0.3,
    },
    geometry: { type: 'Polygon', coordinates: coords },
  });
  const keepOut = offsetM(site, rng.float(-80, 80), rng.float(-80, 80));
  return {
    type: 'FeatureCollection',
    features: [
      fence(`${site.name} flight area`, 'inclusion', square(site, 250)),
      fence('Keep-out: live equipment', 'exclusion', square(keepOut, 40)),
    ],
  };
}

const JOB_TITLES = ['Quarterly inspection', 'Storm damage check', 'Monthly survey run'];

export async function seedMissionsJobs(ctx: Omit<ServiceContext, 'streams'>): Promise<void> {
  const { db } = ctx;
  const rng = createRng('missions-jobs');
  const now = Date.now();
  db.transaction(() => {
    for (const team of ALL_TEAMS) {
      const missions = seedMissions(db, team.id, rng, now);
      const attachable = missions.filter((m) => m.route.length <= 60);
      const users = usersOfTeam(team.id);
      const sites = sitesOfTeam(team.id);
      let taskIndex = 0;
      JOB_TITLES.forEach((title, j) => {
        const jobId = rng.uuid();
        const createdAt = now - (20 - j * 5) * DAY;
        const owner = users.find((u) => u.role === 'admin') ?? users[0];
        insertJob(db, {
          id: jobId,
          teamId: team.id,
          companyId: team.companyId,
          ownerId: owner?.id ?? '',
          title: `${title}: ${sites[j % sites.length]?.name}`,
          description: `${title} of ${sites[j % sites.length]?.name}, requested by operations.`,
          status: (['PUBLISHED', 'IN_PROGRESS', 'DRAFT'] as const)[j] ?? 'DRAFT',
          userIds: users.filter((u) => u.role === 'member').map((u) => u.id),
          createdAt,
          updatedAt: createdAt,
        });
        // Five tasks per job, one in every status.
        USER_TASK_STATUSES.forEach((status: UserTaskStatus, s) => {
          const site = sites[(j + s) % sites.length] as Site;
          const mission = s % 2 === 0 ? attachable[taskIndex % attachable.length] : undefined;
          const at = offsetM(site, rng.float(-60, 60), rng.float(-60, 60));
          const tCreated = createdAt + (s + 1) * 3_600_000;
          const task: Task = {
            id: rng.uuid(),
            jobId,
            type: s === 3 ? 'FLIGHT_REQUEST_MANUAL' : 'FLIGHT_REQUEST',
            title: `${site.name} flight ${s + 1}`,
            description: mission ? `Fly "${mission.name}" inside the geofence` : 'Manual flight inside the geofence',
            status,
            context: {
              geojson: geofences(site, rng),
              properties: { priority: rng.pick(['low', 'normal', 'high']), site: site.name },
              ...(mission ? { mission: { id: mission.id, name: mission.name, route: mission.route } } : {}),
            },
            lat: at.lat,
            lng: at.lng,
            flightHistory:
              status === 'COMPLETED'
                ? [{ flightStart: tCreated + DAY, flightEnd: tCreated + DAY + 1_260_000, distance: mission?.distance ?? 2400 }]
                : [],
            ...(s > 0 ? { assignedId: (users[1 + (s % 2)] ?? users[0])?.id } : {}),
            ownerId: owner?.id ?? '',
            teamId: team.id,
            companyId: team.companyId,
            createdAt: tCreated,
            updatedAt: tCreated,
          };
          insertTask(db, task);
          taskIndex++;
        });
      });
      seedMoreTasks(db, team, attachable, now);
    }
  })();
}
