import { beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import type { Job } from '../../src/lib/contract/jobs';
import type { Mission } from '../../src/lib/contract/missions';
import type { Task } from '../../src/lib/contract/tasks';
import type { DeleteCount, TrashEntry, TrashList } from '../../src/lib/contract/trash';
import { childLocation, codes, createFolder, gql, ITEM_FIELDS, type Folder } from './media-helpers';

let amara: Session; // inspection admin
let lukas: Session; // inspection member
let hiroshi: Session; // survey admin (another team)
const uniq = () => Math.random().toString(36).slice(2, 10);
const trash = (s: Session) => authHeaders.jobs(s);

const entryOf = async (s: Session, item: string) =>
  (await call<TrashList>('GET', `/v1/trash?item=${encodeURIComponent(item)}`, { headers: trash(s) })).body.items[0];
const restore = (s: Session, id: string, body: Record<string, unknown> = {}) =>
  call<{ restored: number } & { error?: { code: string; field?: string; message: string } }>('POST', `/v1/trash/${id}/restore`, {
    headers: trash(s),
    body,
  });
const count = (s: Session, body: Record<string, unknown>) => call<DeleteCount>('POST', '/v1/trash/count', { headers: trash(s), body });

beforeAll(async () => {
  [amara, lukas, hiroshi] = await Promise.all([login('amara'), login('lukas'), login('hiroshi')]);
});

const LIST =
  'query($l: String, $lim: Int, $type: String) { list(location: $l, limit: $lim, type: $type) { items { id name type location parentId storagePath thumbnailPath } } }';
const GET = `query($id: String!) { get(item: {id: $id}) { ${ITEM_FIELDS} } }`;
const MOVE = 'mutation($ids: [ItemIdInput!]!, $to: String!) { move(moveItems: $ids, to: {id: $to}) { id } }';
const DELETE = 'mutation($ids: [ItemIdInput!]!) { delete(deleteItems: $ids) { deleteItems { id } ownerId } }';

describe('flight logs in the trash', () => {
  it('keeps the spec answer, hides the logs from lists, gets and the CDN, and restores them with their files', async () => {
    const page = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights/team?limit=3', { headers: authHeaders.flights(amara) });
    const logs = page.body.items.slice(0, 2);
    expect(logs).toHaveLength(2);
    const ids = logs.map((l) => l.id);
    expect((await count(amara, { kind: 'flightLog', selection: { allSelected: false, items: [...ids, 'nope'] } })).body).toEqual({
      items: 2,
      folders: 0,
      tasks: 0,
    });

    const del = await call<{ deleted: number; ids: string[] }>('DELETE', '/v1/flights', {
      headers: authHeaders.flights(amara),
      body: { allSelected: false, items: ids },
    });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: 2, ids });
    for (const l of logs) {
      expect((await call('GET', `/v1/flights/${l.id}`, { headers: authHeaders.flights(amara) })).status).toBe(404);
      expect((await fetch(`${serviceUrl()}/cdn/flights/${l.storagePath}`)).status).toBe(404);
    }
    const team = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara) });
    expect(team.body.items.map((f) => f.id)).not.toContain(ids[0]);

    const entry = (await entryOf(amara, ids[0] as string)) as TrashEntry;
    expect(entry).toMatchObject({
      kind: 'flightLog',
      name: '2 flight logs',
      itemCount: 2,
      origin: 'Flight logbook',
      originAvailable: true,
    });
    expect(entry.deletedBy).toEqual({ id: amara.userId, name: 'Amara Okafor' });
    expect(entry.expiresAt - entry.deletedAt).toBe(30 * 86_400_000);

    const r = await restore(amara, entry.id);
    expect(r.status).toBe(200);
    expect(r.body.restored).toBe(2);
    for (const l of logs) {
      const got = await call<FlightLogFile>('GET', `/v1/flights/${l.id}`, { headers: authHeaders.flights(amara) });
      expect(got.body).toEqual(l);
      expect((await fetch(`${serviceUrl()}/cdn/flights/${l.storagePath}`)).status).toBe(200);
    }
    expect(await entryOf(amara, ids[0] as string)).toBeUndefined();
  });

  it('counts every log matching a filter, not a page', async () => {
    const all = await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara) });
    const c = await count(amara, { kind: 'flightLog', selection: { allSelected: true, filters: {} } });
    expect(c.body.items).toBe(all.body.items.length);
  });
});

describe('media in the trash', () => {
  let root: Folder;
  beforeAll(async () => {
    root = await createFolder(amara, `trash-${uniq()}`);
  });

  it('counts a folder’s descendants, trashes the tree, hides its files, and restores each item with its metadata', async () => {
    const a = await createFolder(amara, 'Bridge survey', root);
    const b = await createFolder(amara, 'Deck', a);
    await createFolder(amara, 'Piers', b);
    // Two seeded files of the team (with thumbnails and metadata) moved into the sub-folder.
    const seeded = await gql<{
      list: { items: Array<{ id: string; type: string; storagePath: string | null; thumbnailPath: string | null }> };
    }>(amara, LIST, { type: 'I', lim: 100 });
    const files = (seeded.data?.list.items ?? []).filter((i) => i.type !== 'F' && i.storagePath && i.thumbnailPath).slice(0, 2);
    expect(files).toHaveLength(2);
    expect(codes(await gql(amara, MOVE, { ids: files.map((f) => ({ id: f.id })), to: b.id }))).toEqual([]);
    const before = await Promise.all(
      files.map(async (f) => (await gql<{ get: Record<string, unknown> }>(amara, GET, { id: f.id })).data?.get),
    );

    const c = await count(amara, { kind: 'media', ids: [a.id, b.id] });
    expect(c.body).toEqual({ items: 2, folders: 3, tasks: 0 });

    const del = await gql<{ delete: unknown }>(amara, DELETE, { ids: [{ id: a.id }] });
    expect(del.data?.delete).toEqual({ deleteItems: [{ id: a.id }], ownerId: amara.userId });
    for (const id of [a.id, b.id, ...files.map((f) => f.id)]) expect(codes(await gql(amara, GET, { id }))).toEqual(['NOT_FOUND']);
    expect((await gql<{ list: { items: unknown[] } }>(amara, LIST, { l: childLocation(root) })).data?.list.items).toEqual([]);
    for (const f of files) {
      expect((await fetch(`${serviceUrl()}/cdn/media/${f.storagePath}`)).status).toBe(404);
      expect((await fetch(`${serviceUrl()}/cdn/media/${f.thumbnailPath}`)).status).toBe(404);
    }

    const entry = (await entryOf(amara, a.id)) as TrashEntry;
    expect(entry).toMatchObject({ kind: 'media', name: 'Bridge survey', itemCount: 2, folderCount: 3, originAvailable: true });
    expect(entry.origin).toBe(`Drive / ${root.name}`);

    expect((await restore(amara, entry.id)).body.restored).toBe(5);
    const after = await Promise.all(
      files.map(async (f) => (await gql<{ get: Record<string, unknown> }>(amara, GET, { id: f.id })).data?.get),
    );
    expect(after).toEqual(before);
    for (const f of files) {
      expect((await fetch(`${serviceUrl()}/cdn/media/${f.storagePath}`)).status).toBe(200);
      expect((await fetch(`${serviceUrl()}/cdn/media/${f.thumbnailPath}`)).status).toBe(200);
    }
  });

  it('restores into a chosen folder when the one it was in is gone', async () => {
    const parent = await createFolder(amara, 'Parent', root);
    const child = await createFolder(amara, 'Child', parent);
    await createFolder(amara, 'Grandchild', child);
    expect(codes(await gql(amara, DELETE, { ids: [{ id: child.id }] }))).toEqual([]);
    expect(codes(await gql(amara, DELETE, { ids: [{ id: parent.id }] }))).toEqual([]);
    const entry = (await entryOf(amara, child.id)) as TrashEntry;
    expect(entry.originAvailable).toBe(false);
    const refused = await restore(amara, entry.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', field: 'parentId' });
    expect((await restore(amara, entry.id, { parentId: root.id })).status).toBe(200);
    const listed = await gql<{ list: { items: Array<{ id: string; location: string }> } }>(amara, LIST, { l: childLocation(root) });
    expect(listed.data?.list.items.map((i) => i.id)).toContain(child.id);
    const below = await gql<{ list: { items: Array<{ name: string }> } }>(amara, LIST, { l: `${childLocation(root)}/${child.id}` });
    expect(below.data?.list.items.map((i) => i.name)).toEqual(['Grandchild']);
  });
});

describe('missions, jobs and tasks in the trash', () => {
  it('keeps each spec DELETE answer, 404s the get, and restores the job with its tasks', async () => {
    const job = (
      await call<Job>('POST', '/v1/job', {
        headers: trash(amara),
        body: { title: `Job ${uniq()}`, description: 'd', userIds: [lukas.userId] },
      })
    ).body;
    const task = (await call<Task>('POST', '/v1/task', { headers: trash(amara), body: { jobId: job.id, type: 'FLIGHT_REQUEST' } })).body;
    expect((await count(amara, { kind: 'job', id: job.id })).body).toEqual({ items: 1, folders: 0, tasks: 1 });
    const fetched = (await call<Job>('GET', `/v1/job/${job.id}`, { headers: trash(amara) })).body;
    const del = await call<Job>('DELETE', `/v1/job/${job.id}`, { headers: trash(amara) });
    expect(del.status).toBe(200);
    expect(del.body).toEqual(fetched);
    expect((await call('GET', `/v1/job/${job.id}`, { headers: trash(amara) })).status).toBe(404);
    expect((await call('GET', `/v1/task/${task.id}`, { headers: trash(amara) })).status).toBe(404);
    const entry = (await entryOf(amara, job.id)) as TrashEntry;
    expect(entry).toMatchObject({ kind: 'job', itemCount: 2 });
    expect((await restore(amara, entry.id)).status).toBe(200);
    expect((await call<Job>('GET', `/v1/job/${job.id}`, { headers: trash(amara) })).body).toEqual(fetched);
    expect((await call<Task>('GET', `/v1/task/${task.id}`, { headers: trash(amara) })).body).toEqual(task);
  });

  it('restores a mission and attaches it to its tasks again', async () => {
    const route = [
      { lat: 47.3769, lng: 8.5417, altitude: 50 },
      { lat: 47.377, lng: 8.542, altitude: 50 },
    ];
    const mission = (
      await call<Mission>('POST', '/v1/mission', { headers: authHeaders.flights(amara), body: { name: `M ${uniq()}`, route } })
    ).body;
    const job = (await call<Job>('POST', '/v1/job', { headers: trash(amara), body: { title: `J ${uniq()}`, description: 'd' } })).body;
    const task = (
      await call<Task>('POST', '/v1/task', {
        headers: trash(amara),
        body: { jobId: job.id, type: 'FLIGHT_REQUEST', context: { mission: { id: mission.id } } },
      })
    ).body;
    const del = await call<Mission>('DELETE', `/v1/mission/${mission.id}`, { headers: authHeaders.flights(amara) });
    expect(del.body).toEqual(mission);
    expect((await call('GET', `/v1/mission/${mission.id}`, { headers: authHeaders.flights(amara) })).status).toBe(404);
    const entry = (await entryOf(amara, mission.id)) as TrashEntry;
    expect((await restore(amara, entry.id)).status).toBe(200);
    expect((await call<Mission>('GET', `/v1/mission/${mission.id}`, { headers: authHeaders.flights(amara) })).body).toEqual(mission);
    const back = (await call<Task>('GET', `/v1/task/${task.id}`, { headers: trash(amara) })).body;
    expect(back.context).toEqual(task.context);
  });

  it('lets an admin delete forever, not a member', async () => {
    const job = (await call<Job>('POST', '/v1/job', { headers: trash(amara), body: { title: `Gone ${uniq()}`, description: 'd' } })).body;
    await call('DELETE', `/v1/job/${job.id}`, { headers: trash(amara) });
    const entry = (await entryOf(amara, job.id)) as TrashEntry;
    const member = await call<{ error: { code: string } }>('DELETE', `/v1/trash/${entry.id}`, { headers: trash(lukas) });
    expect(member.status).toBe(403);
    expect(member.body.error.code).toBe('FORBIDDEN');
    expect((await call<TrashList>('GET', '/v1/trash', { headers: trash(lukas) })).body.mayDeleteForever).toBe(false);
    expect((await call('DELETE', `/v1/trash/${entry.id}`, { headers: trash(amara) })).status).toBe(200);
    expect(await entryOf(amara, job.id)).toBeUndefined();
    expect((await restore(amara, entry.id)).status).toBe(404);
  });
});

describe('the trash is the team’s own', () => {
  it('answers another team 404 for every entry route and never lists it', async () => {
    const job = (await call<Job>('POST', '/v1/job', { headers: trash(amara), body: { title: `Mine ${uniq()}`, description: 'd' } })).body;
    await call('DELETE', `/v1/job/${job.id}`, { headers: trash(amara) });
    const entry = (await entryOf(amara, job.id)) as TrashEntry;
    expect((await call('GET', `/v1/trash/${entry.id}`, { headers: trash(hiroshi) })).status).toBe(404);
    expect((await call('GET', `/v1/trash/${entry.id}/items`, { headers: trash(hiroshi) })).status).toBe(404);
    expect((await restore(hiroshi, entry.id)).status).toBe(404);
    expect((await call('DELETE', `/v1/trash/${entry.id}`, { headers: trash(hiroshi) })).status).toBe(404);
    expect(await entryOf(hiroshi, job.id)).toBeUndefined();
    const theirs = await call<TrashList>('GET', '/v1/trash?limit=200', { headers: trash(hiroshi) });
    expect(theirs.body.items.map((e) => e.id)).not.toContain(entry.id);
    expect((await count(hiroshi, { kind: 'job', id: job.id })).status).toBe(404);
    // Still the owner's, whole.
    expect((await restore(amara, entry.id)).status).toBe(200);
  });

  it('needs a credential', async () => {
    expect((await call('GET', '/v1/trash')).status).toBe(401);
  });
});
