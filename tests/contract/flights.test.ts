import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile, FlightLogList } from '../../src/lib/contract/flights';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';

type List = { items: FlightLogFile[]; nextToken?: string | null };
type ErrorBody = { error: { code: string; field?: string } };

let amara: Session;
let lukas: Session;
let hiroshi: Session;
let all: FlightLogFile[];

const get = (s: Session, path: string) => call<List & ErrorBody>('GET', path, { headers: authHeaders.flights(s) });
const uploadMs = (f: FlightLogFile) => Date.parse(f.uploadDate ?? '');

async function walk(s: Session, query: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let token: string | null | undefined;
  let pages = 0;
  do {
    const q = new URLSearchParams(query);
    q.set('limit', String(limit));
    if (token) q.set('nextToken', token);
    const res = await get(s, `/v1/flights/team?${q}`);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    expect(res.body).toHaveProperty('nextToken');
    ids.push(...res.body.items.map((i) => i.id));
    token = res.body.nextToken;
    pages++;
  } while (token);
  return { ids, pages };
}

beforeAll(async () => {
  [amara, lukas, hiroshi] = await Promise.all([login('amara'), login('lukas'), login('hiroshi')]);
  const res = await get(amara, '/v1/flights');
  all = res.body.items;
});

describe('flight log lists', () => {
  it('lists every log of the caller team with the spec fields', async () => {
    expect(all.length).toBeGreaterThan(500);
    for (const f of all) expect(f.teamId).toBe(amara.teamId);
    const f = all[0] as FlightLogFile;
    for (const k of ['id', 'storagePath', 'name', 'teamId', 'teamName', 'companyId', 'ownerId', 'deviceId', 'pilotName'] as const) {
      expect(typeof f[k]).toBe('string');
    }
    expect(['afl', 'droneV4', 'droneV5']).toContain(f.version);
    expect(Number.isNaN(Date.parse(String(f.flightStartDate)))).toBe(false);
    expect(Date.parse(String(f.flightEndDate))).toBeGreaterThan(Date.parse(String(f.flightStartDate)));
    expect(f.flightDuration).toMatch(/^\d+$/);
    expect(f.flightDistance).toMatch(/^\d+$/);
    expect(typeof f.takeOffLocation?.lat).toBe('number');
    expect(typeof f.takeOffLocation?.long).toBe('number');
    expect(typeof f.hasComments).toBe('boolean');
    for (const k of ['missionIds', 'taskIds', 'jobIds', 'taskNames', 'jobNames'] as const) expect(Array.isArray(f[k])).toBe(true);
    expect(new Set(all.map((x) => x.version))).toEqual(new Set(['afl', 'droneV4', 'droneV5']));
  });

  it('company list holds every team of the caller company and nothing else', async () => {
    const res = await get(lukas, '/v1/flights/company');
    expect(res.status).toBe(200);
    const teams = new Set(res.body.items.map((i) => i.teamId));
    expect(teams).toEqual(new Set(['team-inspection', 'team-survey']));
    for (const i of res.body.items) expect(i.companyId).toBe(lukas.companyId);
    expect(res.body).not.toHaveProperty('nextToken');
  });

  it('another team sees none of these logs', async () => {
    const res = await get(hiroshi, '/v1/flights');
    expect(res.body.items.length).toBeGreaterThan(0);
    for (const i of res.body.items) expect(i.teamId).toBe(hiroshi.teamId);
  });

  const filterCases: Array<[string, (f: FlightLogFile) => boolean]> = [];
  beforeAll(() => {
    const sample = all[Math.floor(all.length / 3)] as FlightLogFile;
    const mid = uploadMs(sample);
    filterCases.push(
      ['version=droneV4', (f) => f.version === 'droneV4'],
      [`pilotName=${encodeURIComponent(sample.pilotName)}`, (f) => f.pilotName === sample.pilotName],
      [`deviceId=${sample.deviceId}`, (f) => f.deviceId === sample.deviceId],
      ['hasComments=true', (f) => f.hasComments === true],
      ['hasComments=false', (f) => f.hasComments === false],
      [`dateFrom=${mid}`, (f) => uploadMs(f) >= mid],
      [`dateTo=${mid}`, (f) => uploadMs(f) <= mid],
      [
        `dateFrom=${mid - 30 * 86_400_000}&dateTo=${mid}&version=afl`,
        (f) => uploadMs(f) >= mid - 30 * 86_400_000 && uploadMs(f) <= mid && f.version === 'afl',
      ],
    );
  });

  it('applies every filter on /v1/flights, /v1/flights/team and /v1/flights/company', async () => {
    for (const [query, match] of filterCases) {
      const expected = all
        .filter(match)
        .map((f) => f.id)
        .sort();
      expect(expected.length, query).toBeGreaterThan(0);
      expect(expected.length, query).toBeLessThan(all.length);
      const plain = await get(amara, `/v1/flights?${query}`);
      expect(plain.body.items.map((f) => f.id).sort(), query).toEqual(expected);
      const team = await walk(amara, query, 500);
      expect(team.ids.sort(), query).toEqual(expected);
      const company = await get(amara, `/v1/flights/company?${query}`);
      expect(
        company.body.items
          .filter((f) => f.teamId === amara.teamId)
          .map((f) => f.id)
          .sort(),
        query,
      ).toEqual(expected);
    }
  });

  it('company dateType=flightStartDate filters and orders by flight start', async () => {
    const from = Date.now() - 60 * 86_400_000;
    const res = await get(amara, `/v1/flights/company?dateType=flightStartDate&dateFrom=${from}`);
    expect(res.body.items.length).toBeGreaterThan(0);
    const starts = res.body.items.map((f) => Date.parse(String(f.flightStartDate)));
    for (const s of starts) expect(s).toBeGreaterThanOrEqual(from);
    expect([...starts].sort((a, b) => b - a)).toEqual(starts);
    const byUpload = await get(amara, `/v1/flights/company?dateType=uploadDate&dateFrom=${from}`);
    for (const f of byUpload.body.items) expect(uploadMs(f)).toBeGreaterThanOrEqual(from);
  });

  it('rejects bad filter values with 400 naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['/v1/flights?dateFrom=yesterday', 'dateFrom'],
      ['/v1/flights?dateTo=-5', 'dateTo'],
      ['/v1/flights/team?version=droneV9', 'version'],
      ['/v1/flights/company?hasComments=maybe', 'hasComments'],
      ['/v1/flights/company?dateType=landing', 'dateType'],
      ['/v1/flights/team?limit=0', 'limit'],
      ['/v1/flights/team?limit=ten', 'limit'],
      ['/v1/flights/team?nextToken=not-a-token', 'nextToken'],
      ['/v1/flights?dateFrom=200&dateTo=100', 'dateTo'],
    ];
    for (const [path, field] of cases) {
      const res = await get(amara, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.field, path).toBe(field);
    }
  });

  it('pages the team list: every record exactly once, ending with nextToken null', async () => {
    const { ids, pages } = await walk(amara, '', 97);
    expect(pages).toBe(Math.ceil(all.length / 97));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.map((f) => f.id));
  });

  it('pages a filtered team list with the filter kept across pages', async () => {
    const expected = all.filter((f) => f.version === 'afl').map((f) => f.id);
    const { ids } = await walk(amara, 'version=afl', 40);
    expect(ids).toEqual(expected);
  });

  it('uses a default page size and answers the last page with nextToken null', async () => {
    const res = await get(amara, '/v1/flights/team');
    expect(res.body.items.length).toBe(50);
    expect(typeof res.body.nextToken).toBe('string');
    const old = all[all.length - 1] as FlightLogFile;
    const last = await get(amara, `/v1/flights/team?dateTo=${uploadMs(old)}`);
    expect(last.body.items.map((f) => f.id)).toEqual([old.id]);
    expect(last.body.nextToken).toBeNull();
  });

  it('takes the identity JWT in the identity header as well as the auth token as a bearer', async () => {
    const byIdentity = await call<FlightLogList>('GET', '/v1/flights', { headers: authHeaders.flightsIdentity(amara) });
    const byBearer = await call<FlightLogList>('GET', '/v1/flights', { headers: authHeaders.flights(amara) });
    expect(byIdentity.status).toBe(200);
    expect(byIdentity.body.items.map((f) => f.id)).toEqual(byBearer.body.items.map((f) => f.id));
    expect(byIdentity.body.items.every((f) => f.teamId === amara.teamId)).toBe(true);
  });

  it('lists s3Path, the deprecated alias of storagePath, on every flight log', async () => {
    for (const path of ['/v1/flights', '/v1/flights/company', '/v1/flights/team?limit=5']) {
      const items = (await call<FlightLogList>('GET', path, { headers: authHeaders.flights(amara) })).body.items;
      expect(items.length, path).toBeGreaterThan(0);
      for (const f of items) expect(f.s3Path, path).toBe(f.storagePath);
    }
  });

  it('answers a missing or wrong-kind credential with 401', async () => {
    expect((await call('GET', '/v1/flights')).status).toBe(401);
    expect((await call('GET', '/v1/flights/team', { headers: authHeaders.streams(amara) })).status).toBe(401);
    expect((await call('GET', '/v1/flights/company', { headers: authHeaders.media(amara) })).status).toBe(401);
    // The identity header opens flights only with an identity token in it.
    const authTokenInIdentityHeader = { 'x-service-identity-security-token': amara.credentials.authToken };
    expect((await call('DELETE', '/v1/flights', { headers: authTokenInIdentityHeader, body: { allSelected: true } })).status).toBe(401);
    expect((await call('GET', '/v1/flights', { headers: { 'x-service-identity-security-token': amara.credentials.pat } })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/v1/flights/download', { headers: authHeaders.analytics(amara), body: { allSelected: true } })).status,
    ).toBe(401);
  });
});

async function download(s: Session, body: unknown): Promise<{ res: Response; entries: Record<string, Uint8Array> }> {
  const res = await fetch(`${serviceUrl()}/v1/flights/download`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authHeaders.flights(s) },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, entries: res.ok ? unzipSync(bytes) : {} };
}

describe('flight log ZIP download', () => {
  it('streams a valid ZIP of the selected logs, named by log name, with the CDN bytes', async () => {
    const picked = all.slice(10, 14);
    const { res, entries } = await download(amara, { allSelected: false, items: picked.map((f) => f.id) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.zip"$/);
    expect(Object.keys(entries).sort()).toEqual(picked.map((f) => f.name).sort());
    const first = picked[0] as FlightLogFile;
    const cdn = await fetch(`${serviceUrl()}/cdn/flights/${first.storagePath}`);
    expect(strFromU8(entries[first.name] as Uint8Array)).toBe(await cdn.text());
    expect(strFromU8(entries[first.name] as Uint8Array).split('\n')[0]).toBe('time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct');
  });

  it('downloads allSelected with filters', async () => {
    const device = (all[0] as FlightLogFile).deviceId;
    const expected = all.filter((f) => f.deviceId === device && f.version === 'droneV5');
    const { res, entries } = await download(amara, { allSelected: true, filters: { deviceId: device, version: 'droneV5' } });
    expect(res.status).toBe(200);
    expect(Object.keys(entries).length).toBe(expected.length);
  });

  it("packs every log of the team into one valid archive (the team's whole logbook, dense tracks too)", async () => {
    const now = (await get(amara, '/v1/flights')).body.items;
    const { res, entries } = await download(amara, { allSelected: true, filters: {} });
    expect(res.status).toBe(200);
    expect(Object.keys(entries)).toHaveLength(now.length);
    // Duplicate log names get a " (2)" suffix: each log is in the archive under its name's stem.
    const stems = (name: string) => name.replace(/ \(\d+\)(\.[^.]*)?$/, '$1');
    expect(Object.keys(entries).map(stems).sort()).toEqual(now.map((f) => f.name).sort());
    // Byte for byte, the longest logs and a spread of the others, against the CDN's file.
    const unique = now.filter((f) => now.filter((g) => g.name === f.name).length === 1);
    const sample = [...unique].sort((a, b) => Number(b.flightDuration) - Number(a.flightDuration)).slice(0, 10);
    sample.push(...unique.filter((_, i) => i % Math.ceil(unique.length / 10) === 0));
    for (const f of sample) {
      const cdn = new Uint8Array(await (await fetch(`${serviceUrl()}/cdn/flights/${f.storagePath}`)).arrayBuffer());
      expect(Buffer.from(entries[f.name] ?? []).equals(Buffer.from(cdn)), f.name).toBe(true);
    }
  });

  it("requires allSelected and never packs another team's logs", async () => {
    const missing = await call<ErrorBody>('POST', '/v1/flights/download', {
      headers: authHeaders.flights(amara),
      body: { items: [all[0]?.id] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('allSelected');
    const { res, entries } = await download(hiroshi, { allSelected: false, items: all.slice(0, 5).map((f) => f.id) });
    expect(res.status).toBe(200);
    expect(Object.keys(entries)).toEqual([]);
  });
});

describe('deleting flight logs', () => {
  const cdn = (f: FlightLogFile) => fetch(`${serviceUrl()}/cdn/flights/${f.storagePath}`).then((r) => r.status);
  const del = (s: Session, body: unknown) =>
    call<{ deleted: number } & ErrorBody>('DELETE', '/v1/flights', { headers: authHeaders.flights(s), body });

  it('validates the body: allSelected is required, items needed unless allSelected', async () => {
    const noFlag = await del(amara, { items: [all[0]?.id] });
    expect(noFlag.status).toBe(400);
    expect(noFlag.body.error.field).toBe('allSelected');
    const noItems = await del(amara, { allSelected: false });
    expect(noItems.status).toBe(400);
    expect(noItems.body.error.field).toBe('items');
    const badFilter = await del(amara, { allSelected: true, filters: { version: 'v9' } });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.error.field).toBe('filters.version');
  });

  it('another team can neither delete nor see these logs', async () => {
    const victims = all.slice(20, 23);
    const res = await del(hiroshi, { allSelected: false, items: victims.map((f) => f.id) });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(0);
    const still = await get(amara, '/v1/flights');
    expect(still.body.items.map((f) => f.id)).toEqual(expect.arrayContaining(victims.map((f) => f.id)));
    for (const f of victims) expect(await cdn(f)).toBe(200);
  });

  it('deletes by items: rows and files', async () => {
    const victims = all.slice(30, 33);
    for (const f of victims) expect(await cdn(f)).toBe(200);
    // A member may delete only their own logs (tests/contract/roles.test.ts); the admin any of the team's.
    const res = await del(amara, { allSelected: false, items: victims.map((f) => f.id) });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(3);
    const after = await get(amara, '/v1/flights');
    const ids = new Set(after.body.items.map((f) => f.id));
    for (const f of victims) {
      expect(ids.has(f.id)).toBe(false);
      expect(await cdn(f)).toBe(404);
    }
    expect(after.body.items.length).toBe(all.length - 3);
  });

  it('deletes by allSelected with filters, only what matches', async () => {
    const oldest = all.slice(-40);
    const from = uploadMs(oldest[oldest.length - 1] as FlightLogFile);
    const to = uploadMs(oldest[0] as FlightLogFile);
    const filters = { dateFrom: from, dateTo: to, hasComments: false };
    const before = await get(amara, `/v1/flights?dateFrom=${from}&dateTo=${to}&hasComments=false`);
    const n = before.body.items.length;
    expect(n).toBeGreaterThan(0);
    const beforeAll = (await get(amara, '/v1/flights')).body.items.length;
    const res = await del(amara, { allSelected: true, filters });
    expect(res.body.deleted).toBe(n);
    const after = await get(amara, `/v1/flights?dateFrom=${from}&dateTo=${to}`);
    expect(after.body.items.every((f) => f.hasComments)).toBe(true);
    expect((await get(amara, '/v1/flights')).body.items.length).toBe(beforeAll - n);
    expect(await cdn(before.body.items[0] as FlightLogFile)).toBe(404);
  });
});
