import { beforeAll, describe, expect, it } from 'vitest';
import type { Display, DisplayCreated, DisplayPaired, DisplayWall } from '../../src/lib/contract/displays';
import { authHeaders, call, login, type Session } from '../api-client';

let amara: Session; // inspection admin
let lukas: Session; // inspection member
let hiroshi: Session; // survey admin (other team, same company)
let mateo: Session; // another company

beforeAll(async () => {
  [amara, lukas, hiroshi, mateo] = await Promise.all([login('amara'), login('lukas'), login('hiroshi'), login('mateo')]);
});

const display = (credential: string) => ({ authorization: `Bearer ${credential}` });

async function create(s: Session, wallPath: string, name = 'Lobby wall') {
  return call<DisplayCreated>('POST', '/v1/displays', { headers: authHeaders.streams(s), body: { name, wallPath } });
}

describe('displays (extension): pairing code → display credential', () => {
  it('an admin creates a display; the code pairs once; the credential sees only that wall', async () => {
    const created = await create(amara, '/wall?devices=dev-insp-dock2-1,dev-insp-m30t-1&layout=2x2');
    expect(created.status).toBe(201);
    expect(created.body.pairingCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(created.body.display).toMatchObject({ status: 'pending', deviceIds: ['dev-insp-dock2-1', 'dev-insp-m30t-1'], lastSeenAt: null });

    // Case, spaces and the dash do not matter; the code works once.
    const code = created.body.pairingCode.toLowerCase().replace('-', ' ');
    const paired = await call<DisplayPaired>('POST', '/v1/displays/pair', { body: { code } });
    expect(paired.status).toBe(200);
    expect(paired.body.display.wallPath).toBe('/wall?devices=dev-insp-dock2-1,dev-insp-m30t-1&layout=2x2');
    const again = await call<{ error: { field?: string } }>('POST', '/v1/displays/pair', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.error.field).toBe('code');

    const wall = await call<DisplayWall>('POST', '/v1/displays/me/wall', { headers: display(paired.body.credential) });
    expect(wall.status).toBe(200);
    expect(wall.body.devices.map((d) => d.id).sort()).toEqual(['dev-insp-dock2-1', 'dev-insp-m30t-1']);
    // The display credential opens nothing else: not the streams area, not the channel list.
    expect((await call('GET', '/v1/channels', { headers: display(paired.body.credential) })).status).toBe(401);
    expect((await call('GET', '/v1/displays', { headers: display(paired.body.credential) })).status).toBe(401);

    const listed = await call<Display[]>('GET', '/v1/displays', { headers: authHeaders.streams(lukas) });
    const mine = listed.body.find((d) => d.id === created.body.display.id);
    expect(mine).toMatchObject({ status: 'paired' });
    expect(mine?.lastSeenAt).toEqual(expect.any(Number));
    // Nothing secret in the list.
    expect(JSON.stringify(listed.body)).not.toContain(paired.body.credential);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.pairingCode);

    // Revoked: the credential stops at once.
    expect((await call('DELETE', `/v1/displays/${created.body.display.id}`, { headers: authHeaders.streams(amara) })).status).toBe(200);
    expect((await call('POST', '/v1/displays/me/wall', { headers: display(paired.body.credential) })).status).toBe(401);
  });

  it('a channel wall follows the channel, and a revoked pending code never pairs', async () => {
    const ch = await call<{ id: string }>('POST', '/v1/channels', {
      headers: authHeaders.streams(amara),
      body: { name: `Display channel ${Date.now()}`, deviceIds: ['dev-insp-dock2-1'] },
    });
    const created = await create(amara, `/wall?channel=${ch.body.id}`);
    expect(created.status).toBe(201);
    await call('DELETE', `/v1/displays/${created.body.display.id}`, { headers: authHeaders.streams(amara) });
    expect((await call('POST', '/v1/displays/pair', { body: { code: created.body.pairingCode } })).status).toBe(400);

    const second = await create(amara, `/wall?channel=${ch.body.id}`);
    const paired = await call<DisplayPaired>('POST', '/v1/displays/pair', { body: { code: second.body.pairingCode } });
    await call('POST', `/v1/channels/${ch.body.id}/devices/dev-insp-m30t-1`, { headers: authHeaders.streams(amara) });
    const wall = await call<DisplayWall>('POST', '/v1/displays/me/wall', { headers: display(paired.body.credential) });
    expect(wall.body.channels).toEqual([expect.objectContaining({ id: ch.body.id, deviceIds: ['dev-insp-dock2-1', 'dev-insp-m30t-1'] })]);
    expect(wall.body.devices.map((d) => d.id).sort()).toEqual(['dev-insp-dock2-1', 'dev-insp-m30t-1']);
    await call('DELETE', `/v1/channels/${ch.body.id}`, { headers: authHeaders.streams(amara) });
  });

  it('is team-scoped: other teams cannot see, revoke or build a display on foreign cameras', async () => {
    const created = await create(amara, '/wall?devices=dev-insp-dock2-1');
    const id = created.body.display.id;
    for (const other of [hiroshi, mateo]) {
      const list = await call<Display[]>('GET', '/v1/displays', { headers: authHeaders.streams(other) });
      expect(list.body.map((d) => d.id)).not.toContain(id);
      expect((await call('DELETE', `/v1/displays/${id}`, { headers: authHeaders.streams(other) })).status).toBe(404);
      const foreign = await create(other, '/wall?devices=dev-insp-dock2-1');
      expect(foreign.status).toBe(400);
      expect((foreign.body as unknown as { error: { field: string } }).error.field).toBe('wallPath');
    }
  });

  it('members cannot create or revoke; bad input names its field; no credential is 401', async () => {
    expect((await create(lukas, '/wall?devices=dev-insp-dock2-1')).status).toBe(403);
    const noScope = await call<{ error: { field?: string } }>('POST', '/v1/displays', {
      headers: authHeaders.streams(amara),
      body: { name: 'x', wallPath: '/wall?layout=3x3' },
    });
    expect(noScope.status).toBe(400);
    expect(noScope.body.error.field).toBe('wallPath');
    const notWall = await call<{ error: { field?: string } }>('POST', '/v1/displays', {
      headers: authHeaders.streams(amara),
      body: { name: 'x', wallPath: 'https://evil.example/wall' },
    });
    expect(notWall.body.error.field).toBe('wallPath');
    expect((await call('POST', '/v1/displays/me/wall')).status).toBe(401);
    expect((await call('POST', '/v1/displays/me/wall', { headers: display('dsp_nope') })).status).toBe(401);
    expect((await call('GET', '/v1/displays')).status).toBe(401);
  });
});

describe('channel share expiry (extension)', () => {
  it('a link with an expiry stops resolving once it passes; unsharing drops it', async () => {
    const ch = await call<{ id: string; publicUrl?: string; publicExpiresAt?: number }>('POST', '/v1/channels', {
      headers: authHeaders.streams(amara),
      body: { name: `Expiring ${Date.now()}`, deviceIds: ['dev-insp-dock2-1'] },
    });
    const soon = Date.now() + 1500;
    const shared = await call<{ publicUrl: string; publicExpiresAt: number; isPublic: boolean }>('PATCH', `/v1/channels/${ch.body.id}`, {
      headers: authHeaders.streams(amara),
      body: { isPublic: true, publicExpiresAt: soon },
    });
    expect(shared.body).toMatchObject({ isPublic: true, publicExpiresAt: soon });
    const token = shared.body.publicUrl.split('/watch/')[1];
    const open = await call<{ organisation?: string }>('GET', `/v1/public/channels/${token}`);
    expect(open.status).toBe(200);
    expect(open.body.organisation).toBe('Northwind Aerial Services');
    await expect.poll(async () => (await call('GET', `/v1/public/channels/${token}`)).status, { timeout: 5000 }).toBe(404);
    const after = await call<{ isPublic: boolean }>('GET', '/v1/channels', { headers: authHeaders.streams(amara) });
    expect(after.status).toBe(200);
    const past = await call<{ error: { field?: string } }>('PATCH', `/v1/channels/${ch.body.id}`, {
      headers: authHeaders.streams(amara),
      body: { publicExpiresAt: Date.now() - 1000 },
    });
    expect(past.body.error.field).toBe('publicExpiresAt');
    const unshared = await call<{ isPublic: boolean; publicExpiresAt?: number }>('PATCH', `/v1/channels/${ch.body.id}`, {
      headers: authHeaders.streams(amara),
      body: { isPublic: false },
    });
    expect(unshared.body.isPublic).toBe(false);
    expect(unshared.body.publicExpiresAt).toBeUndefined();
    await call('DELETE', `/v1/channels/${ch.body.id}`, { headers: authHeaders.streams(amara) });
  });
});
