import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { formatDocument } from 'urql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/http/graphql/graphql-limits';
import { MAX_TAGS } from '../../server/domain/media/tags';
import { startService, type RunningService } from '../../server/testing/start-service';
import { MAX_IDS_PER_REQUEST } from '../../src/lib/resources/media-mutations';
import { authHeaders, call, login, type Session } from '../api-client';
import { issueWithCommand } from './credentials-command';
import { codes, gql, type GqlError } from './media-helpers';

let amara: Session;
beforeAll(async () => {
  amara = await login('amara');
});

/** Sends a document and reports how long the service took to answer (not asserted: see docs/benchmarks.md). */
async function timed(label: string, query: string) {
  const start = performance.now();
  const reply = await gql(amara, query);
  console.log(`${label}: ${reply.status} in ${Math.round(performance.now() - start)} ms, ${query.length} bytes`);
  return reply;
}

const firstMessage = (r: { errors?: GqlError[] }) => r.errors?.[0]?.message ?? '';
const aliasedLists = (n: number, fields = 'items { id name tags }') =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: list(limit: 500) { ${fields} }`).join(' ')} }`;

describe('GraphQL limits (the attacks of the finding)', () => {
  it('refuses 600 aliases of list(limit: 500) before running any, naming the limit', async () => {
    const reply = await timed('600 aliases', aliasedLists(600));
    expect(reply.data ?? null).toBeNull();
    expect(codes(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    // 600 aliases are ~10,000 tokens: the token limit refuses them while parsing.
    expect(firstMessage(reply)).toBe(`Query has more than ${GRAPHQL_LIMITS.tokens} tokens; the limit is ${GRAPHQL_LIMITS.tokens}`);
  });

  it('refuses one alias over the alias limit, saying how many it found', async () => {
    const over = GRAPHQL_LIMITS.aliases + 5;
    const reply = await timed(`${over} aliases`, aliasedLists(over, 'items { id }'));
    expect(firstMessage(reply)).toBe(`Query has ${over} aliases; the limit is ${GRAPHQL_LIMITS.aliases}`);
    expect(codes(reply)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });

  it('refuses deep nesting with the depth limit', async () => {
    const deep = `{ list { items { metadata { thermalData { calibration { emissivity ${'{ x '.repeat(40)}${'} '.repeat(40)}} } } } } }`;
    const reply = await timed('depth 46', deep);
    expect(firstMessage(reply)).toMatch(new RegExp(`^Query has \\d+ levels of nesting; the limit is ${GRAPHQL_LIMITS.depth}$`));
  });

  it('refuses many deep selections in one request with the cost estimate', async () => {
    // Nested fields cost more (×1.5 a level): 20 of these are ~1,290, under every other limit.
    const deep = 'items { metadata { thermalData { calibration { emissivity reflectedTemperature humidity distance transmissivity } } } }';
    const reply = await timed(`${GRAPHQL_LIMITS.aliases} deep lists`, aliasedLists(GRAPHQL_LIMITS.aliases, deep));
    expect(firstMessage(reply)).toMatch(new RegExp(`^Query has an estimated cost of [\\d.]+; the limit is ${GRAPHQL_LIMITS.cost}$`));
  });

  it(`refuses a tags filter of 1000 tags with a named error (not INTERNAL_SERVER_ERROR), and takes ${MAX_TAGS}`, async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`).join(',');
    const reply = await timed('1000 tags', `{ list(tags: "${tags(1000)}") { items { id } } }`);
    expect(reply.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'tags' });
    expect(firstMessage(reply)).toBe(`tags has 1000 tags; the limit is ${MAX_TAGS}`);
    const most = await gql(amara, `{ list(tags: "${tags(MAX_TAGS)}") { items { id } } }`);
    expect(most.errors).toBeUndefined();
  });

  it('refuses an upload carrying more tags than the limit, before reading its bytes', async () => {
    const res = await call<{ error: { code: string; field: string; message: string } }>('PUT', `/upload/${randomUUID()}/a.txt`, {
      headers: { ...authHeaders.media(amara), 'content-type': 'text/plain', 'x-amz-meta-tags': 'a,'.repeat(MAX_TAGS + 1) },
      body: 'hello',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'x-amz-meta-tags' });
    expect(res.body.error.message).toContain(`the limit is ${MAX_TAGS}`);
  });

  it(`refuses a body over ${GRAPHQL_LIMITS.bodyBytes} bytes with 413 and a GraphQL error`, async () => {
    const reply = await timed('70 KB body', `{ list(name: "${'x'.repeat(70_000)}") { items { id } } }`);
    expect(reply.status).toBe(413);
    expect(codes(reply)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(firstMessage(reply)).toContain(String(GRAPHQL_LIMITS.bodyBytes));
  });

  it('keeps answering other requests while and after refusing', async () => {
    const [, health] = await Promise.all([gql(amara, aliasedLists(600)), call('GET', '/healthz')]);
    expect(health.status).toBe(200);
  });
});

/** Every module of the dashboard that builds GraphQL documents (`graphql<…>(…)` from lib/graphql). */
function dashboardDocumentModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        if (text.includes("from '@/lib/graphql/client'") && /\bgraphql</.test(text)) found.push(full);
      }
    }
  };
  walk(path.resolve('src'));
  return found;
}

const isDocument = (v: unknown): v is DocumentNode => typeof v === 'object' && v !== null && (v as DocumentNode).kind === 'Document';
const uuids = (n: number) => Array.from({ length: n }, () => ({ id: randomUUID() }));

describe("the dashboard's own documents stay within the limits", () => {
  it('sends every one, as urql sends it and with its largest variables, without a limit refusing it', async () => {
    const teamRoot = amara.teamId;
    const folder = `limits-${randomUUID().slice(0, 8)}`;
    // The largest variables each operation is sent with (page sizes, batch sizes, a full filter).
    const filters = { location: teamRoot, name: 'a', tags: Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`).join(','), sort: 'desc' };
    const variables: Record<string, Record<string, unknown>> = {
      MediaGet: { id: randomUUID() },
      MediaList: { ...filters, limit: 100, nextToken: null },
      MediaMapList: { ...filters, limit: 500, nextToken: null },
      MediaMove: { ids: uuids(MAX_IDS_PER_REQUEST), to: teamRoot },
      MediaRename: { id: randomUUID(), newName: 'renamed' },
      MediaDelete: { ids: uuids(MAX_IDS_PER_REQUEST) },
      MediaCreateFolder: { name: folder, location: teamRoot },
      MediaStorageUsage: {},
    };
    const modules = dashboardDocumentModules();
    expect(modules.length).toBeGreaterThan(0);
    const sent: string[] = [];
    for (const file of modules) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const document of Object.values(exports).filter(isDocument)) {
        const query = print(formatDocument(document)); // with the __typename fields urql adds
        const name = /^(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';
        expect(variables[name], `add the largest variables of ${name} to this test`).toBeDefined();
        const body = JSON.stringify({ query, variables: variables[name] });
        expect(body.length, `${name} body`).toBeLessThan(GRAPHQL_LIMITS.bodyBytes);
        const reply = await gql(amara, query, variables[name]);
        expect(reply.status, `${name}: ${firstMessage(reply)}`).toBe(200);
        expect(
          codes(reply).filter((c) => c?.startsWith('GRAPHQL_')),
          `${name}: ${firstMessage(reply)}`,
        ).toEqual([]);
        sent.push(name);
      }
    }
    expect(sent.sort()).toEqual(Object.keys(variables).sort());
    await gql(amara, `mutation($n: String!) { createFolder(name: $n) { id } }`, { n: `${folder}-check` }); // the drive still works
  });
});

describe('introspection without the development sign-in', () => {
  let service: RunningService;
  let session: Session;
  beforeAll(async () => {
    service = await startService({ env: { DEV_IDENTITY: 'off', CAMERAS: 'off' } });
    session = await issueWithCommand(service.dataDir, 'amara');
  });
  afterAll(() => service?.stop());

  const ask = (query: string) =>
    call<{ data?: unknown; errors?: GqlError[] }>('POST', '/graphql', {
      base: service.url,
      headers: authHeaders.media(session),
      body: { query },
    });

  it('refuses __schema and __type, and suggests no field names', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "MediaItem") { fields { name } } }']) {
      const reply = await ask(query);
      expect(reply.body.data ?? null).toBeNull();
      expect(reply.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    }
    const typo = await ask('{ lst { items { id } } }');
    expect(typo.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('still answers ordinary queries (with __typename, which urql adds)', async () => {
    const reply = await ask('{ list(limit: 1) { __typename items { id __typename } } }');
    expect(reply.body.errors).toBeUndefined();
  });
});
