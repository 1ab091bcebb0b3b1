import { beforeAll, describe, expect, it } from 'vitest';
import { MediaItemSchema, MediaListSchema, parseAnnotations } from '../../src/lib/contract/media';
import { authHeaders, call, login, type Session } from '../api-client';
import { childLocation, codes, createFolder, gql, ITEM_FIELDS, type Folder } from './media-helpers';

interface Item {
  id: string;
  name: string;
  type: string;
  location: string;
  parentId: string;
  teamId: string;
  createdAt: string;
  tags: string | null;
  annotations: string | null;
  metadata: Record<string, unknown> | null;
}
interface Token {
  [k: string]: string | null;
}
const LIST = `query($l: String, $p: String, $n: String, $t: String, $type: String, $from: String, $to: String, $s: SortOrder, $lim: Int, $tok: MediaNextTokenInput) {
  list(location: $l, parentId: $p, name: $n, tags: $t, type: $type, dateFrom: $from, dateTo: $to, sort: $s, limit: $lim, nextToken: $tok) {
    items { id name type location parentId createdAt tags }
    nextToken { pk sk locationCreatedAt teamId teamIdType createdAt searchNameCreatedAt searchName deviceId type }
  } }`;
const GET = `query($id: String!) { get(item: {id: $id}) { ${ITEM_FIELDS} } }`;
const MOVE = 'mutation($ids: [ItemIdInput!]!, $to: String!) { move(moveItems: $ids, to: {id: $to}) { id parentId location } }';
const DELETE = 'mutation($ids: [ItemIdInput!]!) { delete(deleteItems: $ids) { deleteItems { id } ownerId } }';
const RENAME = 'mutation($id: String!, $n: String!) { rename(item: {id: $id}, newName: $n) { id name } }';

let amara: Session;
let hiroshi: Session;
const list = (s: Session, v: Record<string, unknown>) => gql<{ list: { items: Item[]; nextToken: Token | null } }>(s, LIST, v);
const get = (s: Session, id: string) => gql<{ get: Item | null }>(s, GET, { id });

beforeAll(async () => {
  [amara, hiroshi] = await Promise.all([login('amara'), login('hiroshi')]);
});

describe('media drive auth', () => {
  it('answers no credential and a wrong-kind credential (PAT) with HTTP 401 UNAUTHENTICATED', async () => {
    const none = await gql(null, '{ list { items { id } } }');
    expect(none.status).toBe(401);
    expect(codes(none)).toEqual(['UNAUTHENTICATED']);
    const pat = await gql(null, '{ list { items { id } } }', {}, authHeaders.streams(amara));
    expect(pat.status).toBe(401);
    const raw = await gql(null, '{ list { items { id } } }', {}, { authorization: amara.credentials.pat });
    expect(raw.status).toBe(401);
  });
});

describe('GraphQL over GET (extension)', () => {
  it('answers queries over GET and refuses mutations there (405, nothing created)', async () => {
    const q = encodeURIComponent('{ list(limit: 1) { items { id } } }');
    const ok = await call<{ data: { list: { items: unknown[] } } }>('GET', `/graphql?query=${q}`, { headers: authHeaders.media(amara) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.list.items.length).toBe(1);
    const name = `get-mutation-${Date.now()}`;
    const m = encodeURIComponent(`mutation { createFolder(name: "${name}") { id } }`);
    const refused = await call('GET', `/graphql?query=${m}`, { headers: authHeaders.media(amara) });
    expect(refused.status).toBe(405);
    const found = await list(amara, { n: name });
    expect(found.data?.list.items).toEqual([]);
  });
});

describe('seeded drive', () => {
  it('lists the team root by location and serves every item field, annotations and metadata', async () => {
    const root = await list(amara, { l: amara.teamId, lim: 100 });
    expect(root.errors).toBeUndefined();
    const top = root.data?.list.items.find((i) => i.name === 'Site inspections');
    expect(top?.type).toBe('F');
    expect(top?.parentId).toBe(amara.teamId);
    const jobs = await list(amara, { p: top?.id });
    const job = jobs.data?.list.items.find((i) => i.name === '2026-10 Substation') as Item;
    const folders = await list(amara, { l: childLocation(job) });
    const rgb = folders.data?.list.items.find((i) => i.name === 'RGB') as Item;
    const photos = await list(amara, { l: childLocation(rgb), lim: 50 });
    const annotated = photos.data?.list.items.find((i) => i.name === 'DJI_0001.JPG') as Item;
    const full = await get(amara, annotated.id);
    expect(full.data?.get).toMatchObject({ teamId: amara.teamId, type: 'I', mimeType: 'image/jpeg', location: childLocation(rgb) });
    expect(full.data?.get?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const ann = JSON.parse(full.data?.get?.annotations ?? '{}') as Record<
      string,
      { addonId: string; labels: Record<string, { shapeType: string; category: string; bbox: number[] }> }
    >;
    const addon = Object.values(ann)[0];
    expect(addon?.addonId).toBeTruthy();
    const labels = Object.values(addon?.labels ?? {});
    expect(labels.length).toBeGreaterThan(0);
    for (const l of labels) expect(['RECTANGLE', 'POLYGON', 'POINT']).toContain(l.shapeType);
    expect(full.data?.get?.metadata?.annotationCount).toBe(labels.length);
    // The shared contract module reads what the service serves.
    const parsed = MediaItemSchema.parse(full.data?.get);
    expect(Object.keys(parseAnnotations(parsed.annotations))).toEqual(Object.keys(ann));
    expect(MediaListSchema.safeParse(photos.data?.list).success).toBe(true);
    const real = photos.data?.list.items.find((i) => i.name === 'DJI_Zenmuse_XT2_640_R_13mm.jpg') as Item;
    const realFull = await get(amara, real.id);
    expect(realFull.data?.get?.metadata).toMatchObject({ make: 'DJI', model: 'XT2', gpslatref: 'N', gpslngref: 'W' });
    expect(realFull.data?.get?.metadata?.gimbalpitchdegree).toBeCloseTo(-89.9, 1);
  });

  it('filters by tags and type across the team drive', async () => {
    const thermal = await list(amara, { t: 'thermal', lim: 100 });
    expect(thermal.data?.list.items.length).toBeGreaterThan(0);
    for (const i of thermal.data?.list.items ?? []) expect(i.tags?.split(',')).toContain('thermal');
    const videos = await list(amara, { type: 'V', lim: 100 });
    for (const i of videos.data?.list.items ?? []) expect(i.type).toBe('V');
  });
});

describe('folders: create, rename, move, delete', () => {
  let base: Folder;
  beforeAll(async () => {
    base = await createFolder(amara, `gql-tests-${Date.now()}`);
  });

  it('returns names verbatim (including markup) and rejects an empty name', async () => {
    const f = await createFolder(amara, 'plain', base);
    const name = '<script>alert(1)</script> & "quotes"';
    const r = await gql<{ rename: { id: string; name: string } }>(amara, RENAME, { id: f.id, n: name });
    expect(r.data?.rename).toEqual({ id: f.id, name });
    expect((await get(amara, f.id)).data?.get?.name).toBe(name);
    const empty = await gql(amara, RENAME, { id: f.id, n: '  ' });
    expect(codes(empty)).toEqual(['BAD_USER_INPUT']);
    expect(empty.status).toBeLessThan(500);
  });

  it('moves a folder with its sub-items and rewrites their location', async () => {
    const a = await createFolder(amara, 'A', base);
    const b = await createFolder(amara, 'B', a);
    const c = await createFolder(amara, 'C', b);
    const y = await createFolder(amara, 'Y', base);
    const r = await gql<{ move: Array<{ id: string; parentId: string; location: string }> }>(amara, MOVE, {
      ids: [{ id: a.id }],
      to: y.id,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.move).toEqual([{ id: a.id, parentId: y.id, location: childLocation(y) }]);
    const bAfter = (await get(amara, b.id)).data?.get;
    const cAfter = (await get(amara, c.id)).data?.get;
    expect(bAfter?.location).toBe(`${childLocation(y)}/${a.id}`);
    expect(cAfter?.location).toBe(`${childLocation(y)}/${a.id}/${b.id}`);
    expect(cAfter?.parentId).toBe(b.id);
    const inB = await list(amara, { l: `${childLocation(y)}/${a.id}/${b.id}` });
    expect(inB.data?.list.items.map((i) => i.id)).toEqual([c.id]);
    const oldPlace = await list(amara, { l: childLocation(base) });
    expect(oldPlace.data?.list.items.map((i) => i.id)).not.toContain(a.id);
    // Root as destination: the team id.
    const toRoot = await gql<{ move: Array<{ location: string }> }>(amara, MOVE, { ids: [{ id: c.id }], to: amara.teamId });
    expect(toRoot.data?.move[0]?.location).toBe(amara.teamId);
    await gql(amara, DELETE, { ids: [{ id: c.id }] });
  });

  it('refuses to move a folder into itself or a descendant (BAD_USER_INPUT, nothing moved)', async () => {
    const a = await createFolder(amara, 'loop-A', base);
    const b = await createFolder(amara, 'loop-B', a);
    for (const to of [a.id, b.id]) {
      const r = await gql(amara, MOVE, { ids: [{ id: a.id }], to });
      expect(r.status).toBeLessThan(500);
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    }
    expect((await get(amara, a.id)).data?.get?.location).toBe(childLocation(base));
    const notFolder = await gql(amara, MOVE, { ids: [{ id: a.id }], to: 'no-such-folder' });
    expect(codes(notFolder)).toEqual(['NOT_FOUND']);
  });

  it('deletes a folder with everything under it', async () => {
    const a = await createFolder(amara, 'del-A', base);
    const b = await createFolder(amara, 'del-B', a);
    const c = await createFolder(amara, 'del-C', b);
    const r = await gql<{ delete: { deleteItems: Array<{ id: string }>; ownerId: string } }>(amara, DELETE, { ids: [{ id: a.id }] });
    expect(r.data?.delete).toEqual({ deleteItems: [{ id: a.id }], ownerId: amara.userId });
    for (const id of [a.id, b.id, c.id]) {
      const g = await get(amara, id);
      expect(g.data?.get).toBeNull();
      expect(codes(g)).toEqual(['NOT_FOUND']);
    }
    const again = await gql(amara, DELETE, { ids: [{ id: a.id }] });
    expect(codes(again)).toEqual(['NOT_FOUND']);
  });
});

describe('list pagination and filters', () => {
  let page: Folder;
  const names: string[] = [];
  beforeAll(async () => {
    page = await createFolder(amara, `paging-${Date.now()}`);
    for (let i = 0; i < 23; i++) {
      const n = `${i % 2 ? 'Tower' : 'pylon'}-${String(i).padStart(2, '0')}`;
      names.push(n);
      await createFolder(amara, n, page);
    }
  });

  it.each(['asc', 'desc'] as const)('walks every item exactly once with a small limit (%s), nextToken null at the end', async (s) => {
    const seen: string[] = [];
    const stamps: string[] = [];
    let tok: Token | null = null;
    let pages = 0;
    do {
      const r = await list(amara, { l: childLocation(page), lim: 5, s, tok });
      expect(r.errors).toBeUndefined();
      const items = r.data?.list.items ?? [];
      seen.push(...items.map((i) => i.name));
      stamps.push(...items.map((i) => i.createdAt));
      tok = r.data?.list.nextToken ?? null;
      if (tok)
        expect(Object.keys(tok).sort()).toEqual([
          'createdAt',
          'deviceId',
          'locationCreatedAt',
          'pk',
          'searchName',
          'searchNameCreatedAt',
          'sk',
          'teamId',
          'teamIdType',
          'type',
        ]);
      pages++;
    } while (tok && pages < 20);
    expect(pages).toBe(5);
    expect(seen.length).toBe(23);
    expect(new Set(seen)).toEqual(new Set(names));
    // Sorted by createdAt (ISO strings of one format compare like instants).
    const sorted = [...stamps].sort();
    expect(stamps).toEqual(s === 'asc' ? sorted : sorted.reverse());
  });

  it("accepts '#' as the location separator", async () => {
    const slash = await list(amara, { l: childLocation(page), lim: 100 });
    const hash = await list(amara, { l: childLocation(page).replaceAll('/', '#'), lim: 100 });
    expect(hash.errors).toBeUndefined();
    expect(hash.data?.list.items.map((i) => i.id)).toEqual(slash.data?.list.items.map((i) => i.id));
    expect(hash.data?.list.items.length).toBe(23);
  });

  it('filters by name (case-insensitive substring), type and date range (ISO or epoch ms)', async () => {
    const towers = await list(amara, { l: childLocation(page), n: 'tOWer', lim: 100 });
    expect(towers.data?.list.items.map((i) => i.name).sort()).toEqual(names.filter((n) => n.startsWith('Tower')).sort());
    const none = await list(amara, { l: childLocation(page), type: 'I' });
    expect(none.data?.list.items).toEqual([]);
    const all = (await list(amara, { l: childLocation(page), lim: 100, s: 'asc' })).data?.list.items ?? [];
    const mid = all[10] as Item;
    const fromIso = await list(amara, { l: childLocation(page), from: mid.createdAt, lim: 100 });
    expect(fromIso.data?.list.items.every((i) => i.createdAt >= mid.createdAt)).toBe(true);
    expect(fromIso.data?.list.items.map((i) => i.id)).toContain(mid.id);
    const toEpoch = await list(amara, { l: childLocation(page), to: String(Date.parse(mid.createdAt)), lim: 100 });
    expect(toEpoch.data?.list.items.every((i) => i.createdAt <= mid.createdAt)).toBe(true);
    expect((fromIso.data?.list.items.length ?? 0) + (toEpoch.data?.list.items.length ?? 0)).toBeGreaterThanOrEqual(24);
  });

  it('answers bad arguments with BAD_USER_INPUT, never a 500', async () => {
    for (const v of [
      { lim: 0 },
      { lim: 100000 },
      { from: 'yesterday-ish' },
      { tok: { pk: 'x', createdAt: 'not a date' } },
      { l: '' + '#' },
    ]) {
      const r = await list(amara, { l: childLocation(page), ...v });
      expect(r.status).toBeLessThan(500);
      expect(codes(r)).toEqual(['BAD_USER_INPUT']);
    }
    const malformed = await gql(amara, '{ list(limit: "x") { items { id } } }');
    expect(malformed.status).toBeLessThan(500);
    expect(malformed.errors?.length).toBeGreaterThan(0);
    const garbage = await call('POST', '/graphql', { headers: authHeaders.media(amara), body: '{"query": ' });
    expect(garbage.status).toBe(400);
    const noQuery = await call<{ errors: unknown[] }>('POST', '/graphql', { headers: authHeaders.media(amara), body: {} });
    expect(noQuery.status).toBe(400);
    expect(noQuery.body.errors.length).toBe(1);
    const coercion = await list(amara, { tok: { pk: 5 } });
    expect(coercion.status).toBe(400);
    expect(codes(coercion)).toEqual(['BAD_USER_INPUT']);
    expect(JSON.stringify(coercion.errors)).not.toMatch(/stack|originalError|\.ts:/);
  });
});

describe('cross-team isolation', () => {
  let mine: Folder;
  let child: Folder;
  let theirs: Folder;
  beforeAll(async () => {
    mine = await createFolder(amara, `iso-${Date.now()}`);
    child = await createFolder(amara, 'secret', mine);
    theirs = await createFolder(hiroshi, `iso-survey-${Date.now()}`);
  });

  it('hides another team’s items from get, list, move, rename and delete (NOT_FOUND, nothing changed)', async () => {
    expect(codes(await get(hiroshi, mine.id))).toEqual(['NOT_FOUND']);
    expect(codes(await list(hiroshi, { l: childLocation(mine) }))).toEqual(['NOT_FOUND']);
    expect(codes(await list(hiroshi, { p: mine.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(hiroshi, RENAME, { id: child.id, n: 'pwned' }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(hiroshi, MOVE, { ids: [{ id: child.id }], to: theirs.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(hiroshi, MOVE, { ids: [{ id: theirs.id }], to: mine.id }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(hiroshi, DELETE, { ids: [{ id: mine.id }] }))).toEqual(['NOT_FOUND']);
    expect(
      codes(await gql(hiroshi, 'mutation($l: String) { createFolder(name: "x", location: $l) { id } }', { l: childLocation(mine) })),
    ).toEqual(['NOT_FOUND']);
    const after = await get(amara, child.id);
    expect(after.data?.get).toMatchObject({ name: 'secret', location: childLocation(mine) });
    const survey = await list(hiroshi, { lim: 500 });
    expect(survey.data?.list.items.every((i) => i.teamId === undefined || i.teamId === hiroshi.teamId)).toBe(true);
    expect(survey.data?.list.items.map((i) => i.id)).not.toContain(mine.id);
    const forged = await list(hiroshi, { tok: { pk: mine.id, createdAt: new Date().toISOString(), teamId: amara.teamId } });
    expect(codes(forged)).toEqual(['BAD_USER_INPUT']);
  });
});
