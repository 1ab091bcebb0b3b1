import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import type { Channel, PublicChannel } from '../../src/lib/contract/channels';
import type { Device } from '../../src/lib/contract/devices';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

let amara: Session;
let hiroshi: Session;
let myDevices: string[];
let theirDevice: string;
const uniq = () => Math.random().toString(36).slice(2, 10);
const h = () => authHeaders.streams(amara);

async function create(body: Record<string, unknown>) {
  return call<Channel & ErrorBody>('POST', '/v1/channels', { headers: h(), body });
}

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
  myDevices = (await call<Device[]>('GET', '/v1/devices', { headers: h() })).body.map((d) => d.id);
  theirDevice = (await call<Device[]>('GET', '/v1/devices', { headers: authHeaders.streams(hiroshi) })).body[0]?.id ?? '';
});

describe('channels: create and validate', () => {
  it('creates a channel and lists it, with the name stored verbatim', async () => {
    const name = `<script>alert("${uniq()}")</script>`;
    const res = await create({ name });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: expect.any(String), name, isPublic: false, deviceIds: [] });
    expect(res.body.publicUrl).toBeUndefined();
    const list = await call<Channel[]>('GET', '/v1/channels', { headers: h() });
    expect(list.body.find((c) => c.id === res.body.id)?.name).toBe(name);
  });

  it('accepts 100 characters and rejects 101 naming the field', async () => {
    const base = `c${uniq()}`;
    const ok = await create({ name: base.padEnd(100, 'x') });
    expect(ok.status).toBe(201);
    const tooLong = await create({ name: base.padEnd(101, 'x') });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.field).toBe('name');
  });

  it('counts characters, not UTF-16 units: 100 emoji fit', async () => {
    const prefix = uniq().padEnd(8, 'x').slice(0, 8);
    expect((await create({ name: prefix + '🚁'.repeat(92) })).status).toBe(201);
    expect((await create({ name: `${prefix}!${'🚁'.repeat(92)}` })).status).toBe(400);
  });

  it('requires a string name', async () => {
    for (const body of [{}, { name: '' }, { name: 42 }]) {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body.error.field).toBe('name');
    }
  });

  it('answers a duplicate name in the team with 409 naming the field, on create and on rename', async () => {
    const name = `dup-${uniq()}`;
    expect((await create({ name })).status).toBe(201);
    const again = await create({ name });
    expect(again.status).toBe(409);
    expect(again.body.error.field).toBe('name');
    const other = await create({ name: `${name}-2` });
    const rename = await call<ErrorBody>('PATCH', `/v1/channels/${other.body.id}`, { headers: h(), body: { name } });
    expect(rename.status).toBe(409);
    expect(rename.body.error.field).toBe('name');
  });

  it('lets another team use the same name', async () => {
    const name = `shared-name-${uniq()}`;
    expect((await create({ name })).status).toBe(201);
    const theirs = await call('POST', '/v1/channels', { headers: authHeaders.streams(hiroshi), body: { name } });
    expect(theirs.status).toBe(201);
  });

  it("rejects devices outside the caller's team naming deviceIds", async () => {
    const foreign = await create({ name: `f-${uniq()}`, deviceIds: [myDevices[0], theirDevice] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('deviceIds');
    const unknown = await create({ name: `u-${uniq()}`, deviceIds: ['no-such-device'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe('deviceIds');
  });

  it('answers malformed JSON and wrong body types with 400', async () => {
    expect((await call('POST', '/v1/channels', { headers: h(), body: '{"name": ' })).status).toBe(400);
    const wrong = await call<ErrorBody>('PATCH', `/v1/channels/${(await create({ name: `t-${uniq()}` })).body.id}`, {
      headers: h(),
      body: { isPublic: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe('isPublic');
  });

  it('takes only a PAT', async () => {
    expect((await call('GET', '/v1/channels')).status).toBe(401);
    expect((await call('GET', '/v1/channels', { headers: authHeaders.flights(amara) })).status).toBe(401);
    expect((await call('POST', '/v1/channels', { headers: authHeaders.jobs(amara), body: { name: 'x' } })).status).toBe(401);
  });
});

describe('channels: devices, sharing, delete', () => {
  it('adds and removes devices; adding twice and removing an absent device are no-ops', async () => {
    const { body: c } = await create({ name: `dev-${uniq()}` });
    const [d0, d1] = myDevices as [string, string];
    const add = await call<Channel>('POST', `/v1/channels/${c.id}/devices/${d0}`, { headers: h() });
    expect(add.status).toBe(200);
    expect(add.body.deviceIds).toEqual([d0]);
    await call('POST', `/v1/channels/${c.id}/devices/${d1}`, { headers: h() });
    const twice = await call<Channel>('POST', `/v1/channels/${c.id}/devices/${d0}`, { headers: h() });
    expect(twice.body.deviceIds).toEqual([d0, d1]);
    const remove = await call<Channel>('DELETE', `/v1/channels/${c.id}/devices/${d0}`, { headers: h() });
    expect(remove.body.deviceIds).toEqual([d1]);
    const absent = await call<Channel>('DELETE', `/v1/channels/${c.id}/devices/${d0}`, { headers: h() });
    expect(absent.status).toBe(200);
    expect(absent.body.deviceIds).toEqual([d1]);
  });

  it("refuses to add another team's device", async () => {
    const { body: c } = await create({ name: `dev-${uniq()}` });
    const res = await call<ErrorBody>('POST', `/v1/channels/${c.id}/devices/${theirDevice}`, { headers: h() });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('deviceId');
  });

  it('replaces the device list on PATCH deviceIds, keeping the given order', async () => {
    const [d0, d1, d2] = myDevices as [string, string, string];
    const { body: c } = await create({ name: `rep-${uniq()}`, deviceIds: [d0] });
    const res = await call<Channel>('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { deviceIds: [d2, d1] } });
    expect(res.status).toBe(200);
    expect(res.body.deviceIds).toEqual([d2, d1]);
    const bad = await call<ErrorBody>('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { deviceIds: [theirDevice] } });
    expect(bad.body.error.field).toBe('deviceIds');
    const list = await call<Channel[]>('GET', '/v1/channels', { headers: h() });
    expect(list.body.find((x) => x.id === c.id)?.deviceIds).toEqual([d2, d1]);
  });

  it('issues a new 128-bit public URL on every isPublic true and clears it on false', async () => {
    const [d0] = myDevices as [string];
    const { body: c } = await create({ name: `pub-${uniq()}`, deviceIds: [d0] });
    const first = await call<Channel>('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { isPublic: true } });
    expect(first.body.isPublic).toBe(true);
    const url = first.body.publicUrl ?? '';
    expect(url).toMatch(/^http:\/\/[^/]+\/watch\/[0-9a-f]{32}$/);
    // Built from the request's own origin: the dashboard serves /watch/<token> there.
    expect(url.startsWith(`${serviceUrl()}/watch/`)).toBe(true);
    const token = url.split('/').pop() ?? '';
    const shared = await call<PublicChannel>('GET', `/v1/public/channels/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.body.name).toBe(c.name);
    expect(shared.body.devices.map((d) => d.id)).toEqual([d0]);

    const second = await call<Channel>('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { isPublic: true } });
    expect(second.body.publicUrl).not.toBe(url);
    expect((await call('GET', `/v1/public/channels/${token}`)).status).toBe(404);

    const off = await call<Channel>('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { isPublic: false } });
    expect(off.body.isPublic).toBe(false);
    expect(off.body.publicUrl).toBeUndefined();
    const gone = await call<ErrorBody>('GET', `/v1/public/channels/${second.body.publicUrl?.split('/').pop()}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('NOT_SHARED');
  });

  it('can create a channel public straight away', async () => {
    const res = await create({ name: `pub-${uniq()}`, isPublic: true });
    expect(res.body.publicUrl).toMatch(/\/watch\/[0-9a-f]{32}$/);
  });

  it('deletes a channel and returns it; afterwards it is gone', async () => {
    const { body: c } = await create({ name: `del-${uniq()}` });
    const del = await call<Channel>('DELETE', `/v1/channels/${c.id}`, { headers: h() });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: c.id, name: c.name });
    const list = await call<Channel[]>('GET', '/v1/channels', { headers: h() });
    expect(list.body.some((x) => x.id === c.id)).toBe(false);
    expect((await call('DELETE', `/v1/channels/${c.id}`, { headers: h() })).status).toBe(404);
    expect((await call('PATCH', `/v1/channels/${c.id}`, { headers: h(), body: { name: 'x' } })).status).toBe(404);
  });

  it('seeds channels per team, one of them public', async () => {
    const list = await call<Channel[]>('GET', '/v1/channels', { headers: authHeaders.streams(hiroshi) });
    expect(list.body.some((c) => c.isPublic && c.publicUrl)).toBe(true);
  });
});
