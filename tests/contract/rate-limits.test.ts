import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/testing/start-service';
import type { DisplayCreated } from '../../src/lib/contract/displays';
import { authHeaders, call, login, type Reply, type Session } from '../api-client';

// Own service on the default limits: the harness's higher sign-in limit is unset here.
let service: RunningService;
let amara: Session;
const at = <T = unknown>(method: string, path: string, opts: { headers?: Record<string, string>; body?: unknown } = {}) =>
  call<T>(method, path, { ...opts, base: service.url });

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off', RATE_LIMIT_SIGNIN_PER_MIN: '' } });
  amara = await login('amara', undefined, service.url);
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

type ErrorReply = Reply<{ error: { code: string; message: string } }>;

function expectRateLimited(r: ErrorReply): void {
  expect(r.status).toBe(429);
  expect(r.body.error.code).toBe('RATE_LIMITED');
  expect(r.body.error.message).toMatch(/try again/);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** Sends `n` requests one after another; the index of the first 429 and every reply. */
async function flood(n: number, send: () => Promise<ErrorReply>): Promise<{ first: number; replies: ErrorReply[] }> {
  const replies: ErrorReply[] = [];
  for (let i = 0; i < n; i++) replies.push(await send());
  return { first: replies.findIndex((r) => r.status === 429), replies };
}

describe('rate limits (finding 7)', () => {
  it('the 11th wrong pairing code from one client gets 429 with Retry-After, and then so does the right one', async () => {
    const created = await at<DisplayCreated>('POST', '/v1/displays', {
      headers: authHeaders.streams(amara),
      body: { name: 'Guarded wall', wallPath: '/wall?devices=dev-insp-dock2-1' },
    });
    expect(created.status).toBe(201);
    for (let i = 0; i < 10; i++) {
      const wrong = await at('POST', '/v1/displays/pair', { body: { code: `WRNG-${String(i).padStart(4, 'A')}` } });
      expect(wrong.status).toBe(400);
    }
    const eleventh: ErrorReply = await at('POST', '/v1/displays/pair', { body: { code: 'WRNG-ZZZZ' } });
    expectRateLimited(eleventh);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(800);
    expectRateLimited(await at('POST', '/v1/displays/pair', { body: { code: created.body.pairingCode } }));
  });

  it('a sign-in flood gets 429 after 30 a minute (the default)', async () => {
    const { first, replies } = await flood(40, () => at('POST', '/dev/login', { body: { username: 'lukas' } }));
    // The 30 a minute include the sign-in in beforeAll's of this file's service.
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    expect(replies.slice(0, first).every((r) => r.status === 200)).toBe(true);
    for (const r of replies.slice(first)) expectRateLimited(r);
  });

  it('the public watch read and its viewer tokens get 429 after 120 a minute', async () => {
    for (const path of ['/v1/public/channels/sh_guess', '/v1/public/channels/sh_guess/viewer-tokens']) {
      const method = path.endsWith('tokens') ? 'POST' : 'GET';
      const { first, replies } = await flood(125, () => at(method, path));
      expect(first).toBe(120);
      expect(replies[0]?.status).toBe(404);
      expectRateLimited(replies[120] as ErrorReply);
    }
  });

  it('display viewer tokens get 429 after 300 a minute', async () => {
    const { first } = await flood(302, () => at('POST', '/v1/displays/me/wall', { headers: { authorization: 'Bearer dsp_guess' } }));
    expect(first).toBe(300);
  });
});
