import Database from 'better-sqlite3';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { fromSchema, hostileParam, type JsonSchema } from './schema-arbitrary';

/**
 * The bad-input sweep: every route of the live route table (docs/api/openapi.json, which a test
 * keeps equal to it) called with generated paths, queries and bodies — shaped by the route's own
 * contract schema, with parts replaced by hostile values — as a signed-in member, and sometimes
 * with no or a forged credential. Sequential, so each refusal can be checked to have changed
 * nothing: SQLite's `data_version` moves whenever another connection commits.
 */

interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for each parameter. */
  path: string;
  areas: string[];
  query: string[];
  body?: JsonSchema;
  raw: boolean;
}

export interface SweepFinding {
  method: string;
  url: string;
  status: number;
  body: string;
}

export interface SweepResult {
  operations: number;
  tried: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx' | 'no answer', number>;
  serverErrors: SweepFinding[];
  /** Refused (4xx) requests after which the database had changed. */
  changedByRefusal: SweepFinding[];
  /** Accepted requests after which it had: proof that the check sees a change. */
  changedByAcceptance: number;
  ms: number;
}

export type Credentials = Record<string, Record<string, string>>;

interface OpenApi {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

function operations(file: string): Operation[] {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApi;
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path: p,
        areas: (op.security ?? []).flatMap((s) => Object.keys(s)),
        query: (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name),
        body: content['application/json']?.schema,
        raw: Boolean(content['*/*']),
      };
    }),
  );
}

type Auth = 'member' | 'none' | 'forged';
const authArb = fc.constantFrom<Auth>('member', 'member', 'member', 'member', 'member', 'none', 'forged');

function requestArb(op: Operation) {
  const params = [...op.path.matchAll(/\{([^}]+)\}/g)].map(() => hostileParam);
  const query = fc.dictionary(fc.constantFrom(...(op.query.length ? op.query : ['x'])), hostileParam, { maxKeys: 3 });
  const body = op.raw
    ? fc.uint8Array({ maxLength: 256 })
    : op.body
      ? fc.oneof({ arbitrary: fromSchema(op.body), weight: 9 }, { arbitrary: fc.constantFrom('{"a":', 'null', '[]', '"x"'), weight: 1 })
      : fc.constant(undefined);
  return fc.record({ params: fc.tuple(...params), query, body, auth: authArb });
}

function urlOf(op: Operation, params: string[], query: Record<string, string>): string {
  let i = 0;
  const p = op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(params[i++] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${p}?${qs}` : p;
}

export async function sweepBadInput(opts: {
  base: string;
  dataDir: string;
  credentials: Credentials;
  perOperation: number;
  seed: number;
  timeBudgetMs: number;
  openapi?: string;
}): Promise<SweepResult> {
  const ops = operations(opts.openapi ?? 'docs/api/openapi.json');
  const db = new Database(path.join(opts.dataDir, 'service.sqlite'), { readonly: true, fileMustExist: true });
  const version = () => db.pragma('data_version', { simple: true }) as number;
  // A permission refusal (403) writes its audit record and nothing else (the policy runs before
  // the handler): that one row is the only change a refusal may make.
  const lastAudit = () => (db.prepare('SELECT COALESCE(MAX(id), 0) FROM audit_events').pluck().get() as number) ?? 0;
  const result: SweepResult = {
    operations: ops.length,
    tried: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, 'no answer': 0 },
    serverErrors: [],
    changedByRefusal: [],
    changedByAcceptance: 0,
    ms: 0,
  };
  const started = Date.now();
  try {
    for (const [i, op] of ops.entries()) {
      for (const r of fc.sample(requestArb(op), { numRuns: opts.perOperation, seed: opts.seed + i })) {
        if (Date.now() - started > opts.timeBudgetMs) return result;
        const url = urlOf(op, r.params, r.query);
        const area = op.areas[0];
        const auth = area && r.auth === 'member' ? (opts.credentials[area] ?? {}) : r.auth === 'forged' && area ? forged(area) : {};
        const body =
          r.body === undefined
            ? undefined
            : r.body instanceof Uint8Array
              ? new Uint8Array(r.body)
              : typeof r.body === 'string'
                ? r.body
                : JSON.stringify(r.body);
        const headers: Record<string, string> = { ...auth };
        if (body !== undefined && !(body instanceof Uint8Array)) headers['content-type'] = 'application/json';
        const before = version();
        const auditBefore = lastAudit();
        result.tried++;
        let status = 0;
        let text = '';
        try {
          const res = await fetch(`${opts.base}${url}`, { method: op.method, headers, body, signal: AbortSignal.timeout(15_000) });
          status = res.status;
          text = (await res.text()).slice(0, 300);
        } catch (e) {
          text = e instanceof Error ? e.message : String(e);
        }
        const finding = { method: op.method, url: url.slice(0, 200), status, body: text };
        if (status === 0) result.byClass['no answer']++;
        else result.byClass[`${Math.floor(status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx']++;
        if (status >= 500 || status === 0) result.serverErrors.push(finding);
        const audited = status === 403 && lastAudit() === auditBefore + 1;
        const changed = version() !== before && !audited;
        if (changed && status >= 400 && status < 500) result.changedByRefusal.push(finding);
        if (changed && status >= 200 && status < 300) result.changedByAcceptance++;
      }
    }
    return result;
  } finally {
    result.ms = Date.now() - started;
    db.close();
  }
}

/** A credential of the right form that no one issued. */
function forged(area: string): Record<string, string> {
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c3ItYW1hcmEtb2thZm9yIn0.c2lnbmF0dXJl';
  if (area === 'analytics') return { 'x-api-key': 'forged-key' };
  if (area === 'media') return { authorization: jwt };
  if (area === 'jobs' || area === 'flightsIdentity') return { 'x-service-identity-security-token': jwt };
  return { authorization: `Bearer ${jwt}` };
}
