// The `flightId` extension of flight-history entries: set by the service from the team's flight log
// at the entry's storagePath, never taken from the caller, and never resolved across teams. Entries
// with a seeded file carry a start before their end, as the seed test expects of every such entry.
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import type { Job } from '../../src/lib/contract/jobs';
import type { Task } from '../../src/lib/contract/tasks';

let amara: Session;
let hiroshi: Session;
let log: { id: string; storagePath: string };

const jobOf = async (s: Session) =>
  (await call<Job>('POST', '/v1/job', { headers: authHeaders.jobs(s), body: { title: 'flight links', description: 'contract' } })).body.id;
const newTask = async (s: Session, flightHistory: unknown[]) =>
  call<Task>('POST', '/v1/task', {
    headers: authHeaders.jobs(s),
    body: { jobId: await jobOf(s), type: 'FLIGHT_REQUEST', title: 'Linked', flightHistory },
  });

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  const logs = await call<{ items: Array<{ id: string; storagePath: string }> }>('GET', '/v1/flights', {
    headers: authHeaders.flights(amara),
  });
  log = logs.body.items[0]!;
  expect(log).toBeDefined();
});

describe('flight history flightId (extension)', () => {
  it("names the team's log at the entry's storagePath, replacing whatever the caller claimed", async () => {
    const res = await newTask(amara, [
      { flightStart: 1, flightEnd: 2, storagePath: log.storagePath, flightId: 'forged' },
      { storagePath: 'no/such/file.csv', flightId: 'forged' },
      { distance: 5 },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.flightHistory).toEqual([
      { flightStart: 1, flightEnd: 2, storagePath: log.storagePath, flightId: log.id },
      { storagePath: 'no/such/file.csv' },
      { distance: 5 },
    ]);
    const again = await call<Task>('GET', `/v1/task/${res.body.id}`, { headers: authHeaders.jobs(amara) });
    expect(again.body.flightHistory?.[0]?.flightId).toBe(log.id);
  });

  it('links on patch too', async () => {
    const created = await newTask(amara, []);
    const res = await call<Task>('PATCH', `/v1/task/${created.body.id}`, {
      headers: authHeaders.jobs(amara),
      body: { flightHistory: [{ flightStart: 1, flightEnd: 2, storagePath: log.storagePath }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.flightHistory).toEqual([{ flightStart: 1, flightEnd: 2, storagePath: log.storagePath, flightId: log.id }]);
  });

  it("does not resolve another team's log", async () => {
    const res = await newTask(hiroshi, [{ flightStart: 1, flightEnd: 2, storagePath: log.storagePath }]);
    expect(res.status).toBe(201);
    expect(res.body.flightHistory).toEqual([{ flightStart: 1, flightEnd: 2, storagePath: log.storagePath }]);
  });
});
