import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type RunningService } from '../../server/testing/start-service';
import { authHeaders, call, login, serviceUrl } from '../api-client';
import { issueWithCommand, runCredentialsCommand } from './credentials-command';

interface ErrorReply {
  error: { code: string; message: string };
}

/** The address to call a service on: one bound to 0.0.0.0 answers on loopback too. */
const local = (s: RunningService) => s.url.replace('0.0.0.0', '127.0.0.1');

const DEV_CALLS: Array<[method: string, path: string, body?: unknown]> = [
  ['POST', '/dev/login', { username: 'amara' }],
  ['GET', '/dev/users'],
  ['POST', '/dev/logout', { tokens: ['x'] }],
  ['GET', '/dev/cameras/dock-zurich'],
  ['POST', '/dev/cameras/dock-zurich/kill'],
  ['POST', '/dev/cameras/dock-zurich/restore'],
];

describe('a service listening on a public interface (HOST=0.0.0.0)', () => {
  let service: RunningService;
  beforeAll(async () => {
    // Seeded, so the demo users exist: the development sign-in must refuse them anyway.
    service = await startService({ env: { HOST: '0.0.0.0', CAMERAS: 'off' } });
  });
  afterAll(() => service?.stop());

  it('refuses every /dev/* call with 403 naming why and how to turn it on', async () => {
    for (const [method, path, body] of DEV_CALLS) {
      const res = await call<ErrorReply>(method, path, { base: local(service), body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
      expect(res.body.error.message).toMatch(/development identity provider is off: the service listens on 0\.0\.0\.0.*DEV_IDENTITY=on/);
    }
  });

  it('tells the dashboard there is no demo sign-in', async () => {
    const config = await call<{ dev_identity: boolean }>('GET', '/config.json', { base: local(service) });
    expect(config.body.dev_identity).toBe(false);
  });

  it('issues credentials with `npm run credentials -- --user <name>` that the service accepts', async () => {
    const amara = await issueWithCommand(service.dataDir, 'amara');
    expect(amara.teamId).toBe('team-inspection');
    expect(Object.keys(amara.credentials).sort()).toEqual(['apiKey', 'authToken', 'idToken', 'identityToken', 'pat']);
    const devices = await call<unknown[]>('GET', '/v1/devices', { base: local(service), headers: authHeaders.streams(amara) });
    expect(devices.status).toBe(200);
    expect(devices.body.length).toBeGreaterThan(0);
    const media = await call<{ data: { list: { items: unknown[] } } }>('POST', '/graphql', {
      base: local(service),
      headers: authHeaders.media(amara),
      body: { query: '{ list(limit: 1) { items { id } } }' },
    });
    expect(media.status).toBe(200);
    expect(media.body.data.list.items.length).toBe(1);
  });

  it('answers an unknown user or a missing --user with a sentence on stderr, exit 1, and nothing on stdout', async () => {
    const unknown = await runCredentialsCommand(service.dataDir, ['--user', 'nobody']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No user named nobody');
    // Nothing else: no other user names, no key material.
    expect(unknown.stderr).not.toMatch(/amara|hiroshi|eyJ/);
    expect(unknown.stdout).toBe('');
    const missing = await runCredentialsCommand(service.dataDir, []);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('--user');
  });
});

describe('DEV_IDENTITY=on on a public interface', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({ env: { HOST: '0.0.0.0', DEV_IDENTITY: 'on', SEED: 'off', CAMERAS: 'off' } });
  });
  afterAll(() => service?.stop());

  it('serves /dev/* and warns on stderr at start', async () => {
    expect(service.stderr()).toMatch(/WARNING: DEV_IDENTITY=on while listening on 0\.0\.0\.0: anyone .* can sign in as any user/);
    const users = await call<unknown[]>('GET', '/dev/users', { base: local(service) });
    expect(users.status).toBe(200);
    // Not seeded: the route answers, and an unknown user is its own 404.
    const login = await call<ErrorReply>('POST', '/dev/login', { base: local(service), body: { username: 'amara' } });
    expect(login.status).toBe(404);
  });
});

describe('the local demo (loopback, the default)', () => {
  it('keeps the development sign-in, and its answers are never cached', async () => {
    const res = await fetch(`${serviceUrl()}/dev/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'amara' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const s = await login('hiroshi');
    expect((await call('GET', '/v1/devices', { headers: authHeaders.streams(s) })).status).toBe(200);
  });
});
