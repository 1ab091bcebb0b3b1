import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REAL_FIXTURES } from '../fixtures/real-fixtures';
import { authHeaders, call, login, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import type { Channel } from '../../src/lib/contract/channels';
import type { Mission } from '../../src/lib/contract/missions';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}
type MissionPage = { items: Mission[]; nextToken: string | null };

// The service's own published sample request (see the fixtures' SOURCES.md).
const FIXTURES = REAL_FIXTURES;
const FIXTURE = `${FIXTURES}/unleash/test_mission.json`;
const readFixture = (p: string) => JSON.parse(fs.readFileSync(p, 'utf8')) as Record<string, unknown>;

let amara: Session;
const uniq = () => Math.random().toString(36).slice(2, 10);
const h = () => authHeaders.flights(amara);
const route = [
  { lat: 47.3769, lng: 8.5417, altitude: 50 },
  { lat: 47.377, lng: 8.542, altitude: 50 },
];
const create = (body: Record<string, unknown>) => call<Mission & ErrorBody>('POST', '/v1/mission', { headers: h(), body });

/** Follows nextToken to the end; returns every id in visit order. */
async function walk(query: string): Promise<string[]> {
  const ids: string[] = [];
  let token: string | null = null;
  for (let pages = 0; pages < 500; pages++) {
    const q: string = token ? `${query}&nextToken=${encodeURIComponent(token)}` : query;
    const res = await call<MissionPage>('GET', `/v1/mission?${q}`, { headers: h() });
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((m) => m.id));
    token = res.body.nextToken;
    if (token === null) return ids;
  }
  throw new Error('pagination did not end');
}

beforeAll(async () => {
  amara = await login('amara');
});

describe('missions: create', () => {
  it('accepts the service sample payload exactly as is and stores one canonical form', async () => {
    const sample = readFixture(FIXTURE);
    const res = await create(sample);
    expect(res.status).toBe(201);
    const m = res.body;
    expect(m).toMatchObject({
      name: 'test mission 2',
      description: 'Sample-mission',
      speed: 2,
      teamId: amara.teamId,
      ownerId: amara.userId,
    });
    expect(m.companyId).toBe(amara.companyId);
    expect(typeof m.createdAt).toBe('number');
    expect(m.route).toHaveLength(5);
    expect(m.route[0]).toMatchObject({
      pole: 'Pole1',
      wo: '00800521567',
      lat: -33.72577124,
      lng: 151.18167339,
      altitude: 163.144,
      altitudeEGM: 187.144,
      si: 'dist-3',
    });
    expect(m.route[0]).not.toHaveProperty('altEGM');
    expect(m).not.toHaveProperty('desc');
    const read = await call<Mission>('GET', `/v1/mission/${m.id}`, { headers: h() });
    expect(read.body).toEqual(m);
  });

  it('accepts description/altitudeEGM spellings, si as boolean, and every point field', async () => {
    const res = await create({
      name: `full-${uniq()}`,
      description: 'd',
      type: 'corridor',
      heightMode: 'EGM96',
      route: [
        {
          lat: 1,
          lng: 2,
          altitude: 3,
          altitudeWGS: 4,
          altitudeEGM: 5,
          heading: 90,
          pitch: -30,
          speed: 4,
          actions: [{ action: 'TAKE_PHOTO' }],
          label: 'A',
          type: 'pole',
          isRisky: true,
          pole: 'P1',
          wo: 'W',
          si: true,
        },
      ],
      speed: 5,
      distance: 10,
      time: 2,
      isImported: true,
      isSmartInspect: false,
    });
    expect(res.status).toBe(201);
    expect(res.body.route[0]).toMatchObject({ altitudeEGM: 5, si: true, type: 'pole', isRisky: true });
    expect(res.body).toMatchObject({ description: 'd', type: 'corridor', heightMode: 'EGM96', isImported: true });
  });

  it('keeps a <script> name verbatim', async () => {
    const name = `<script>alert(1)</script>${uniq()}`;
    expect((await create({ name, route })).body.name).toBe(name);
  });

  it('accepts a mission of 5,000 points', async () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({
      lat: 47 + i / 1e5,
      lng: 8 + (i % 50) / 1e4,
      altitude: 80,
      altEGM: 127.5,
      heading: 0,
      pitch: -90,
      actions: [{ action: 'TAKE_PHOTO' }],
    }));
    const res = await create({ name: `big-${uniq()}`, type: 'mapping2d', route: big });
    expect(res.status).toBe(201);
    const read = await call<Mission>('GET', `/v1/mission/${res.body.id}`, { headers: h() });
    expect(read.body.route).toHaveLength(5000);
    expect(read.body.route[4999]?.altitudeEGM).toBe(127.5);
  });

  it('accepts a survey in place of a route', async () => {
    const res = await create({
      name: `survey-${uniq()}`,
      type: 'mapping2d',
      survey: {
        polygon: [
          [8.5, 47.3],
          [8.6, 47.3],
          [8.6, 47.4],
          [8.5, 47.3],
        ],
        overlap: 0.75,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.route).toEqual([]);
    expect(res.body.survey).toMatchObject({ overlap: 0.75 });
  });

  it.each([
    [{ route }, 'name'],
    [{ name: '', route }, 'name'],
    [{ name: 7, route }, 'name'],
    [{ name: 'x' }, 'route'],
    [{ name: 'x', route: [] }, 'route'],
    [{ name: 'x', route: [{ lat: 90.0001, lng: 0 }] }, 'route.0.lat'],
    [{ name: 'x', route: [route[0], { lat: 0, lng: -180.5 }] }, 'route.1.lng'],
    [{ name: 'x', route: [{ lng: 1 }] }, 'route.0.lat'],
    [{ name: 'x', route: [{ lat: '1', lng: 1 }] }, 'route.0.lat'],
    [{ name: 'x', route, type: 'spiral' }, 'type'],
    [{ name: 'x', route, heightMode: 'sea' }, 'heightMode'],
    [{ name: 'x', route, speed: 'fast' }, 'speed'],
  ])('rejects %j naming %s', async (body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe(field);
  });

  it('answers malformed JSON with 400', async () => {
    expect((await call('POST', '/v1/mission', { headers: h(), body: '{"name": "x", route: [' })).status).toBe(400);
  });

  it('takes only an auth token (bearer) or an identity token (identity header)', async () => {
    expect((await call('GET', '/v1/mission')).status).toBe(401);
    expect((await call('GET', '/v1/mission', { headers: authHeaders.streams(amara) })).status).toBe(401);
    const patInIdentityHeader = { 'x-service-identity-security-token': amara.credentials.pat };
    expect((await call('POST', '/v1/mission', { headers: patInIdentityHeader, body: { name: 'x', route } })).status).toBe(401);
    const created = await call<Mission>('POST', '/v1/mission', {
      headers: authHeaders.flightsIdentity(amara),
      body: { name: `id-${uniq()}`, route },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ teamId: amara.teamId, ownerId: amara.userId });
  });
});

describe('missions: lists', () => {
  it('returns a plain array with no query and {items, nextToken} with any query', async () => {
    const { body: m } = await create({ name: `shape-${uniq()}`, route });
    const all = await call<Mission[]>('GET', '/v1/mission', { headers: h() });
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body.some((x) => x.id === m.id)).toBe(true);
    const paged = await call<MissionPage>('GET', '/v1/mission?limit=2', { headers: h() });
    expect(paged.body.items).toHaveLength(2);
    expect(typeof paged.body.nextToken).toBe('string');
    const filtered = await call<MissionPage>('GET', '/v1/mission?filter=waypoint', { headers: h() });
    expect(Array.isArray(filtered.body.items)).toBe(true);
  });

  it('walks every record exactly once with a small limit, and ends with nextToken null', async () => {
    const tag = `walk-${uniq()}`;
    const created: string[] = [];
    for (let i = 0; i < 13; i++) created.push((await create({ name: `${tag}-${i}`, route })).body.id);
    const byName = await walk(`name=${tag}&limit=4`);
    expect(byName.sort()).toEqual([...created].sort());
    const whole = await walk('limit=7');
    expect(new Set(whole).size).toBe(whole.length);
    for (const id of created) expect(whole.filter((x) => x === id)).toHaveLength(1);
    const plain = await call<Mission[]>('GET', '/v1/mission', { headers: h() });
    expect(plain.body.length).toBeGreaterThanOrEqual(whole.length);
  });

  it('filters by type', async () => {
    const tag = `type-${uniq()}`;
    await create({ name: `${tag}-a`, type: 'corridor', route });
    await create({ name: `${tag}-b`, type: 'pilot', route });
    const res = await call<MissionPage>('GET', `/v1/mission?filter=corridor&name=${tag}`, { headers: h() });
    expect(res.body.items.map((m) => m.name)).toEqual([`${tag}-a`]);
    const seeded = await call<MissionPage>('GET', '/v1/mission?filter=mapping2d&limit=100', { headers: h() });
    expect(seeded.body.items.length).toBeGreaterThan(0);
    expect(seeded.body.items.every((m) => m.type === 'mapping2d')).toBe(true);
  });

  it('filters by dateFrom/dateTo given as epoch ms or ISO', async () => {
    const tag = `date-${uniq()}`;
    const { body: m } = await create({ name: tag, route });
    const at = m.createdAt;
    const hit = async (q: string) => (await call<MissionPage>('GET', `/v1/mission?name=${tag}&${q}`, { headers: h() })).body.items.length;
    expect(await hit(`dateFrom=${at}&dateTo=${at}`)).toBe(1);
    expect(await hit(`dateFrom=${encodeURIComponent(new Date(at).toISOString())}`)).toBe(1);
    expect(await hit(`dateFrom=${encodeURIComponent(new Date(at + 1).toISOString())}`)).toBe(0);
    expect(await hit(`dateTo=${at - 1}`)).toBe(0);
  });

  it('rejects a bad date, limit, filter or nextToken naming the parameter', async () => {
    for (const [q, field] of [
      ['dateFrom=yesterday', 'dateFrom'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['filter=spiral', 'filter'],
      ['nextToken=garbage', 'nextToken'],
    ]) {
      const res = await call<ErrorBody>('GET', `/v1/mission?${q}`, { headers: h() });
      expect(res.status, q).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
  });

  it('seeds every mission type, including a ~1,000-waypoint mapping2d lawnmower', async () => {
    const all = await call<Mission[]>('GET', '/v1/mission', { headers: authHeaders.flights(await login('hiroshi')) });
    const types = new Set(all.body.map((m) => m.type));
    for (const t of ['waypoint', 'mapping2d', 'mapping3d', 'mappingStrip', 'corridor', 'pilot', 'smart-inspect', 'third-party-planner'])
      expect(types).toContain(t);
    expect(all.body.some((m) => m.type === 'mapping2d' && m.route.length >= 900)).toBe(true);
  });
});

describe('missions: patch and delete', () => {
  it('changes only the given fields and returns the full mission', async () => {
    const { body: m } = await create({ name: `p-${uniq()}`, desc: 'before', route, speed: 3 });
    const res = await call<Mission>('PATCH', `/v1/mission/${m.id}`, { headers: h(), body: { name: 'renamed', desc: 'after' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: m.id,
      name: 'renamed',
      description: 'after',
      speed: 3,
      route: m.route,
      createdAt: m.createdAt,
      ownerId: m.ownerId,
    });
    expect(res.body.updatedAt).toBeGreaterThan(m.updatedAt);
    const read = await call<Mission>('GET', `/v1/mission/${m.id}`, { headers: h() });
    expect(read.body).toEqual(res.body);
  });

  it('validates a patch and ignores attempts to move the mission to another team', async () => {
    const { body: m } = await create({ name: `v-${uniq()}`, route });
    const bad = await call<ErrorBody>('PATCH', `/v1/mission/${m.id}`, { headers: h(), body: { route: [{ lat: -91, lng: 0 }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('route.0.lat');
    const emptied = await call<ErrorBody>('PATCH', `/v1/mission/${m.id}`, { headers: h(), body: { route: [] } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error.field).toBe('route');
    const moved = await call<Mission>('PATCH', `/v1/mission/${m.id}`, {
      headers: h(),
      body: { teamId: 'team-survey', ownerId: 'someone' },
    });
    expect(moved.body).toMatchObject({ teamId: amara.teamId, ownerId: amara.userId });
  });

  it('returns the deleted mission, then 404', async () => {
    const { body: m } = await create({ name: `d-${uniq()}`, route });
    const del = await call<Mission>('DELETE', `/v1/mission/${m.id}`, { headers: h() });
    expect(del.status).toBe(200);
    expect(del.body).toEqual(m);
    expect((await call('GET', `/v1/mission/${m.id}`, { headers: h() })).status).toBe(404);
    expect((await call('DELETE', `/v1/mission/${m.id}`, { headers: h() })).status).toBe(404);
  });
});

describe('restart durability', () => {
  let service: RunningService | undefined;
  afterAll(async () => {
    await service?.stop();
  });

  it('keeps a created channel and mission across a restart on the same DATA_DIR', { timeout: 240_000 }, async () => {
    service = await startService({ env: { CAMERAS: 'off' } });
    const base = service.url;
    const s = await login('amara', undefined, base);
    const channel = await call<Channel>('POST', '/v1/channels', {
      base,
      headers: authHeaders.streams(s),
      body: { name: 'durable channel', isPublic: true },
    });
    const mission = await call<Mission>('POST', '/v1/mission', { base, headers: authHeaders.flights(s), body: readFixture(FIXTURE) });
    expect(channel.status).toBe(201);
    expect(mission.status).toBe(201);
    await service.stop();

    service = await startService({ dataDir: service.dataDir, env: { CAMERAS: 'off' } });
    const base2 = service.url;
    const s2 = await login('amara', undefined, base2);
    const channels = await call<Channel[]>('GET', '/v1/channels', { base: base2, headers: authHeaders.streams(s2) });
    const again = channels.body.find((c) => c.id === channel.body.id);
    expect(again).toMatchObject({ name: 'durable channel', isPublic: true });
    expect(again?.publicUrl?.split('/').pop()).toBe(channel.body.publicUrl?.split('/').pop());
    const read = await call<Mission>('GET', `/v1/mission/${mission.body.id}`, { base: base2, headers: authHeaders.flights(s2) });
    expect(read.body).toEqual(mission.body);
  });
});
