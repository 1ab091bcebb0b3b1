import { beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_KEYS, type AnalyticsBiPage, type AnalyticsCompactPage, compactToRecords } from '../../src/lib/contract/analytics';
import { authHeaders, call, login, type Session } from '../api-client';

type ErrorBody = { error: { code: string; field?: string } };

let amara: Session;
let hiroshi: Session;
let devices: string[];
/** A device of amara's team with several pages of records. */
let busy: string;
const NOW = 9_999_999_999_999;

const get = <T>(s: Session, path: string) => call<T & ErrorBody>('GET', path, { headers: authHeaders.analytics(s) });

async function allPages(s: Session, device: string, from: number, to: number): Promise<AnalyticsBiPage['data']> {
  const first = await get<AnalyticsBiPage>(s, `/v1/analytics/bi/${device}/${from}/${to}/1`);
  const records = [...first.body.data];
  for (let p = 2; p <= first.body.total_num_pages; p++) {
    records.push(...(await get<AnalyticsBiPage>(s, `/v1/analytics/bi/${device}/${from}/${to}/${p}`)).body.data);
  }
  return records;
}

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  devices = (await get<string[]>(amara, '/v1/analytics/devices')).body;
  const pages = await Promise.all(
    devices.map(async (d) => (await get<AnalyticsBiPage>(amara, `/v1/analytics/bi/${d}/0/${NOW}/1`)).body.total_num_pages),
  );
  busy = devices[pages.indexOf(Math.max(...pages))] as string;
});

describe('analytics', () => {
  it('answers the version as a JSON string', async () => {
    const res = await get<string>(amara, '/v1/analytics/version');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("lists every device of the key's team (valid for the key), with detection records or not", async () => {
    const teamDevices = (await call<Array<{ id: string }>>('GET', '/v1/devices', { headers: authHeaders.streams(amara) })).body.map(
      (d) => d.id,
    );
    expect([...devices].sort()).toEqual([...teamDevices].sort());
    const empty: string[] = [];
    for (const d of devices)
      if ((await get<AnalyticsBiPage>(amara, `/v1/analytics/bi/${d}/0/${NOW}/1`)).body.total_num_pages === 0) empty.push(d);
    // Every device of the team is listed, whether or not it has records in the window (since the
    // seed's annotated photos add detections, whether a device has none depends on the seed).
    expect(empty.length).toBeLessThan(devices.length);
  });

  it('lists device and session ids of the key team only', async () => {
    expect(devices.length).toBeGreaterThan(0);
    for (const d of devices) expect(typeof d).toBe('string');
    const other = (await get<string[]>(hiroshi, '/v1/analytics/devices')).body;
    expect(other.length).toBeGreaterThan(0);
    expect(other.filter((d) => devices.includes(d))).toEqual([]);
    const sessions = (await get<string[]>(amara, '/v1/analytics/sessions')).body;
    const otherSessions = (await get<string[]>(hiroshi, '/v1/analytics/sessions')).body;
    expect(sessions.length).toBeGreaterThan(1);
    expect(sessions.filter((s) => otherSessions.includes(s))).toEqual([]);
  });

  it('compact form: keys in the fixed order, rows aligned, same records as the BI form', async () => {
    const device = busy;
    const compact = await get<AnalyticsCompactPage>(amara, `/v1/analytics/${device}/0/${NOW}/1`);
    expect(compact.status).toBe(200);
    expect(compact.body.keys).toEqual([...ANALYTICS_KEYS]);
    expect(compact.body.keys).toEqual([
      'class_name',
      'count',
      'device_id',
      'frame_number',
      'model_id',
      'session_id',
      'source_file_name',
      'timestamp',
    ]);
    expect(compact.body.data.length).toBe(100);
    for (const row of compact.body.data) {
      expect(row).toHaveLength(8);
      const [cls, count, dev, frame, model, session, file, ts] = row;
      expect(typeof cls).toBe('string');
      expect(Number.isInteger(count)).toBe(true);
      expect(dev).toBe(device);
      expect(Number.isInteger(frame)).toBe(true);
      expect(typeof model).toBe('string');
      expect(typeof session).toBe('string');
      expect(String(file)).toMatch(/\.MP4$/);
      expect(String(ts)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    const bi = await get<AnalyticsBiPage>(amara, `/v1/analytics/bi/${device}/0/${NOW}/1`);
    expect(bi.body.total_num_pages).toBe(compact.body.total_num_pages);
    expect(compactToRecords(compact.body)).toEqual(bi.body.data);
  });

  it('pages the time range in time order: every record once, a page past the end is empty', async () => {
    const device = busy;
    const records = await allPages(amara, device, 0, NOW);
    const first = await get<AnalyticsBiPage>(amara, `/v1/analytics/bi/${device}/0/${NOW}/1`);
    const pages = first.body.total_num_pages;
    expect(pages).toBeGreaterThan(1);
    expect(records.length).toBeGreaterThan((pages - 1) * 100);
    expect(records.length).toBeLessThanOrEqual(pages * 100);
    const times = records.map((r) => Date.parse(r.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The seed spans the last 30 days.
    expect(times[0]).toBeGreaterThan(Date.now() - 32 * 86_400_000);
    const past = await get<AnalyticsCompactPage>(amara, `/v1/analytics/${device}/0/${NOW}/${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.total_num_pages).toBe(pages);
  });

  it('filters by the time range (inclusive epoch ms)', async () => {
    const device = busy;
    const everything = await allPages(amara, device, 0, NOW);
    const from = Date.parse((everything[50] as { timestamp: string }).timestamp);
    const to = Date.parse((everything[180] as { timestamp: string }).timestamp);
    const inRange = await allPages(amara, device, from, to);
    const expected = everything.filter((r) => Date.parse(r.timestamp) >= from && Date.parse(r.timestamp) <= to);
    expect(inRange).toEqual(expected);
    expect(inRange.length).toBeGreaterThanOrEqual(131);
  });

  it('rejects non-numeric or out-of-range path parameters with 400 naming them', async () => {
    const d = busy;
    const cases: Array<[string, string]> = [
      [`/v1/analytics/${d}/yesterday/${NOW}/1`, 'unixUTCTimeStampFrom'],
      [`/v1/analytics/bi/${d}/0/now/1`, 'unixUTCTimeStampTo'],
      [`/v1/analytics/${d}/0/${NOW}/first`, 'pageNumber'],
      [`/v1/analytics/bi/${d}/0/${NOW}/0`, 'pageNumber'],
      [`/v1/analytics/${d}/0/${NOW}/1.5`, 'pageNumber'],
      [`/v1/analytics/${d}/2000/1000/1`, 'unixUTCTimeStampTo'],
    ];
    for (const [path, field] of cases) {
      const res = await get<unknown>(amara, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.field, path).toBe(field);
    }
  });

  it("another team's device gives an empty result, not its data", async () => {
    const theirs = (await get<string[]>(hiroshi, '/v1/analytics/devices')).body;
    const firstPages = await Promise.all(
      theirs.map(async (d) => (await get<AnalyticsCompactPage>(hiroshi, `/v1/analytics/${d}/0/${NOW}/1`)).body.data.length),
    );
    const foreign = theirs[firstPages.findIndex((n) => n > 0)] as string;
    const own = await get<AnalyticsCompactPage>(hiroshi, `/v1/analytics/${foreign}/0/${NOW}/1`);
    expect(own.body.data.length).toBeGreaterThan(0);
    const compact = await get<AnalyticsCompactPage>(amara, `/v1/analytics/${foreign}/0/${NOW}/1`);
    expect(compact.status).toBe(200);
    expect(compact.body).toEqual({ keys: [...ANALYTICS_KEYS], total_num_pages: 0, data: [] });
    const bi = await get<AnalyticsBiPage>(amara, `/v1/analytics/bi/${foreign}/0/${NOW}/1`);
    expect(bi.body).toEqual({ total_num_pages: 0, data: [] });
  });

  it('answers a missing, unknown or wrong-kind credential with 401', async () => {
    expect((await call('GET', '/v1/analytics/version')).status).toBe(401);
    expect((await call('GET', '/v1/analytics/version', { headers: { 'x-api-key': 'lok_not-a-key' } })).status).toBe(401);
    expect((await call('GET', '/v1/analytics/devices', { headers: authHeaders.flights(amara) })).status).toBe(401);
    expect((await call('GET', '/v1/analytics/sessions', { headers: { 'x-api-key': amara.credentials.authToken } })).status).toBe(401);
  });
});
