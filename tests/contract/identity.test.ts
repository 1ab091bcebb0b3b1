import { describe, expect, it } from 'vitest';
import { authHeaders, call, login } from '../api-client';

describe('development identity provider', () => {
  it('lists demo users with two teams, each with an admin and a member', async () => {
    const { status, body } = await call<Array<{ username: string; teamId: string; role: string; displayName: string }>>(
      'GET',
      '/dev/users',
    );
    expect(status).toBe(200);
    const teams = new Set(body.map((u) => u.teamId));
    expect(teams.size).toBeGreaterThanOrEqual(2);
    for (const team of teams) {
      const roles = body.filter((u) => u.teamId === team).map((u) => u.role);
      expect(roles).toContain('admin');
      expect(roles).toContain('member');
    }
  });

  it('lists the team with the richest demo first (most devices with a video source)', async () => {
    const { body } = await call<Array<{ teamId: string }>>('GET', '/dev/users');
    expect(body[0]?.teamId).toBe('team-inspection');
    // One team's users stay together.
    const order = body.map((u) => u.teamId).filter((t, i, all) => all.indexOf(t) === i);
    expect(order.length).toBe(new Set(order).size);
    expect(order.at(-1)).toBe('team-alpine-rescue');
  });

  it('issues one credential per auth area, bound to the user team', async () => {
    const s = await login('amara');
    expect(s.teamId).toBe('team-inspection');
    expect(Object.keys(s.credentials).sort()).toEqual(['apiKey', 'authToken', 'idToken', 'identityToken', 'pat']);
  });

  it('answers an unknown user with 404 naming the field, and a missing username with 400', async () => {
    const unknown = await call<{ error: { field: string } }>('POST', '/dev/login', { body: { username: 'nobody' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field).toBe('username');
    const missing = await call<{ error: { code: string } }>('POST', '/dev/login', { body: {} });
    expect(missing.status).toBe(400);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call('POST', '/dev/login', { body: '{"username": ' });
    expect(res.status).toBe(400);
  });

  it('rejects an expired credential with 401', async () => {
    const s = await login('amara', 1);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await call('GET', '/v1/channels', { headers: authHeaders.streams(s) });
    expect(res.status).toBe(401);
  });

  it('a dev sign-out refuses that session at once and leaves another sign-in of the same user working', async () => {
    // Same user, same second: the credentials must still differ (each carries its own jti).
    const [ended, other] = await Promise.all([login('amara'), login('amara')]);
    expect(ended.credentials.pat).not.toBe(other.credentials.pat);
    expect((await call('GET', '/v1/channels', { headers: authHeaders.streams(ended) })).status).toBe(200);

    const out = await call('POST', '/dev/logout', { body: { tokens: [ended.credentials.pat, ended.credentials.identityToken] } });
    expect(out.status).toBe(204);
    expect((await call('GET', '/v1/channels', { headers: authHeaders.streams(ended) })).status).toBe(401);
    expect((await call('GET', '/v1/job', { headers: authHeaders.jobs(ended) })).status).toBe(401);
    expect((await call('GET', '/v1/channels', { headers: authHeaders.streams(other) })).status).toBe(200);
  });

  it('answers a sign-out without tokens with 400 naming the field, and ignores a token that is not one', async () => {
    const empty = await call<{ error: { field: string } }>('POST', '/dev/logout', { body: { tokens: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.field).toBe('tokens');
    expect((await call('POST', '/dev/logout', { body: { tokens: ['not-a-token'] } })).status).toBe(204);
  });

  it('serves the dashboard config with the four addresses', async () => {
    const { status, body } = await call<Record<string, unknown>>('GET', '/config.json');
    expect(status).toBe(200);
    expect(body).toMatchObject({ dev_identity: true, auth_headers: { flights: 'identity' } });
    expect(String(body.media_graphql_url)).toMatch(/\/graphql$/);
    expect(String(body.flight_cdn_url)).toMatch(/\/cdn\/flights$/);
    expect(String(body.media_cdn_url)).toMatch(/\/cdn\/media$/);
    // The AI add-ons a viewer token can carry annotated renditions for (extension).
    expect(body.ai_apps).toEqual([
      { id: 'ppe', name: 'PPE detection' },
      { id: 'defects', name: 'Defect detection' },
    ]);
  });
});
