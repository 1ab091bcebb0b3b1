import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors';
import { installJsonBodyParser } from './json-body';
import { JSON_DEPTH_MAX } from '../../src/lib/contract/limits';

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app);
  installJsonBodyParser(app);
  app.delete('/echo', async (request) => ({ body: request.body ?? null }));
  app.post('/echo', async (request) => ({ body: request.body ?? null }));
  await app.ready();
});
afterAll(() => app.close());

const json = { 'content-type': 'application/json' };

describe('JSON body parser', () => {
  it('takes an empty body with a JSON content type as no body (the authors’ client sends one on DELETE)', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const res = await app.inject({ method, url: '/echo', headers: json, payload: '' });
      expect(res.statusCode, method).toBe(200);
      expect(res.json()).toEqual({ body: null });
    }
  });

  it('still parses JSON and answers malformed JSON with 400 MALFORMED_JSON', async () => {
    expect((await app.inject({ method: 'POST', url: '/echo', headers: json, payload: '{"a":1}' })).json()).toEqual({ body: { a: 1 } });
    const bad = await app.inject({ method: 'POST', url: '/echo', headers: json, payload: '{"a":' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: { code: string } }).error.code).toBe('MALFORMED_JSON');
  });

  it('keeps the prototype-poisoning protection', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: json, payload: '{"__proto__": {"admin": true}}' });
    expect(res.statusCode).toBe(400);
  });
  it('refuses a body nested deeper than JSON_DEPTH_MAX with 400 before parsing it; brackets inside strings do not count', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await app.inject({ method: 'POST', url: '/echo', headers: json, payload: `{"a":${deep}}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: `The request body is nested deeper than ${JSON_DEPTH_MAX} levels` },
    });
    const atLimit = '['.repeat(JSON_DEPTH_MAX) + ']'.repeat(JSON_DEPTH_MAX);
    expect((await app.inject({ method: 'POST', url: '/echo', headers: json, payload: atLimit })).statusCode).toBe(200);
    const brackets = JSON.stringify({ name: '[[[{{{\\"'.repeat(100) });
    expect((await app.inject({ method: 'POST', url: '/echo', headers: json, payload: brackets })).json()).toEqual({
      body: JSON.parse(brackets),
    });
  });
});
