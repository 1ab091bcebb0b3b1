import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildService, type Service } from '../../server/app';
import { readConfig } from '../../server/config';
import { authHeaders, call, login, serviceUrl } from '../api-client';

/**
 * 401 before 400: a request without a valid credential is refused before its body is parsed
 * or validated, on every authenticated route of every area, so an anonymous caller learns
 * nothing about validation. The route table comes from the service itself, so a new route is
 * covered without touching this file.
 */
let service: Service;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-auth-order-'));
  service = await buildService({ ...readConfig({ DATA_DIR: dataDir, CAMERAS: 'off', SEED: 'off' }, []), devIdentity: true });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const guarded = () => service.routes.filter((r) => r.doc && r.doc.auth !== 'public' && r.url !== '/*');
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, 'x').replace(/\*$/, 'x.bin');

const BAD_BODIES: Array<{ name: string; headers: Record<string, string>; payload?: string }> = [
  { name: 'no body with a JSON content type', headers: { 'content-type': 'application/json' } },
  { name: 'malformed JSON', headers: { 'content-type': 'application/json' }, payload: '{"name": ' },
  { name: 'an unsupported content type', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { name: 'a body far over the limit', headers: { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) } },
];

describe('401 before 400 on every authenticated route', () => {
  it('covers every area', () => {
    expect(new Set(guarded().map((r) => r.doc?.auth))).toEqual(new Set(['streams', 'flights', 'jobs', 'analytics', 'media']));
  });

  for (const body of BAD_BODIES) {
    it(`answers ${body.name} and no credential with 401`, async () => {
      const wrong: string[] = [];
      for (const route of guarded()) {
        const method = route.method as InjectOptions['method'];
        const res = await service.app.inject({
          method,
          url: concrete(route.url),
          headers: body.headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        });
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('answers malformed JSON with a credential that is not valid (any header form) with 401', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      for (const headers of [
        { authorization: 'Bearer not-a-token' },
        { 'x-service-identity-security-token': 'not-a-token' },
        { 'x-api-key': 'not-a-key' },
      ]) {
        const res = await service.app.inject({
          method: route.method as InjectOptions['method'],
          url: concrete(route.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"name": ',
        });
        if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url} ${Object.keys(headers)[0]}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('401 before 400 over HTTP (the seeded service)', () => {
  it('POST /v1/mission with no body and no credential is 401; with a credential the body is what is wrong', async () => {
    const anonymous = await fetch(`${serviceUrl()}/v1/mission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
    const amara = await login('amara');
    const signedIn = await call<{ error: { code: string; field?: string } }>('POST', '/v1/mission', {
      headers: { ...authHeaders.flightsIdentity(amara), 'content-type': 'application/json' },
    });
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'name' });
  });

  it('malformed JSON without a credential is 401 in every area, GraphQL included', async () => {
    for (const [method, url] of [
      ['POST', '/v1/channels'],
      ['POST', '/v1/mission'],
      ['DELETE', '/v1/flights'],
      ['POST', '/v1/job'],
      ['POST', '/v1/task'],
      ['POST', '/graphql'],
    ] as const) {
      expect((await call(method, url, { body: '{"oops": ' })).status, `${method} ${url}`).toBe(401);
    }
  });
});
