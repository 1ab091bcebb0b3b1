import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Channel } from '../../src/lib/contract/channels';
import type { Device } from '../../src/lib/contract/devices';
import type { FlightLogList } from '../../src/lib/contract/flights';
import type { Job } from '../../src/lib/contract/jobs';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task } from '../../src/lib/contract/tasks';

/**
 * Cross-team isolation: Hiroshi (survey) must not read, change or delete anything that
 * Amara (inspection) created, and none of it may show up in his lists.
 */
let amara: Session;
let hiroshi: Session;
let channel: Channel;
let mission: Mission;
let job: Job;
let task: Task;
const uniq = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  const devices = (await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(amara) })).body;
  channel = (
    await call<Channel>('POST', '/v1/channels', {
      headers: authHeaders.streams(amara),
      body: { name: `iso-${uniq()}`, isPublic: true, deviceIds: [devices[0]?.id] },
    })
  ).body;
  mission = (
    await call<Mission>('POST', '/v1/mission', {
      headers: authHeaders.flights(amara),
      body: { name: `iso-${uniq()}`, route: [{ lat: 47, lng: 8 }] },
    })
  ).body;
  job = (await call<Job>('POST', '/v1/job', { headers: authHeaders.jobs(amara), body: { title: `iso-${uniq()}`, description: 'd' } })).body;
  task = (await call<Task>('POST', '/v1/task', { headers: authHeaders.jobs(amara), body: { jobId: job.id, type: 'FLIGHT_REQUEST' } })).body;
});

describe("another team's records answer 404", () => {
  it('channels', async () => {
    const h = authHeaders.streams(hiroshi);
    const theirDevice = (await call<Device[]>('GET', '/v1/devices', { headers: h })).body[0]?.id;
    expect((await call('PATCH', `/v1/channels/${channel.id}`, { headers: h, body: { name: 'stolen' } })).status).toBe(404);
    expect((await call('POST', `/v1/channels/${channel.id}/devices/${theirDevice}`, { headers: h })).status).toBe(404);
    expect((await call('DELETE', `/v1/channels/${channel.id}/devices/${channel.deviceIds[0]}`, { headers: h })).status).toBe(404);
    expect((await call('DELETE', `/v1/channels/${channel.id}`, { headers: h })).status).toBe(404);
  });

  it('missions', async () => {
    const h = authHeaders.flights(hiroshi);
    expect((await call('GET', `/v1/mission/${mission.id}`, { headers: h })).status).toBe(404);
    expect((await call('PATCH', `/v1/mission/${mission.id}`, { headers: h, body: { name: 'stolen' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/mission/${mission.id}`, { headers: h })).status).toBe(404);
  });

  it('jobs', async () => {
    const h = authHeaders.jobs(hiroshi);
    expect((await call('GET', `/v1/job/${job.id}`, { headers: h })).status).toBe(404);
    expect((await call('PATCH', `/v1/job/${job.id}`, { headers: h, body: { title: 'stolen' } })).status).toBe(404);
    expect((await call('PATCH', `/v1/job/${job.id}/task`, { headers: h, body: { assignedId: hiroshi.userId } })).status).toBe(404);
    expect((await call('DELETE', `/v1/job/${job.id}`, { headers: h })).status).toBe(404);
    expect((await call('GET', `/v1/task/job/${job.id}`, { headers: h })).status).toBe(404);
  });

  it('tasks', async () => {
    const h = authHeaders.jobs(hiroshi);
    expect((await call('GET', `/v1/task/${task.id}`, { headers: h })).status).toBe(404);
    expect((await call('PATCH', `/v1/task/${task.id}`, { headers: h, body: { title: 'stolen' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/task/${task.id}`, { headers: h })).status).toBe(404);
  });

  it('left everything unchanged for the owner', async () => {
    expect((await call<Mission>('GET', `/v1/mission/${mission.id}`, { headers: authHeaders.flights(amara) })).body).toEqual(mission);
    expect((await call<Task>('GET', `/v1/task/${task.id}`, { headers: authHeaders.jobs(amara) })).body).toEqual(task);
    expect((await call<Job>('GET', `/v1/job/${job.id}`, { headers: authHeaders.jobs(amara) })).body.title).toBe(job.title);
    const channels = (await call<Channel[]>('GET', '/v1/channels', { headers: authHeaders.streams(amara) })).body;
    expect(channels.find((c) => c.id === channel.id)).toEqual(channel);
  });
});

describe("lists exclude another team's records", () => {
  it('channels and devices', async () => {
    const h = authHeaders.streams(hiroshi);
    expect((await call<Channel[]>('GET', '/v1/channels', { headers: h })).body.map((c) => c.id)).not.toContain(channel.id);
    expect((await call<Device[]>('GET', '/v1/devices', { headers: h })).body.map((d) => d.id)).not.toContain(channel.deviceIds[0]);
  });

  it('missions, in both list shapes', async () => {
    const h = authHeaders.flights(hiroshi);
    const plain = (await call<Mission[]>('GET', '/v1/mission', { headers: h })).body;
    expect(plain.map((m) => m.id)).not.toContain(mission.id);
    expect(plain.every((m) => m.teamId === hiroshi.teamId)).toBe(true);
    const named = (await call<{ items: Mission[] }>('GET', `/v1/mission?name=${mission.name}`, { headers: h })).body;
    expect(named.items).toEqual([]);
  });

  it('jobs and tasks', async () => {
    const h = authHeaders.jobs(hiroshi);
    expect((await call<Job[]>('GET', '/v1/job', { headers: h })).body.map((j) => j.id)).not.toContain(job.id);
    expect((await call<Job[]>('GET', '/v1/job/team', { headers: h })).body.map((j) => j.id)).not.toContain(job.id);
    for (const path of ['/v1/task?limit=1000', '/v1/task/team?limit=1000']) {
      const items = (await call<{ items: Task[] }>('GET', path, { headers: h })).body.items;
      expect(
        items.map((t) => t.id),
        path,
      ).not.toContain(task.id);
      expect(
        items.every((t) => t.teamId === hiroshi.teamId),
        path,
      ).toBe(true);
    }
  });

  it('the company task list spans the company (both teams are in it), as the spec says', async () => {
    const items = (await call<{ items: Task[] }>('GET', '/v1/task/company?limit=1000', { headers: authHeaders.jobs(hiroshi) })).body.items;
    expect(items.every((t) => t.companyId === hiroshi.companyId)).toBe(true);
    expect(items.map((t) => t.id)).toContain(task.id);
  });
});

describe('the identity header form of flights and missions keeps teams apart too', () => {
  const asHiroshi = () => authHeaders.flightsIdentity(hiroshi);

  it("another team's mission answers 404, whichever form created it", async () => {
    const byIdentity = (
      await call<Mission>('POST', '/v1/mission', {
        headers: authHeaders.flightsIdentity(amara),
        body: { name: `iso-id-${uniq()}`, route: [{ lat: 47, lng: 8 }] },
      })
    ).body;
    expect(byIdentity.teamId).toBe(amara.teamId);
    for (const id of [mission.id, byIdentity.id]) {
      expect((await call('GET', `/v1/mission/${id}`, { headers: asHiroshi() })).status).toBe(404);
      expect((await call('PATCH', `/v1/mission/${id}`, { headers: asHiroshi(), body: { name: 'stolen' } })).status).toBe(404);
      expect((await call('DELETE', `/v1/mission/${id}`, { headers: asHiroshi() })).status).toBe(404);
    }
    expect((await call<Mission>('GET', `/v1/mission/${byIdentity.id}`, { headers: authHeaders.flights(amara) })).body).toEqual(byIdentity);
  });

  it('mission lists exclude the other team', async () => {
    const plain = (await call<Mission[]>('GET', '/v1/mission', { headers: asHiroshi() })).body;
    expect(plain.map((m) => m.id)).not.toContain(mission.id);
    expect(plain.every((m) => m.teamId === hiroshi.teamId)).toBe(true);
  });

  it("flight lists hold the caller's team (company list: the company), and another team's logs cannot be deleted", async () => {
    const theirs = (await call<FlightLogList>('GET', '/v1/flights', { headers: authHeaders.flightsIdentity(amara) })).body.items[0];
    expect(theirs).toBeDefined();
    for (const path of ['/v1/flights', '/v1/flights/team?limit=1000']) {
      const items = (await call<FlightLogList>('GET', path, { headers: asHiroshi() })).body.items;
      expect(items.length, path).toBeGreaterThan(0);
      expect(
        items.every((f) => f.teamId === hiroshi.teamId),
        path,
      ).toBe(true);
    }
    const company = (await call<FlightLogList>('GET', '/v1/flights/company', { headers: asHiroshi() })).body.items;
    expect(company.every((f) => f.companyId === hiroshi.companyId)).toBe(true);
    const del = await call<{ deleted: number }>('DELETE', '/v1/flights', {
      headers: asHiroshi(),
      body: { allSelected: false, items: [theirs?.id] },
    });
    expect(del.status).toBe(200);
    expect(del.body.deleted).toBe(0);
    const stillThere = (await call<FlightLogList>('GET', '/v1/flights', { headers: authHeaders.flights(amara) })).body.items;
    expect(stillThere.map((f) => f.id)).toContain(theirs?.id);
  });

  it('an identity token of one team never reads as the other team through the bearer form', async () => {
    const crossed = { authorization: `Bearer ${hiroshi.credentials.identityToken}` };
    expect((await call('GET', `/v1/mission/${mission.id}`, { headers: crossed })).status).toBe(401);
  });
});
