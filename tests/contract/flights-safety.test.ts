import { beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';

type List = { items: FlightLogFile[] };
type ErrorBody = { error: { code: string; field?: string } };

let priya: Session;
let amara: Session;

const teamIds = async (s: Session) =>
  (await call<List>('GET', '/v1/flights', { headers: authHeaders.flights(s) })).body.items.map((f) => f.id).sort();

beforeAll(async () => {
  [priya, amara] = await Promise.all([login('priya'), login('amara')]);
});

describe('allSelected needs a filters object (service safety fix)', () => {
  it('refuses DELETE with allSelected and no filters, naming the field, and deletes nothing', async () => {
    const before = await teamIds(priya);
    expect(before.length).toBeGreaterThan(0);
    const res = await call<ErrorBody>('DELETE', '/v1/flights', { headers: authHeaders.flights(priya), body: { allSelected: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('filters');
    const withItems = await call<ErrorBody>('DELETE', '/v1/flights', {
      headers: authHeaders.flights(priya),
      body: { allSelected: true, items: before.slice(0, 2) },
    });
    expect(withItems.status).toBe(400);
    expect(withItems.body.error.field).toBe('filters');
    expect(await teamIds(priya)).toEqual(before);
  });

  it('refuses the ZIP download with allSelected and no filters', async () => {
    const res = await call<ErrorBody>('POST', '/v1/flights/download', { headers: authHeaders.flights(priya), body: { allSelected: true } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('filters');
  });

  it('takes an explicit empty filters object as "everything matching" (checked on the download)', async () => {
    const res = await fetch(`${serviceUrl()}/v1/flights/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders.flights(priya) },
      body: JSON.stringify({ allSelected: true, filters: {} }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    await res.arrayBuffer();
  });
});

describe('GET /v1/flights/{id} (extension)', () => {
  it("answers one log of the caller's team and 404 for another team's or an unknown id", async () => {
    const [id] = await teamIds(priya);
    const own = await call<FlightLogFile>('GET', `/v1/flights/${id}`, { headers: authHeaders.flights(priya) });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(id);
    expect(own.body.teamId).toBe(priya.teamId);
    const other = await call<ErrorBody>('GET', `/v1/flights/${id}`, { headers: authHeaders.flights(amara) });
    expect(other.status).toBe(404);
    expect((await call('GET', '/v1/flights/no-such-log', { headers: authHeaders.flights(priya) })).status).toBe(404);
    expect((await call('GET', `/v1/flights/${id}`)).status).toBe(401);
  });
});
