import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, ERROR_STATUS, ErrorBodySchema, isErrorCode } from '../../src/lib/contract/errors';
import { DomainError } from '../domain/errors';
import { installErrorHandler } from './errors';
import { parse } from './validate';

/** A tiny app with the real error handler: each route fails in one way. */
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  installErrorHandler(app);
  app.get<{ Params: { code: string } }>('/domain/:code', async (request) => {
    const code = request.params.code;
    if (!isErrorCode(code)) throw new Error(`unknown code ${code}`);
    throw new DomainError(code, `failed with ${code}`, 'some.field');
  });
  app.post('/zod', async (request) => parse(z.object({ route: z.array(z.object({ lat: z.number() })) }), request.body));
  app.get('/crash', async () => {
    throw new Error('secret detail');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('REST error mapping', () => {
  it.each(ERROR_CODES)('answers a DomainError %s with ERROR_STATUS and the one error body', async (code) => {
    const res = await app.inject({ method: 'GET', url: `/domain/${code}` });
    expect(res.statusCode).toBe(ERROR_STATUS[code]);
    const body = ErrorBodySchema.parse(res.json());
    expect(body.error).toEqual({ code, message: `failed with ${code}`, field: 'some.field' });
  });

  it('answers a failed request schema with 400 VALIDATION_FAILED naming the dotted field', async () => {
    const res = await app.inject({ method: 'POST', url: '/zod', payload: { route: [{ lat: 1 }, { lat: 'x' }] } });
    expect(res.statusCode).toBe(400);
    const { error } = ErrorBodySchema.parse(res.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.field).toBe('route.1.lat');
    expect(error.message).toMatch(/^route\.1\.lat: /);
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/zod', headers: { 'content-type': 'application/json' }, payload: '{"route": [' });
    expect(res.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(res.json()).error.code).toBe('MALFORMED_JSON');
  });

  it('hides unexpected failures behind 500 INTERNAL and answers unknown routes with 404 NOT_FOUND', async () => {
    const crash = await app.inject({ method: 'GET', url: '/crash' });
    expect(crash.statusCode).toBe(500);
    expect(ErrorBodySchema.parse(crash.json()).error).toEqual({ code: 'INTERNAL', message: 'Internal server error' });
    const missing = await app.inject({ method: 'GET', url: '/nowhere?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(missing.json()).error).toEqual({ code: 'NOT_FOUND', message: 'No route GET /nowhere' });
  });
});
