import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/testing/start-service';
import type { DisplayCreated, DisplayPaired } from '../../src/lib/contract/displays';
import { authHeaders, call, login, type Session } from '../api-client';

// Own service, restarted on one DATA_DIR; the directory is made world-readable first, as an
// older version (or a careless operator) would have left it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-rest-'));
let service: RunningService;
let amara: Session;
const at = <T = unknown>(method: string, p: string, opts: { headers?: Record<string, string>; body?: unknown } = {}) =>
  call<T>(method, p, { ...opts, base: service.url });
const mode = (p: string) => fs.statSync(p).mode & 0o777;
const DB = path.join(dataDir, 'service.sqlite');

beforeAll(async () => {
  fs.chmodSync(dataDir, 0o755);
  service = await startService({ dataDir, env: { CAMERAS: 'off' } });
  amara = await login('amara', undefined, service.url);
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('tokens and files at rest (finding 10)', () => {
  it('a signed-out token stays refused after a restart on the same DATA_DIR', async () => {
    const ended = await login('amara', undefined, service.url);
    expect((await at('GET', '/v1/channels', { headers: authHeaders.streams(ended) })).status).toBe(200);
    expect((await at('POST', '/dev/logout', { body: { tokens: [ended.credentials.pat] } })).status).toBe(204);
    await service.stop();
    service = await startService({ dataDir, env: { CAMERAS: 'off' } });
    expect((await at('GET', '/v1/channels', { headers: authHeaders.streams(ended) })).status).toBe(401);
    // The same user's other sessions, and the sign-in before, still work.
    expect((await at('GET', '/v1/channels', { headers: authHeaders.streams(amara) })).status).toBe(200);
  });

  it('answers carrying credentials, signed URLs or share links are Cache-Control: no-store', async () => {
    const streams = { headers: authHeaders.streams(amara) };
    const created = await at<DisplayCreated>('POST', '/v1/displays', {
      ...streams,
      body: { name: 'Cache wall', wallPath: '/wall?devices=dev-insp-dock2-1' },
    });
    const paired = await at<DisplayPaired>('POST', '/v1/displays/pair', { body: { code: created.body.pairingCode } });
    const replies = [
      created,
      paired,
      await at('POST', '/v1/displays/me/wall', { headers: { authorization: `Bearer ${paired.body.credential}` } }),
      await at('POST', '/v1/streams/external/token', { ...streams, body: { deviceId: 'dev-insp-dock2-1' } }),
      await at('GET', '/v1/channels', streams),
      await at('POST', '/dev/login', { body: { username: 'amara' } }),
      await at('GET', '/v1/public/channels/sh_unknown'),
    ];
    for (const r of replies) expect(r.headers.get('cache-control')).toBe('no-store');
    expect(replies.slice(0, 6).map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 200]);
  });

  it('keeps the data directory 0700 and the database files 0600, restoring them at start', async () => {
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(DB)).toBe(0o600);
    expect(mode(`${DB}-wal`)).toBe(0o600);
    await service.stop();
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(DB, 0o644);
    service = await startService({ dataDir, env: { CAMERAS: 'off' } });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(DB)).toBe(0o600);
    for (const f of fs.readdirSync(dataDir).filter((n) => n.startsWith('service.sqlite'))) expect(mode(path.join(dataDir, f))).toBe(0o600);
  });
});
