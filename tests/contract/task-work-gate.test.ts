// The service's own gate: a task whose mission breaks its geofence cannot go to work (PUBLISHED,
// IN_PROGRESS, COMPLETED) from any client; the 409 names every violation.
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Job } from '../../src/lib/contract/jobs';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task } from '../../src/lib/contract/tasks';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

let amara: Session;
let jobId: string;
const h = () => authHeaders.jobs(amara);
// A no-fly square of about 110 × 75 m east of Zurich HB (8.540–8.541 E, 47.378–47.379 N).
const zone = (properties: Record<string, unknown> = {}) => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { geofence: 'exclusion', name: 'Hospital helipad', ...properties },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [8.54, 47.378],
            [8.541, 47.378],
            [8.541, 47.379],
            [8.54, 47.379],
            [8.54, 47.378],
          ],
        ],
      },
    },
  ],
});
// West to east straight through the square at 47.3785 N.
const crossing = [
  { lat: 47.3785, lng: 8.539, altitude: 50 },
  { lat: 47.3785, lng: 8.542, altitude: 50 },
];
// Parallel to the square's north edge, 5 m north of it (1° lat ≈ 111 km: 0.000045° ≈ 5 m).
const skimming = [
  { lat: 47.379045, lng: 8.5395, altitude: 50 },
  { lat: 47.379045, lng: 8.5415, altitude: 50 },
];
// 200 m south of it.
const clear = [
  { lat: 47.3762, lng: 8.5395, altitude: 50 },
  { lat: 47.3762, lng: 8.5415, altitude: 50 },
];

async function mission(route: unknown[]): Promise<Mission> {
  const res = await call<Mission>('POST', '/v1/mission', { headers: authHeaders.flights(amara), body: { name: 'gate', route } });
  expect(res.status).toBe(201);
  return res.body;
}
async function task(missionId: string, geojson: unknown, status?: string) {
  return call<Task & ErrorBody>('POST', '/v1/task', {
    headers: h(),
    body: { jobId, type: 'FLIGHT_REQUEST', title: 'gate', context: { mission: { id: missionId }, geojson }, ...(status ? { status } : {}) },
  });
}
const move = (id: string, status: string) =>
  call<Task & ErrorBody>('PATCH', `/v1/task/${id}`, { headers: h(), body: { status: [status] } });

beforeAll(async () => {
  amara = await login('amara');
  jobId = (await call<Job>('POST', '/v1/job', { headers: h(), body: { title: `gate-${Date.now()}`, description: 'gate' } })).body.id;
});

describe('tasks: the geofence gate before work', () => {
  it('refuses Published, In progress and Completed with a 409 naming the zone; Draft and Failed stay possible', async () => {
    const m = await mission(crossing);
    const t = (await task(m.id, zone())).body;
    for (const status of ['PUBLISHED', 'IN_PROGRESS', 'COMPLETED']) {
      const res = await move(t.id, status);
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe('CONFLICT');
      expect(res.body.error.field).toBe('status');
      expect(res.body.error.message).toMatch(/crosses no-fly zone "Hospital helipad"/);
    }
    expect((await call<Task>('GET', `/v1/task/${t.id}`, { headers: h() })).body.status).toBe('DRAFT');
    expect((await move(t.id, 'FAILED')).status).toBe(200);
  });

  it('refuses creating a task straight into work', async () => {
    const m = await mission(crossing);
    const res = await task(m.id, zone(), 'IN_PROGRESS');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/In progress/);
  });

  it('keeps a 10 m lateral buffer by default; a zone can set its own', async () => {
    const m = await mission(skimming);
    const near = (await task(m.id, zone())).body;
    const res = await move(near.id, 'PUBLISHED');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/closer than 10 m to no-fly zone "Hospital helipad"/);
    const noBuffer = (await task(m.id, zone({ buffer: 0 }))).body;
    expect((await move(noBuffer.id, 'PUBLISHED')).status).toBe(200);
  });

  it('lists every problem, and lets the task go once the mission is fixed', async () => {
    const m = await mission([...crossing, { lat: 47.3785, lng: 8.5405, altitude: 50 }]);
    const t = (await task(m.id, zone())).body;
    const res = await move(t.id, 'PUBLISHED');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/\(2 problems\)/);
    expect(res.body.error.message).toMatch(/Leg 1 .*crosses/);
    expect(res.body.error.message).toMatch(/Waypoint 3 is inside no-fly zone/);
    const fixed = await call<Mission>('PATCH', `/v1/mission/${m.id}`, { headers: authHeaders.flights(amara), body: { route: clear } });
    expect(fixed.status).toBe(200);
    expect((await move(t.id, 'PUBLISHED')).status).toBe(200);
  });

  it('checks floor and ceiling in the zone’s own reference (above sea level)', async () => {
    // A zone from 500 m AMSL up; the mission flies at 55 m above a take-off at 430 m (485 m AMSL).
    const m = await mission(crossing.map((p) => ({ ...p, altitude: 55, altitudeEGM: 485 })));
    const below = (await task(m.id, zone({ floor: 500, altitudeReference: 'AMSL' }))).body;
    expect((await move(below.id, 'PUBLISHED')).status).toBe(200);
    const reaching = (await task(m.id, zone({ floor: 480, altitudeReference: 'AMSL' }))).body;
    const res = await move(reaching.id, 'PUBLISHED');
    expect(res.status).toBe(409);
  });
});
