import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REAL_FIXTURES } from '../fixtures/real-fixtures';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Job } from '../../src/lib/contract/jobs';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task } from '../../src/lib/contract/tasks';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
type TaskPage = { items: Task[]; nextToken: string | null };
type Body = Record<string, unknown>;

// The service's own published sample requests (see the fixtures' SOURCES.md).
const FIXTURES = REAL_FIXTURES;
const fixture = (name: string) => JSON.parse(fs.readFileSync(`${FIXTURES}/unleash/${name}`, 'utf8')) as Body;

let amara: Session;
let sofia: Session;
let hiroshi: Session;
let jobId: string;
const uniq = () => Math.random().toString(36).slice(2, 10);
const h = (s: Session = amara) => authHeaders.jobs(s);
const post = <T = Task & ErrorBody>(path: string, body: unknown, s: Session = amara) => call<T>('POST', path, { headers: h(s), body });
const square = [
  [
    [8.54, 47.37],
    [8.55, 47.37],
    [8.55, 47.38],
    [8.54, 47.38],
    [8.54, 47.37],
  ],
];
const geo = 'context.geojson.features.0';
/** A ring whose last position differs from the first. */
const open = [
  [
    [8.54, 47.37],
    [8.55, 47.37],
    [8.55, 47.38],
    [8.54, 47.38],
  ],
];
const fc = (geometry: Body, properties: Body = { geofence: 'inclusion' }) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties, geometry }],
});

async function walk(path: string, limit: number, s: Session = amara): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const sep = path.includes('?') ? '&' : '?';
    const res: { status: number; body: TaskPage } = await call<TaskPage>(
      'GET',
      `${path}${sep}limit=${limit}${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`,
      { headers: h(s) },
    );
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((t) => t.id));
    token = res.body.nextToken;
    if (token === null) return ids;
  }
  throw new Error('pagination did not end');
}

beforeAll(async () => {
  [amara, sofia, hiroshi] = await Promise.all([login('amara'), login('sofia'), login('hiroshi')]);
  jobId = (await post<Job>('/v1/job', { title: `tasks-${uniq()}`, description: 'task tests' })).body.id;
});

describe('tasks: create and validate', () => {
  it('creates a task with the sample geofence GeoJSON stored verbatim', async () => {
    const geojson = JSON.parse(fs.readFileSync(`${FIXTURES}/unleash/geofencing_polygons.geojson`, 'utf8')) as Body;
    const res = await post('/v1/task', {
      jobId,
      type: 'FLIGHT_REQUEST',
      title: '<script>x</script>',
      description: 'd',
      status: ['PUBLISHED'],
      lat: -33.73,
      lng: 151.23,
      flightHistory: [{ flightStart: 1, flightEnd: 2, distance: 30, storagePath: 'flights/a.csv' }],
      context: { geojson, properties: { priority: 'high' }, asset: { id: 'a1' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId,
      type: 'FLIGHT_REQUEST',
      title: '<script>x</script>',
      status: 'PUBLISHED',
      lat: -33.73,
      lng: 151.23,
      ownerId: amara.userId,
      teamId: amara.teamId,
      companyId: amara.companyId,
    });
    expect(res.body.context.geojson).toEqual(geojson);
    expect(res.body.flightHistory).toEqual([{ flightStart: 1, flightEnd: 2, distance: 30, storagePath: 'flights/a.csv' }]);
    expect((await call<Task>('GET', `/v1/task/${res.body.id}`, { headers: h() })).body).toEqual(res.body);
  });

  it('accepts status as a string and Point/LineString/Polygon geometries with 2D or 3D positions', async () => {
    const geojson = {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { geofence: 'exclusion', 'fill-opacity': 0.2 }, geometry: { type: 'Polygon', coordinates: square } },
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [8.5, 47.3, 420] } },
        {
          type: 'Feature',
          properties: null,
          geometry: {
            type: 'LineString',
            coordinates: [
              [8.5, 47.3],
              [8.6, 47.4],
            ],
          },
        },
      ],
    };
    const res = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST_MANUAL', status: 'FAILED', context: { geojson } });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('FAILED');
  });

  it.each([
    [{ type: 'FLIGHT_REQUEST' }, 'jobId'],
    [{ jobId: 'JOB' }, 'type'],
    [{ jobId: 'JOB', type: 'SURVEY' }, 'type'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', status: ['LATE'] }, 'status'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', lat: 91 }, 'lat'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', lng: 181 }, 'lng'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', title: 5 }, 'title'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', flightHistory: [{ distance: 'far' }] }, 'flightHistory.0.distance'],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { properties: { a: 1 } } }, 'context.properties.a'],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'Polygon', coordinates: open }) } },
      `${geo}.geometry.coordinates`,
    ],
    [
      {
        jobId: 'JOB',
        type: 'FLIGHT_REQUEST',
        context: {
          geojson: fc({
            type: 'Polygon',
            coordinates: [
              [
                [8.5, 47.3],
                [8.6, 47.3],
                [8.5, 47.3],
              ],
            ],
          }),
        },
      },
      `${geo}.geometry.coordinates`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'Point', coordinates: [47.3, 95] }) } },
      `${geo}.geometry.coordinates`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'LineString', coordinates: [[190, 47]] }) } },
      `${geo}.geometry.coordinates`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'Point', coordinates: [8.5] }) } },
      `${geo}.geometry.coordinates`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'MultiPolygon', coordinates: [square] }) } },
      `${geo}.geometry.type`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'Polygon', coordinates: square }, { geofence: 'maybe' }) } },
      `${geo}.properties.geofence`,
    ],
    [
      { jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: fc({ type: 'Polygon', coordinates: square }, { 'fill-opacity': 2 }) } },
      `${geo}.properties.fill-opacity`,
    ],
    [{ jobId: 'JOB', type: 'FLIGHT_REQUEST', context: { geojson: { type: 'Feature', features: [] } } }, 'context.geojson.type'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await post('/v1/task', JSON.parse(JSON.stringify(body).replace('"JOB"', JSON.stringify(jobId))));
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it("rejects a job, assignee or mission that is not the team's", async () => {
    const theirJob = (await post<Job>('/v1/job', { title: 't', description: 'd' }, hiroshi)).body.id;
    const theirMission = (
      await call<Mission>('POST', '/v1/mission', {
        headers: authHeaders.flights(hiroshi),
        body: { name: 'm', route: [{ lat: 1, lng: 1 }] },
      })
    ).body.id;
    const cases: Array<[Body, string]> = [
      [{ jobId: theirJob }, 'jobId'],
      [{ jobId: 'no-such-job' }, 'jobId'],
      [{ jobId, assignedId: hiroshi.userId }, 'assignedId'],
      [{ jobId, context: { mission: { id: theirMission } } }, 'context.mission.id'],
    ];
    for (const [body, field] of cases) {
      const res = await post('/v1/task', { type: 'FLIGHT_REQUEST', ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
  });

  it('references an existing team mission through context.mission.id', async () => {
    const mission = (
      await call<Mission>('POST', '/v1/mission', {
        headers: authHeaders.flights(amara),
        body: { name: 'reuse', route: [{ lat: 1, lng: 1 }] },
      })
    ).body;
    const res = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST', context: { mission: { id: mission.id } } });
    expect(res.status).toBe(201);
    expect(res.body.context.mission?.id).toBe(mission.id);
  });

  it('deleting the mission removes it from the tasks that used it, and keeps the tasks', async () => {
    const flights = authHeaders.flights(amara);
    const mission = (
      await call<Mission>('POST', '/v1/mission', { headers: flights, body: { name: 'doomed', route: [{ lat: 1, lng: 1 }] } })
    ).body;
    const geojson = fc({ type: 'Polygon', coordinates: square });
    const task = (
      await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST', description: 'keeps', context: { mission: { id: mission.id }, geojson } })
    ).body;
    expect((await call('DELETE', `/v1/mission/${mission.id}`, { headers: flights })).status).toBe(200);
    const after = await call<Task>('GET', `/v1/task/${task.id}`, { headers: h() });
    expect(after.status).toBe(200);
    expect(after.body.context.mission).toBeUndefined();
    expect(after.body).toMatchObject({ description: 'keeps', context: { geojson } });
    expect(after.body.updatedAt).toBeGreaterThan(task.updatedAt);
  });

  it('answers malformed JSON with 400 and takes only the identity token', async () => {
    expect((await post('/v1/task', '{"jobId": ')).status).toBe(400);
    expect((await call('GET', '/v1/task', { headers: authHeaders.flights(amara) })).status).toBe(401);
    expect((await call('GET', '/v1/task/team', { headers: authHeaders.streams(amara) })).status).toBe(401);
  });
});

describe('tasks with a new mission', () => {
  it('creates task + waypoint mission from the sample body; the mission is a team mission', async () => {
    const body = {
      ...fixture('test_mission.json'),
      jobId,
      type: 'FLIGHT_REQUEST',
      context: { geojson: fc({ type: 'Polygon', coordinates: square }) },
    };
    const res = await post('/v1/task/mission', body);
    expect(res.status).toBe(201);
    const missionId = res.body.context.mission?.id ?? '';
    expect(missionId).not.toBe('');
    expect(res.body).toMatchObject({
      jobId,
      type: 'FLIGHT_REQUEST',
      title: 'test mission 2',
      description: 'Sample-mission',
      lat: -33.72577124,
      lng: 151.18167339,
    });
    expect(res.body.context.geojson).toEqual(body.context.geojson);
    const mission = await call<Mission>('GET', `/v1/mission/${missionId}`, { headers: authHeaders.flights(amara) });
    expect(mission.status).toBe(200);
    expect(mission.body).toMatchObject({
      name: 'test mission 2',
      description: 'Sample-mission',
      type: 'waypoint',
      teamId: amara.teamId,
      speed: 2,
    });
    expect(mission.body.route[0]?.altitudeEGM).toBe(187.144);
    expect(res.body.context.mission?.route).toEqual(mission.body.route);
    // A second task can reuse it.
    expect((await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST', context: { mission: { id: missionId } } })).status).toBe(201);
  });

  it('creates task + corridor mission from the corridor sample, type defaulting to FLIGHT_REQUEST', async () => {
    const res = await post('/v1/task/mission-corridor', { ...fixture('test_mission-corridor.json'), jobId });
    expect(res.status).toBe(201);
    expect(res.body.type).toBe('FLIGHT_REQUEST');
    const mission = await call<Mission>('GET', `/v1/mission/${res.body.context.mission?.id}`, { headers: authHeaders.flights(amara) });
    expect(mission.body).toMatchObject({ type: 'corridor', name: 'test mission 2', description: 'Mission corridor', speed: 5 });
    expect(mission.body.route[0]).toMatchObject({ pole: 'RegularPoint', altitudeEGM: 20.74, actions: [{ action: 'TAKE_PHOTO' }] });
  });

  it('creates nothing when the task part is invalid (one transaction)', async () => {
    const name = `atomic-${uniq()}`;
    const res = await post('/v1/task/mission', { ...fixture('test_mission.json'), name, jobId: 'no-such-job', type: 'FLIGHT_REQUEST' });
    expect(res.status).toBe(400);
    const found = await call<{ items: Mission[] }>('GET', `/v1/mission?name=${name}`, { headers: authHeaders.flights(amara) });
    expect(found.body.items).toEqual([]);
    const bad = await post('/v1/task/mission', { jobId, name, route: [{ lat: 100, lng: 0 }] });
    expect(bad.body.error.field).toBe('route.0.lat');
  });
});

describe('tasks: lists, patch, delete', () => {
  it('walks a job, the team and the company list, each record exactly once', async () => {
    const job = (await post<Job>('/v1/job', { title: `walk-${uniq()}`, description: 'd' })).body.id;
    const created: string[] = [];
    for (let i = 0; i < 8; i++) created.push((await post('/v1/task', { jobId: job, type: 'FLIGHT_REQUEST', title: `t${i}` })).body.id);
    const byJob = await walk(`/v1/task/job/${job}`, 3);
    expect([...byJob].sort()).toEqual([...created].sort());
    for (const path of ['/v1/task/team', '/v1/task/company', '/v1/task']) {
      const ids = await walk(path, 7);
      expect(new Set(ids).size, path).toBe(ids.length);
      for (const id of created)
        expect(
          ids.filter((x) => x === id),
          path,
        ).toHaveLength(1);
    }
  });

  it("lists tasks assigned to the caller; the author's unassigned tasks count as theirs", async () => {
    const { body: mine } = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST' });
    const { body: hers } = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST', assignedId: sofia.userId });
    const amaras = await walk('/v1/task', 100);
    const sofias = await walk('/v1/task', 100, sofia);
    expect(amaras).toContain(mine.id);
    expect(amaras).not.toContain(hers.id);
    expect(sofias).toContain(hers.id);
    expect(sofias).not.toContain(mine.id);
  });

  it('rejects a bad limit or nextToken', async () => {
    expect((await call<ErrorBody>('GET', '/v1/task/team?limit=0', { headers: h() })).body.error.field).toBe('limit');
    expect((await call<ErrorBody>('GET', '/v1/task/team?nextToken=zzz', { headers: h() })).body.error.field).toBe('nextToken');
  });

  it('patches and returns the whole task, validating like create', async () => {
    const { body: t } = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST', title: 'before', lat: 1, lng: 2 });
    const res = await call<Task>('PATCH', `/v1/task/${t.id}`, { headers: h(), body: { title: 'after', status: ['IN_PROGRESS'] } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.id, jobId, title: 'after', status: 'IN_PROGRESS', lat: 1, lng: 2, createdAt: t.createdAt });
    expect(res.body.updatedAt).toBeGreaterThan(t.updatedAt);
    const bad = await call<ErrorBody>('PATCH', `/v1/task/${t.id}`, {
      headers: h(),
      body: { context: { geojson: fc({ type: 'Polygon', coordinates: open }) } },
    });
    expect(bad.body.error.field).toBe(`${geo}.geometry.coordinates`);
  });

  it('returns the deleted task, then 404', async () => {
    const { body: t } = await post('/v1/task', { jobId, type: 'FLIGHT_REQUEST' });
    const del = await call<Task>('DELETE', `/v1/task/${t.id}`, { headers: h() });
    expect(del.status).toBe(200);
    expect(del.body).toEqual(t);
    expect((await call('GET', `/v1/task/${t.id}`, { headers: h() })).status).toBe(404);
    expect((await call('PATCH', `/v1/task/${t.id}`, { headers: h(), body: { title: 'x' } })).status).toBe(404);
  });
});
