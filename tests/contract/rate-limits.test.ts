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

  it('counts the client a configured proxy names (TRUST_PROXY), and ignores that header from anyone else', async () => {
    const signIn = (base: string, client: string) =>
      call<{ error: { code: string; message: string } }>('POST', '/dev/login', {
        base,
        headers: { 'x-forwarded-for': client },
        body: { username: 'lukas' },
      });
    const proxied = await startService({ env: { CAMERAS: 'off', SEED: 'off', RATE_LIMIT_SIGNIN_PER_MIN: '3', TRUST_PROXY: '127.0.0.1' } });
    const direct = await startService({ env: { CAMERAS: 'off', SEED: 'off', RATE_LIMIT_SIGNIN_PER_MIN: '3' } });
    try {
      // Behind the proxy: each client has its own budget.
      for (let i = 0; i < 3; i++) expect((await signIn(proxied.url, '198.51.100.7')).status).not.toBe(429);
      expectRateLimited(await signIn(proxied.url, '198.51.100.7'));
      expect((await signIn(proxied.url, '198.51.100.8')).status).not.toBe(429);
      // Without it, a forged header does not buy a new budget.
      for (let i = 0; i < 3; i++) expect((await signIn(direct.url, `203.0.113.${i}`)).status).not.toBe(429);
      expectRateLimited(await signIn(direct.url, '203.0.113.99'));
    } finally {
      await Promise.all([proxied.stop(), direct.stop()]);
      fs.rmSync(proxied.dataDir, { recursive: true, force: true });
      fs.rmSync(direct.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
