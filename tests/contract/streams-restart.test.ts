import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import { createTokenService } from '../../server/domain/identity/tokens';
import type { ViewerTokenResponse } from '../../src/lib/contract/streams';
import { ffmpegCount, rtmpSource, sleep, waitNoProcess, waitState } from './streams-helpers';

// Own services: special env (MAX_STREAMS, CAMERAS on) and restarts on one DATA_DIR.
const SIM = 'dev-insp-axis-1';
const SIM2 = 'dev-insp-m350-1';

let service: RunningService;
let amara: Session;
const opts = (base: string) => ({ headers: authHeaders.streams(amara), base });
const api = <T = unknown>(method: string, path: string, body?: unknown) =>
  call<T>(method, path, { ...opts(service.url), ...(body ? { body } : {}) });

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'on', MAX_STREAMS: '1' } });
  amara = await login('amara', undefined, service.url);
});

afterAll(async () => {
  // A SIGKILLed child has exitCode null, and stop() would wait for an exit that already happened.
  if (service.process.exitCode === null && service.process.signalCode === null) await service.stop();
  expect(await waitNoProcess(service.dataDir)).toBe(0);
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

describe('own service: limits, token expiry, camera URLs', () => {
  it('streams a simulated camera with cameras on', async () => {
    expect((await api('POST', `/v1/streams/api/${SIM}/start`)).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STREAMING'], 20_000, service.url);
  });

  it('answers 503 with a clear message when the stream cap is reached', async () => {
    const r = await api<{ error: { code: string; message: string } }>('POST', `/v1/streams/api/${SIM2}/start`);
    expect(r.status).toBe(503);
    expect(r.body.error.message).toMatch(/limit/i);
    const source = await rtmpSource();
    const key = (await api<{ streamKey: string }[]>('GET', '/v1/devices')).body[0]?.streamKey;
    expect((await api('POST', '/v1/streams/from/start', { deviceId: SIM2, streamKey: key, sourceUrl: source.url })).status).toBe(503);
    await source.kill();
  });

  it('the CDN refuses an expired viewer token and accepts a fresh one for the same path', async () => {
    const issued = (await api<ViewerTokenResponse>('POST', '/v1/streams/external/token', { deviceId: SIM })).body;
    const tokens = createTokenService(service.dataDir);
    const claims = { scope: 'device', teamId: amara.teamId, deviceId: SIM, aiAppIds: [] };
    const expired = await tokens.sign('viewer', claims, -5);
    const hls = issued.streamUrls?.hls ?? '';
    expect((await fetch(hls)).status).toBe(200);
    const r = await fetch(hls.replace(issued.token, expired));
    expect(r.status).toBe(403);
    expect(await r.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } });
  });
});

describe('restart and crash', () => {
  it('after a crash (SIGKILL) the restarted service reaps leftover ffmpeg and reports the stream ERROR with the reason', async () => {
    // An ingest of an external source keeps running without the service (the source does not
    // go away with it, unlike a simulated camera): the orphan the next start must reap.
    await api('POST', '/v1/streams/api/stop', { streamId: `${SIM}-FROM` });
    await waitState(amara, `${SIM}-FROM`, ['STOPPED'], 10_000, service.url);
    const source = await rtmpSource();
    const key = (await api<{ streamKey: string }[]>('GET', '/v1/devices')).body[0]?.streamKey;
    expect((await api('POST', '/v1/streams/from/start', { deviceId: SIM2, streamKey: key, sourceUrl: source.url })).status).toBe(200);
    await waitState(amara, `${SIM2}-FROM`, ['STREAMING'], 20_000, service.url);
    await new Promise<void>((resolve) => {
      service.process.once('exit', () => resolve());
      service.process.kill('SIGKILL');
    });
    await sleep(300);
    expect(ffmpegCount(service.dataDir), 'children outlive a SIGKILLed service').toBeGreaterThan(0);
    service = await startService({ dataDir: service.dataDir, env: { CAMERAS: 'off' } });
    expect(await waitNoProcess(service.dataDir, 3000)).toBe(0);
    // STOPPED is reserved for a user's stop (spec, States): a stream the crash cut is an ERROR.
    const s = await api<{ state: string; error?: string }>('POST', '/v1/streams/api/status', { streamId: `${SIM2}-FROM` });
    expect(s.body.state).toBe('ERROR');
    expect(s.body.error).toMatch(/restart/);
    await source.kill();
  });

  it('a graceful shutdown (SIGTERM) stops every ffmpeg and records the stream FINISHED with the reason, across the restart', async () => {
    expect((await api('POST', `/v1/streams/api/${SIM}/start`)).status).toBe(200);
    await waitState(amara, `${SIM}-FROM`, ['STREAMING'], 20_000, service.url);
    await service.stop();
    expect(await waitNoProcess(service.dataDir, 3000)).toBe(0);
    service = await startService({ dataDir: service.dataDir, env: { CAMERAS: 'off' } });
    const s = await api<{ state: string; reason?: string }>('POST', '/v1/streams/api/status', { streamId: `${SIM}-FROM` });
    expect(s.body).toMatchObject({ state: 'FINISHED', reason: expect.stringMatching(/shut down/) });
  });
});
