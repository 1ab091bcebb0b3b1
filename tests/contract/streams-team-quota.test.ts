import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import type { Device } from '../../src/lib/contract/devices';
import { waitState } from './streams-helpers';

// Finding 6 (one tenant uses up global capacity): per-team quotas below the machine's limit, and
// aiAppIds limited to the configured add-ons. Own service with small limits.
const AMARA_DEVICES = ['dev-insp-m3td-1', 'dev-insp-m30t-1'];
const HIROSHI_DEVICE = 'dev-surv-m3e-1';

let service: RunningService;
let amara: Session;
let hiroshi: Session;
let silent: net.Server;
let sourceUrl: string;
let sourcePort: number;
const sockets: net.Socket[] = [];

type ErrorReply = { error: { code: string; message: string; field?: string } };
const api = <T = unknown>(s: Session, method: string, path: string, body?: unknown) =>
  call<T>(method, path, { headers: authHeaders.streams(s), base: service.url, ...(body ? { body } : {}) });
const keyOf = async (s: Session) => (await api<Device[]>(s, 'GET', '/v1/devices')).body[0]?.streamKey ?? '';

beforeAll(async () => {
  // A source that accepts and never answers keeps a pull in STARTING (ffmpeg's 8 s I/O timeout):
  // a running stream without encoding any video on this shared machine.
  silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  sourcePort = (silent.address() as net.AddressInfo).port;
  sourceUrl = `rtmp://127.0.0.1:${sourcePort}/app/key`;
  service = await startService({ env: { CAMERAS: 'off', MAX_STREAMS: '3', MAX_STREAMS_PER_TEAM: '1' } });
  [amara, hiroshi] = await Promise.all([login('amara', undefined, service.url), login('hiroshi', undefined, service.url)]);
});

afterAll(async () => {
  await service.stop();
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

describe('per-team stream quota', () => {
  it("refuses a team's stream beyond its quota with a named reason, while another team still starts", async () => {
    const amaraKey = await keyOf(amara);
    const [first, second] = AMARA_DEVICES;
    expect((await api(amara, 'POST', '/v1/streams/from/start', { deviceId: first, streamKey: amaraKey, sourceUrl })).status).toBe(200);
    const over = await api<ErrorReply>(amara, 'POST', '/v1/streams/from/start', { deviceId: second, streamKey: amaraKey, sourceUrl });
    expect(over.status).toBe(503);
    expect(over.body.error).toMatchObject({
      code: 'STREAM_CAPACITY',
      message: expect.stringMatching(/team's stream limit.*team-inspection.*MAX_STREAMS_PER_TEAM/),
    });
    const other = await api(hiroshi, 'POST', '/v1/streams/from/start', {
      deviceId: HIROSHI_DEVICE,
      streamKey: await keyOf(hiroshi),
      sourceUrl,
    });
    expect(other.status).toBe(200);
    await api(amara, 'POST', '/v1/streams/api/stop', { streamId: `${first}-FROM` });
    // The silent source ends in ERROR with our sentence; ffmpeg's own lines stay in the service log.
    const ended = await waitState(hiroshi, `${HIROSHI_DEVICE}-FROM`, ['ERROR', 'STREAMING', 'FINISHED'], 30_000, service.url);
    expect(ended).toMatchObject({
      state: 'ERROR',
      errorCode: 'TIMED_OUT',
      error: expect.stringMatching(
        new RegExp(`^The source 127\\.0\\.0\\.1:${sourcePort} (did not answer in time|sent no media within \\d+ s)$`),
      ),
    });
  });
});

describe('aiAppIds name configured add-ons only', () => {
  it('a viewer token request with an unknown add-on id is refused, naming the id', async () => {
    for (const body of [
      { deviceId: AMARA_DEVICES[0], aiAppIds: ['ppe', 'bogus1'] },
      { teamId: amara.teamId, aiAppIds: ['bogus2'] },
    ]) {
      const r = await api<ErrorReply>(amara, 'POST', '/v1/streams/external/token', body);
      expect(r.status).toBe(400);
      expect(r.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'aiAppIds',
        message: expect.stringMatching(/"bogus\d" is not an AI add-on/),
      });
    }
    const ok = await api<{ annotatedStreamUrls?: unknown[] }>(amara, 'POST', '/v1/streams/external/token', {
      deviceId: AMARA_DEVICES[0],
      aiAppIds: ['ppe', 'defects'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.annotatedStreamUrls).toHaveLength(2);
  });
});
