import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import { startService, type RunningService } from '../../server/testing/start-service';
import { realFixture } from '../fixtures/real-fixtures';
import { authHeaders, call, login, type Session } from '../api-client';

// Own service: a small upload cap (4.5 MB) so the 413 is cheap to reach.
let service: RunningService;
let amara: Session;
let hiroshi: Session;
let mateo: Session;
const LIMIT = 4_500_000;

interface UploadReply {
  item: FlightLogFile & { logFormat?: string; logStoppedAt?: string };
  read: { format: string; stoppedAt: { byte: number; of: number; reason: string } | null; notes: string[]; modes: number; events: number };
}

async function upload(s: Session | null, name: string, body: Uint8Array<ArrayBuffer>, query = '') {
  const res = await fetch(`${service.url}/v1/flights/upload?name=${encodeURIComponent(name)}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...(s ? authHeaders.flights(s) : {}) },
    body,
  });
  return { status: res.status, body: (await res.json()) as UploadReply & { error?: { code: string; message: string }; tried?: string[] } };
}
const bytes = (rel: string): Uint8Array<ArrayBuffer> => new Uint8Array(fs.readFileSync(realFixture(rel)));

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off', FLIGHT_UPLOAD_LIMIT_BYTES: String(LIMIT) } });
  [amara, hiroshi, mateo] = (await Promise.all(['amara', 'hiroshi', 'mateo'].map((u) => login(u, undefined, service.url)))) as [
    Session,
    Session,
    Session,
  ];
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

describe('POST /v1/flights/upload', () => {
  it('stores a real PX4 ULog in the caller’s team (not the team a query names) and fills the record from the log', async () => {
    const r = await upload(amara, 'sample_px4_events.ulg', bytes('flightlog/ulog/sample_px4_events.ulg'), '&teamId=team-survey');
    expect(r.status).toBe(201);
    const item = r.body.item;
    expect(item.teamId).toBe(amara.teamId);
    expect(item.ownerId).toBe(amara.userId);
    expect(item.logFormat).toBe('ulog');
    expect(String(item.flightStartDate).slice(0, 10)).toBe('2024-03-18');
    expect(Number(item.flightDuration)).toBeGreaterThan(20);
    expect(item.takeOffLocation?.lat).toBeCloseTo(47.3977, 3);
    expect(item.takeOffLocation?.long).toBeCloseTo(8.5456, 3);
    expect(item.pilotName).toMatch(/\S/);
    expect(item.droneName).toMatch(/PX4/);
    // Listed for the team, with its file on the CDN, byte for byte.
    const list = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara), base: service.url });
    expect(list.body.items.some((f) => f.id === item.id)).toBe(true);
    const file = await fetch(`${service.url}/cdn/flights/${item.storagePath}`);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes('flightlog/ulog/sample_px4_events.ulg')))).toBe(true);
    // Another team of the company and another company do not see it.
    for (const other of [hiroshi, mateo]) {
      const one = await call('GET', `/v1/flights/${item.id}`, { headers: authHeaders.flights(other), base: service.url });
      expect(one.status).toBe(404);
      const theirs = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', {
        headers: authHeaders.flights(other),
        base: service.url,
      });
      expect(theirs.body.items.some((f) => f.id === item.id)).toBe(false);
    }
  });

  it('a tlog that breaks off is stored with what could be read, and says where it stopped', async () => {
    const cut = bytes('flightlog/tlog/ardusub_small.tlog').slice(0, 700_003);
    const r = await upload(amara, 'cut.tlog', cut);
    expect(r.status).toBe(201);
    expect(r.body.read.stoppedAt?.reason).toMatch(/ends inside a MAVLink packet at byte/);
    expect(r.body.item.logStoppedAt).toBe(r.body.read.stoppedAt?.reason);
    expect(r.body.item.takeOffLocation?.lat).toBeCloseTo(48.386, 2);
  });

  it('a JPEG named .ulg is refused with the formats tried, and nothing is stored', async () => {
    const before = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara), base: service.url });
    const r = await upload(amara, 'photo.ulg', bytes('photos/DJI_Zenmuse_XT2_640_R_13mm.jpg').slice(0, 2_000_000));
    expect(r.status).toBe(415);
    expect(r.body.error?.message).toMatch(/^photo\.ulg: .*Tried: PX4 ULog/);
    expect(r.body.tried).toEqual(expect.arrayContaining(['ulog', 'tlog', 'dataflash', 'dji-srt']));
    const after = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara), base: service.url });
    expect(after.body.items.length).toBe(before.body.items.length);
  });

  it('is capped (413), needs a token (401), a name (400) and a device of the caller’s team (404)', async () => {
    expect((await upload(amara, 'big.ulg', new Uint8Array(LIMIT + 1))).status).toBe(413);
    expect((await upload(null, 'a.ulg', bytes('flightlog/ulog/sample_px4_events.ulg'))).status).toBe(401);
    const noName = await fetch(`${service.url}/v1/flights/upload`, {
      method: 'POST',
      headers: authHeaders.flights(amara),
      body: new Uint8Array(10),
    });
    expect(noName.status).toBe(400);
    const devices = await call<Array<{ id: string }>>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi), base: service.url });
    const theirDevice = (Array.isArray(devices.body) ? devices.body : [])[0]?.id ?? 'no-such-device';
    const r = await upload(amara, 'x.tlog', bytes('flightlog/tlog/ardusub_small.tlog'), `&deviceId=${encodeURIComponent(theirDevice)}`);
    expect(r.status).toBe(404);
  });
});
