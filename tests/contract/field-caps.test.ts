import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import { JSON_DEPTH_MAX, NAME_MAX, ROUTE_POINTS_MAX } from '../../src/lib/contract/limits';
import { ERROR_STATUS } from '../../src/lib/contract/errors';
import { putStreamed } from './media-helpers';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

let amara: Session;
beforeAll(async () => {
  amara = await login('amara');
});

const point = (i: number) => ({ lat: 47 + i * 1e-5, lng: 8 + i * 1e-5, altitude: 50 });
const postMission = (body: unknown) =>
  call<ErrorBody & { id?: string }>('POST', '/v1/mission', { headers: authHeaders.flights(amara), body });

describe('field caps (finding 8: sizes were bounded only by the 10 MB body)', () => {
  it('refuses a 10 MB mission name with 400 naming name', async () => {
    const name = 'n'.repeat(10 * 1000 * 1000 - 100);
    const res = await postMission({ name, route: [point(0)] });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
    expect(res.body.error.message).toContain(`name is longer than ${NAME_MAX} characters`);
  });

  it(`takes a name of ${NAME_MAX} characters (emoji counted once) and refuses one more`, async () => {
    expect((await postMission({ name: '🛩'.repeat(NAME_MAX), route: [point(0)] })).status).toBe(201);
    expect((await postMission({ name: 'a'.repeat(NAME_MAX + 1), route: [point(0)] })).status).toBe(400);
  });

  it(`refuses a route of more than ${ROUTE_POINTS_MAX} waypoints with 400 naming route, and takes ${ROUTE_POINTS_MAX}`, async () => {
    const over = await postMission({ name: 'too long', route: Array.from({ length: ROUTE_POINTS_MAX + 1 }, (_, i) => point(i)) });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'route' });
    const most = await postMission({ name: 'longest', route: Array.from({ length: ROUTE_POINTS_MAX }, (_, i) => point(i)) });
    expect(most.status).toBe(201);
  });

  it('refuses a corridor task whose route is over the cap, naming route', async () => {
    const job = await call<{ id: string }>('POST', '/v1/job', {
      headers: authHeaders.jobs(amara),
      body: { title: 'caps', description: 'caps' },
    });
    const res = await call<ErrorBody>('POST', '/v1/task/mission-corridor', {
      headers: authHeaders.jobs(amara),
      body: { jobId: job.body.id, name: 'c', route: Array.from({ length: ROUTE_POINTS_MAX + 1 }, (_, i) => point(i)) },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('route');
  });

  it('refuses a task whose free-form asset is over its bound, naming context.asset', async () => {
    const job = await call<{ id: string }>('POST', '/v1/job', { headers: authHeaders.jobs(amara), body: { title: 'a', description: '' } });
    const asset = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]));
    const res = await call<ErrorBody>('POST', '/v1/task', {
      headers: authHeaders.jobs(amara),
      body: { jobId: job.body.id, type: 'FLIGHT_REQUEST', context: { asset } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('context.asset');
  });

  it(`answers 20,000-deep nesting with 400 (not 500), and ${JSON_DEPTH_MAX} levels are still read`, async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await call<ErrorBody>('POST', '/v1/mission', {
      headers: authHeaders.flights(amara),
      body: `{"name":"deep","route":[{"lat":1,"lng":1}],"survey":{"a":${deep}}}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`The request body is nested deeper than ${JSON_DEPTH_MAX} levels`);
    const nested = '['.repeat(JSON_DEPTH_MAX - 3) + ']'.repeat(JSON_DEPTH_MAX - 3);
    const ok = await call('POST', '/v1/mission', {
      headers: authHeaders.flights(amara),
      body: `{"name":"nested","route":[{"lat":1,"lng":1}],"survey":{"a":${nested}}}`,
    });
    expect(ok.status).toBe(201);
  });
});

async function upload(base: string, s: Session, key: string, body: Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/upload/${key}`, { method: 'PUT', headers: { ...authHeaders.media(s), ...headers }, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as ErrorBody & { id?: string; name?: string } };
}

describe('upload names follow the rename rule', () => {
  it.each([
    ['a newline', 'two\nlines.jpg'],
    ['BEL', 'bell\u0007.jpg'],
    ['U+202E (right-to-left override)', 'photo\u202Egpj.exe'],
    ['U+2066 (isolate)', 'a\u2066b.jpg'],
  ])('refuses a name with %s with 400 naming x-amz-meta-name', async (_what, name) => {
    const res = await upload(serviceUrl(), amara, 'x.bin', new Uint8Array(10), {
      'x-amz-meta-name': `=?UTF-8?B?${Buffer.from(name).toString('base64')}?=`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'x-amz-meta-name' });
  });
});

describe('per-team storage quota (TEAM_STORAGE_QUOTA_GB)', () => {
  let own: RunningService;
  let s: Session;
  const gql = async (query: string) => {
    const res = await call<{ data: { storageUsage: { usedBytes: number; quotaBytes: number } } }>('POST', '/graphql', {
      base: own.url,
      headers: authHeaders.media(s),
      body: { query },
    });
    return res.body.data;
  };
  const USAGE = '{ storageUsage { usedBytes quotaBytes } }';
  const tmpFiles = () => fs.readdirSync(path.join(own.dataDir, 'tmp')).filter((f) => f.startsWith('upload-'));

  beforeAll(async () => {
    // The demo seed gives the team files: read what they take, then restart with 100 KB more.
    const first = await startService({ env: { CAMERAS: 'off' } });
    own = first;
    s = await login('amara', undefined, first.url);
    const used = (await gql(USAGE)).storageUsage.usedBytes;
    await first.stop();
    const quotaGb = String((used + 100 * 1024) / 1024 ** 3);
    own = await startService({ dataDir: first.dataDir, env: { CAMERAS: 'off', TEAM_STORAGE_QUOTA_GB: quotaGb } });
    s = await login('amara', undefined, own.url);
  });
  afterAll(async () => {
    await own?.stop();
    if (own) fs.rmSync(own.dataDir, { recursive: true, force: true });
  });

  it('tells the drive what is used and the quota', async () => {
    const { usedBytes, quotaBytes } = (await gql(USAGE)).storageUsage;
    expect(quotaBytes - usedBytes).toBe(100 * 1024);
  });

  it('refuses an upload that would cross the quota with 507 and how much is left, leaving no item and no tmp file', async () => {
    expect((await upload(own.url, s, 'fits.bin', new Uint8Array(60 * 1024))).status).toBe(201);
    const res = await upload(own.url, s, 'too-big.bin', new Uint8Array(50 * 1024));
    expect(res.status).toBe(ERROR_STATUS.INSUFFICIENT_STORAGE);
    expect(res.status).toBe(507);
    expect(res.body.error.code).toBe('INSUFFICIENT_STORAGE');
    expect(res.body.error.message).toMatch(/^The team's drive holds .+ of .+; this 50 KB file does not fit$/);
    const { usedBytes, quotaBytes } = (await gql(USAGE)).storageUsage;
    expect(quotaBytes - usedBytes).toBe(40 * 1024);
    expect(tmpFiles()).toEqual([]);
  });

  it('stops a streamed body (no Content-Length) when it crosses the space left', async () => {
    const res = await putStreamed(`${own.url}/upload/streamed.bin`, authHeaders.media(s), 8, 16 * 1024);
    expect(res.status).toBe(507);
    expect(((await res.json()) as ErrorBody).error.message).toMatch(/this file is larger than the 40 KB left$/);
    expect(tmpFiles()).toEqual([]);
    const { usedBytes, quotaBytes } = (await gql(USAGE)).storageUsage;
    expect(quotaBytes - usedBytes).toBe(40 * 1024);
  });
});
