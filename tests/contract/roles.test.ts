import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/lib/contract/errors';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import type { AuditPage } from '../../src/lib/contract/audit';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import { codes, createFolder, gql } from './media-helpers';

// team-inspection: amara admin, lukas and sofia members, noor viewer; team-survey: hiroshi admin.
let amara: Session;
let lukas: Session;
let sofia: Session;
let noor: Session;
let hiroshi: Session;

beforeAll(async () => {
  [amara, lukas, sofia, noor, hiroshi] = await Promise.all([
    login('amara'),
    login('lukas'),
    login('sofia'),
    login('noor'),
    login('hiroshi'),
  ]);
});

type Refusal = ErrorBody & { error: { reason?: string; action?: string } };

/** A 403 with the named reason and action, and a sentence for people. */
function expectRefused(r: { status: number; body: unknown }, reason: string, action: string): void {
  expect(r.status).toBe(403);
  const { error } = r.body as Refusal;
  expect(error.code).toBe('FORBIDDEN');
  expect(error.reason).toBe(reason);
  expect(error.action).toBe(action);
  expect(error.message.length).toBeGreaterThan(20);
}

const NO_MATCH = { pilotName: 'nobody-by-this-name-roles-test' };

describe('members', () => {
  it('cannot delete flight logs by filter; an admin can', async () => {
    const body = { allSelected: true, filters: NO_MATCH };
    expectRefused(
      await call('DELETE', '/v1/flights', { headers: authHeaders.flights(lukas), body }),
      'ADMIN_ONLY',
      'flights.deleteByFilter',
    );
    const ok = await call<{ deleted: number }>('DELETE', '/v1/flights', { headers: authHeaders.flights(amara), body });
    expect(ok.status).toBe(200);
    expect(ok.body.deleted).toBe(0);
  });

  it("cannot delete a colleague's flight log by id, and nothing of the selection goes", async () => {
    const all = (await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(lukas) })).body.items;
    const theirs = all.find((f) => f.ownerId !== lukas.userId);
    const own = all.find((f) => f.ownerId === lukas.userId);
    expect(theirs).toBeDefined();
    expect(own).toBeDefined();
    const items = [own?.id, theirs?.id];
    const r = await call<Refusal>('DELETE', '/v1/flights', { headers: authHeaders.flights(lukas), body: { allSelected: false, items } });
    expectRefused(r, 'NOT_OWNER', 'flights.delete');
    expect(r.body.error.message).toContain('1 of the 2 selected logs');
    const still = (await call<FlightLogFile>('GET', `/v1/flights/${own?.id}`, { headers: authHeaders.flights(lukas) })).status;
    expect(still).toBe(200);
  });

  it('cannot share a channel publicly but can unshare; an admin can share', async () => {
    const created = await call<{ id: string }>('POST', '/v1/channels', {
      headers: authHeaders.streams(lukas),
      body: { name: 'roles test share', deviceIds: [] },
    });
    expect(created.status).toBe(201);
    const path = `/v1/channels/${created.body.id}`;
    expectRefused(
      await call('PATCH', path, { headers: authHeaders.streams(lukas), body: { isPublic: true } }),
      'ADMIN_ONLY',
      'channels.sharePublic',
    );
    const shared = await call<{ isPublic: boolean }>('PATCH', path, { headers: authHeaders.streams(amara), body: { isPublic: true } });
    expect(shared.status).toBe(200);
    expect(shared.body.isPublic).toBe(true);
    expect((await call('PATCH', path, { headers: authHeaders.streams(lukas), body: { isPublic: false } })).status).toBe(200);
    expect((await call('DELETE', path, { headers: authHeaders.streams(lukas) })).status).toBe(200);
  });

  it('cannot start a relay to an outside destination or manage displays', async () => {
    const relay = { deviceId: 'dev-any', streamKey: 'k', destUrl: 'rtmp://203.0.113.7/live/x' };
    expectRefused(
      await call('POST', '/v1/streams/to/start', { headers: authHeaders.streams(lukas), body: relay }),
      'ADMIN_ONLY',
      'streams.relayExternal',
    );
    const display = { name: 'Wall', wallPath: '/wall?devices=a' };
    expectRefused(
      await call('POST', '/v1/displays', { headers: authHeaders.streams(lukas), body: display }),
      'ADMIN_ONLY',
      'displays.manage',
    );
    expectRefused(await call('DELETE', '/v1/displays/dsp-nope', { headers: authHeaders.streams(lukas) }), 'ADMIN_ONLY', 'displays.manage');
  });

  it("cannot delete a colleague's job; the owner and an admin can delete theirs", async () => {
    const make = async (s: Session) =>
      (await call<{ id: string }>('POST', '/v1/job', { headers: authHeaders.jobs(s), body: { title: 'roles test job', description: '' } }))
        .body.id;
    const sofias = await make(sofia);
    expectRefused(await call('DELETE', `/v1/job/${sofias}`, { headers: authHeaders.jobs(lukas) }), 'NOT_OWNER', 'jobs.delete');
    expect((await call('DELETE', `/v1/job/${sofias}`, { headers: authHeaders.jobs(amara) })).status).toBe(200);
    const lukass = await make(lukas);
    expect((await call('DELETE', `/v1/job/${lukass}`, { headers: authHeaders.jobs(lukas) })).status).toBe(200);
  });

  it("cannot delete a colleague's mission", async () => {
    const body = { name: 'roles test mission', route: [{ lat: 47.37, lng: 8.54 }] };
    const m = await call<{ id: string }>('POST', '/v1/mission', { headers: authHeaders.flights(sofia), body });
    expect(m.status).toBe(201);
    expectRefused(
      await call('DELETE', `/v1/mission/${m.body.id}`, { headers: authHeaders.flights(lukas) }),
      'NOT_OWNER',
      'missions.delete',
    );
    expect((await call('DELETE', `/v1/mission/${m.body.id}`, { headers: authHeaders.flights(amara) })).status).toBe(200);
  });

  it("cannot delete a colleague's folder, nor their own folder holding a colleague's folder; an admin can", async () => {
    const sofiasFolder = await createFolder(sofia, 'roles test sofia');
    const del = (s: Session, id: string) =>
      gql<{ delete: { deleteItems: Array<{ id: string }> } }>(
        s,
        'mutation($i: [ItemIdInput!]!) { delete(deleteItems: $i) { deleteItems { id } } }',
        { i: [{ id }] },
      );
    const refused = await del(lukas, sofiasFolder.id);
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ reason: 'NOT_OWNER', action: 'media.delete' });
    const lukasFolder = await createFolder(lukas, 'roles test lukas');
    await createFolder(sofia, 'inside', lukasFolder);
    expect(codes(await del(lukas, lukasFolder.id))).toEqual(['FORBIDDEN']);
    expect((await del(amara, lukasFolder.id)).data?.delete.deleteItems).toEqual([{ id: lukasFolder.id }]);
    expect((await del(sofia, sofiasFolder.id)).data?.delete.deleteItems).toEqual([{ id: sofiasFolder.id }]);
  });

  it('cannot list all jobs of the team (the spec rule), with the reason', async () => {
    expectRefused(await call('GET', '/v1/job/team', { headers: authHeaders.jobs(lukas) }), 'ADMIN_ONLY', 'jobs.listTeam');
    expect((await call('GET', '/v1/job/team', { headers: authHeaders.jobs(amara) })).status).toBe(200);
  });
});

describe('viewers', () => {
  it('read the team but write nothing', async () => {
    expect((await call('GET', '/v1/flights/team', { headers: authHeaders.flights(noor) })).status).toBe(200);
    expect((await call('GET', '/v1/channels', { headers: authHeaders.streams(noor) })).status).toBe(200);
    const writes: Array<[string, string, Record<string, string>, unknown]> = [
      ['POST', '/v1/channels', authHeaders.streams(noor), { name: 'x', deviceIds: [] }],
      ['POST', '/v1/mission', authHeaders.flights(noor), { name: 'x', route: [{ lat: 1, lng: 1 }] }],
      ['POST', '/v1/job', authHeaders.jobs(noor), { title: 'x', description: '' }],
      ['DELETE', '/v1/flights', authHeaders.flights(noor), { allSelected: false, items: ['x'] }],
      ['POST', '/v1/streams/api/stop', authHeaders.streams(noor), { streamId: 'x' }],
    ];
    for (const [method, path, headers, body] of writes) expectRefused(await call(method, path, { headers, body }), 'READ_ONLY', 'write');
    const upload = await fetch(`${serviceUrl()}/upload/x.txt`, {
      method: 'PUT',
      headers: { ...authHeaders.media(noor), 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(upload.status).toBe(403);
    const folder = await gql(noor, 'mutation { createFolder(name: "x") { id } }');
    expect(codes(folder)).toEqual(['FORBIDDEN']);
    expect(folder.errors?.[0]?.extensions).toMatchObject({ reason: 'READ_ONLY' });
    const list = await gql<{ list: { items: unknown[] } }>(noor, '{ list(location: "team-inspection") { items { id } } }');
    expect(list.errors).toBeUndefined();
  });

  it('may still get viewer tokens to watch and download logs', async () => {
    const token = await call('POST', '/v1/streams/external/token', { headers: authHeaders.streams(noor), body: { teamId: noor.teamId } });
    expect(token.status).toBe(200);
    const zip = await fetch(`${serviceUrl()}/v1/flights/download`, {
      method: 'POST',
      headers: { ...authHeaders.flights(noor), 'content-type': 'application/json' },
      body: JSON.stringify({ allSelected: true, filters: NO_MATCH }),
    });
    expect(zip.status).toBe(200);
  });
});

describe('the audit log', () => {
  const audit = (s: Session, query = '') => call<AuditPage & ErrorBody>('GET', `/v1/audit${query}`, { headers: authHeaders.jobs(s) });

  it("holds the team's delete, share and refusal for its admin, not for a member or another team", async () => {
    const ch = await call<{ id: string }>('POST', '/v1/channels', {
      headers: authHeaders.streams(lukas),
      body: { name: 'audit test', deviceIds: [] },
    });
    const id = ch.body.id;
    await call('PATCH', `/v1/channels/${id}`, { headers: authHeaders.streams(lukas), body: { isPublic: true } }); // refused
    await call('PATCH', `/v1/channels/${id}`, { headers: authHeaders.streams(amara), body: { isPublic: true } }); // shared
    await call('DELETE', `/v1/channels/${id}`, { headers: authHeaders.streams(lukas) }); // deleted

    const page = await audit(amara, '?limit=500');
    expect(page.status).toBe(200);
    const mine = page.body.items.filter((e) => e.targetIds.includes(id));
    expect(mine.map((e) => [e.action, e.userId])).toEqual([
      ['delete', lukas.userId],
      ['share', amara.userId],
      ['refused', lukas.userId],
    ]);
    expect(mine[2]).toMatchObject({ reason: 'ADMIN_ONLY', role: 'member', userName: 'Lukas Brandt' });
    expect(mine[0]?.summary).toBe("Deleted channel 'audit test'");

    const filtered = await audit(amara, `?action=refused&userId=${lukas.userId}&limit=500`);
    expect(filtered.body.items.every((e) => e.action === 'refused' && e.userId === lukas.userId)).toBe(true);
    expect(filtered.body.items.some((e) => e.targetIds.includes(id))).toBe(true);

    expectRefused(await audit(lukas), 'ADMIN_ONLY', 'audit.read');
    expectRefused(await audit(noor), 'READ_ONLY', 'audit.read');
    const other = await audit(hiroshi, '?limit=500');
    expect(other.status).toBe(200);
    expect(other.body.items.some((e) => e.targetIds.includes(id))).toBe(false);
  });

  it('exports CSV for the admin only, with a header line and one line per event', async () => {
    const res = await fetch(`${serviceUrl()}/v1/audit/export.csv?action=share`, { headers: authHeaders.jobs(amara) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('at,user_id,user_name,role,action,target_type,count,target_ids,summary,reason');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.split(',')[4] === 'share')).toBe(true);
    const refused = await fetch(`${serviceUrl()}/v1/audit/export.csv`, { headers: authHeaders.jobs(lukas) });
    expect(refused.status).toBe(403);
  });
});
