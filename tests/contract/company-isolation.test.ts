import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import type { Channel } from '../../src/lib/contract/channels';
import type { Device } from '../../src/lib/contract/devices';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import type { Job } from '../../src/lib/contract/jobs';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task } from '../../src/lib/contract/tasks';

/**
 * Isolation between companies, against the seeded second company (Alpine Rescue Drones).
 * Company-level lists must hold the caller's company and nothing of the other one, and
 * nothing of one company can be read, changed or deleted with the other's credentials.
 */
type Items<T> = { items: T[]; nextToken?: string | null };

let amara: Session; // Northwind, inspection, admin
let mateo: Session; // Alpine Rescue, admin

async function allTasks(s: Session, path: string): Promise<Task[]> {
  const out: Task[] = [];
  let token: string | null | undefined;
  do {
    const q = `limit=500${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`;
    const res = await call<Items<Task>>('GET', `${path}?${q}`, { headers: authHeaders.jobs(s) });
    expect(res.status).toBe(200);
    out.push(...res.body.items);
    token = res.body.nextToken;
  } while (token);
  return out;
}

const flightsOf = async (s: Session, path: string) =>
  (await call<Items<FlightLogFile>>('GET', path, { headers: authHeaders.flights(s) })).body.items;

beforeAll(async () => {
  [amara, mateo] = await Promise.all([login('amara'), login('mateo')]);
});

describe('two companies', () => {
  it('the second company is real: its own company, team and records', async () => {
    expect(mateo).toMatchObject({ companyId: 'cmp-alpine', teamId: 'team-alpine-rescue', role: 'admin' });
    expect(amara.companyId).not.toBe(mateo.companyId);
    expect((await flightsOf(mateo, '/v1/flights/company')).length).toBeGreaterThan(0);
    expect((await allTasks(mateo, '/v1/task/company')).length).toBeGreaterThan(0);
  });

  it('company flight lists hold only the caller company', async () => {
    const northwind = await flightsOf(amara, '/v1/flights/company');
    const alpine = await flightsOf(mateo, '/v1/flights/company');
    expect(northwind.every((f) => f.companyId === amara.companyId)).toBe(true);
    expect(alpine.every((f) => f.companyId === mateo.companyId && f.teamId === mateo.teamId)).toBe(true);
    const northwindIds = new Set(northwind.map((f) => f.id));
    expect(alpine.some((f) => northwindIds.has(f.id))).toBe(false);
  });

  it('company task lists hold only the caller company', async () => {
    const northwind = await allTasks(amara, '/v1/task/company');
    const alpine = await allTasks(mateo, '/v1/task/company');
    expect(new Set(northwind.map((t) => t.companyId))).toEqual(new Set([amara.companyId]));
    expect(new Set(alpine.map((t) => t.companyId))).toEqual(new Set([mateo.companyId]));
  });

  it("another company's flight logs cannot be deleted or downloaded", async () => {
    const theirs = (await flightsOf(mateo, '/v1/flights'))[0] as FlightLogFile;
    const h = authHeaders.flights(amara);
    const del = await call<{ deleted: number }>('DELETE', '/v1/flights', { headers: h, body: { items: [theirs.id], allSelected: false } });
    expect(del.status).toBe(200);
    expect(del.body.deleted).toBe(0);
    const zip = await fetch(`${serviceUrl()}/v1/flights/download`, {
      method: 'POST',
      headers: { ...h, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [theirs.id], allSelected: false }),
    });
    // An archive without their log (entry names are stored as plain text in a ZIP).
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(zip.status).toBe(200);
    expect(new TextDecoder().decode(bytes)).not.toContain(theirs.name);
    expect((await flightsOf(mateo, '/v1/flights')).map((f) => f.id)).toContain(theirs.id);
  });

  it("another company's missions, jobs and tasks answer 404", async () => {
    const mission = (await call<Mission[]>('GET', '/v1/mission', { headers: authHeaders.flights(mateo) })).body[0] as Mission;
    const task = (await allTasks(mateo, '/v1/task/team'))[0] as Task;
    const fl = authHeaders.flights(amara);
    const jb = authHeaders.jobs(amara);
    expect((await call('GET', `/v1/mission/${mission.id}`, { headers: fl })).status).toBe(404);
    expect((await call('PATCH', `/v1/mission/${mission.id}`, { headers: fl, body: { name: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/mission/${mission.id}`, { headers: fl })).status).toBe(404);
    expect((await call('GET', `/v1/job/${task.jobId}`, { headers: jb })).status).toBe(404);
    expect((await call('DELETE', `/v1/job/${task.jobId}`, { headers: jb })).status).toBe(404);
    expect((await call('GET', `/v1/task/${task.id}`, { headers: jb })).status).toBe(404);
    expect((await call('PATCH', `/v1/task/${task.id}`, { headers: jb, body: { description: 'x' } })).status).toBe(404);
    expect((await call('DELETE', `/v1/task/${task.id}`, { headers: jb })).status).toBe(404);
    // Still there for their owner.
    expect((await call('GET', `/v1/mission/${mission.id}`, { headers: authHeaders.flights(mateo) })).status).toBe(200);
    expect((await call<Job>('GET', `/v1/job/${task.jobId}`, { headers: authHeaders.jobs(mateo) })).status).toBe(200);
  });

  it('devices, channels and streams stay inside their company', async () => {
    const theirs = (await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(mateo) })).body;
    const ours = (await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(amara) })).body;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((d) => ours.some((o) => o.id === d.id))).toBe(false);
    const channels = (await call<Channel[]>('GET', '/v1/channels', { headers: authHeaders.streams(mateo) })).body;
    expect(channels.every((c) => c.deviceIds.every((id) => theirs.some((d) => d.id === id)))).toBe(true);
    // Starting another company's device is the spec's 403.
    const start = await call('POST', `/v1/streams/api/${ours[0]?.id}/start`, { headers: authHeaders.streams(mateo) });
    expect(start.status).toBe(403);
  });
});
