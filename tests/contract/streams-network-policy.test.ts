import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import type { Device } from '../../src/lib/contract/devices';
import { sleep } from './streams-helpers';

// Finding 5 (SSRF, port scanning): a service with the DEFAULT network policy (no
// STREAM_ALLOWED_NETWORKS) is asked to pull from and push to this machine and the metadata endpoint.
const DEVICE = 'dev-insp-m3td-1';

let service: RunningService;
let amara: Session;
let streamKey: string;
let trap: net.Server;
let port: number;
let connections = 0;

type ErrorReply = { error: { code: string; message: string; field?: string } };
const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T>(method, path, { headers: authHeaders.streams(amara), base: service.url, ...(body ? { body } : {}) });

beforeAll(async () => {
  // The port the attacker wants to probe: any connection to it fails the test.
  trap = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  port = (trap.address() as net.AddressInfo).port;
  service = await startService({ env: { CAMERAS: 'off', STREAM_ALLOWED_NETWORKS: '' } });
  amara = await login('amara', undefined, service.url);
  streamKey = (await api<Device[]>('GET', '/v1/devices')).body[0]?.streamKey ?? '';
});

afterAll(async () => {
  await service.stop();
  await new Promise<void>((resolve) => trap.close(() => resolve()));
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

describe('pulls and relays are refused for internal addresses, before anything connects', () => {
  it('from/start refuses loopback sources in every spelling, naming the host and the reason', async () => {
    const cases: [string, RegExp][] = [
      [
        `rtmp://127.0.0.1:${port}/app/key`,
        /^The source host 127\.0\.0\.1 is a loopback address; sources must be public or in STREAM_ALLOWED_NETWORKS$/,
      ],
      [`rtsp://localhost:${port}/stream`, /^The source host localhost resolves to a loopback address/],
      [`rtmp://[::1]:${port}/app/key`, /^The source host ::1 is a loopback address/],
      [`rtmp://0.0.0.0:${port}/app/key`, /is an unspecified address/],
      // Another spelling of 127.0.0.1: what counts is the address the name resolves to.
      [`rtmp://2130706433:${port}/app/key`, /resolves to a loopback address/],
      [`rtmps://user:pw@127.1.2.3:${port}/app/key`, /127\.1\.2\.3 is a loopback address/],
    ];
    for (const [sourceUrl, message] of cases) {
      const r = await api<ErrorReply>('POST', '/v1/streams/from/start', { deviceId: DEVICE, streamKey, sourceUrl });
      expect(r.status, sourceUrl).toBe(400);
      expect(r.body.error, sourceUrl).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'sourceUrl',
        message: expect.stringMatching(message),
      });
    }
    // Nothing was started: no stream record, no ffmpeg.
    expect((await api('POST', '/v1/streams/api/status', { streamId: `${DEVICE}-FROM` })).status).toBe(404);
  });

  it('from/start refuses cloud metadata, link-local and private addresses', async () => {
    const cases: [string, RegExp][] = [
      ['rtsp://169.254.169.254/latest/meta-data', /169\.254\.169\.254 is a cloud metadata address/],
      ['rtmp://100.100.100.200/app/key', /is a cloud metadata address/],
      ['rtmp://[fd00:ec2::254]/app/key', /is a cloud metadata address/],
      ['rtmp://169.254.1.1/app/key', /is a link-local address/],
      ['rtmp://10.0.0.1/app/key', /10\.0\.0\.1 is a private address/],
      ['rtsp://192.168.1.10:554/stream', /is a private address/],
      ['rtmp://100.64.0.1/app/key', /carrier-grade NAT/],
    ];
    for (const [sourceUrl, message] of cases) {
      const r = await api<ErrorReply>('POST', '/v1/streams/from/start', { deviceId: DEVICE, streamKey, sourceUrl });
      expect(r.status, sourceUrl).toBe(400);
      expect(r.body.error.message, sourceUrl).toMatch(message);
    }
  });

  it('to/start refuses to push to a loopback or metadata destination', async () => {
    for (const destUrl of [`rtmp://127.0.0.1:${port}/app/key`, `rtmp://localhost:${port}/app/key`, 'rtmp://169.254.169.254/app/key']) {
      const r = await api<ErrorReply>('POST', '/v1/streams/to/start', { deviceId: DEVICE, streamKey, destUrl });
      expect(r.status, destUrl).toBe(400);
      expect(r.body.error, destUrl).toMatchObject({
        field: 'destUrl',
        message: expect.stringMatching(/^The destination host \S+ (is|resolves to) a /),
      });
    }
  });

  it('the probed port never saw a connection', async () => {
    await sleep(1000);
    expect(connections).toBe(0);
  });
});
