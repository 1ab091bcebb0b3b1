import { describe, expect, it } from 'vitest';
import { call } from '../api-client';

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

describe('one error body for every failure', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await call<ErrorBody>('POST', '/dev/login', { body: '{"username": "amara"' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_JSON');
  });

  it('answers a JSON body over 10 MB with 413', async () => {
    const big = JSON.stringify({ username: 'amara', padding: 'x'.repeat(10 * 1024 * 1024 + 10) });
    const res = await call<ErrorBody>('POST', '/dev/login', { body: big });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await call<ErrorBody>('POST', '/dev/login', { body: { username: 42 } });
    expect(res.status).toBe(400);
    expect(res.body.error.field).toBe('username');
  });

  it('ignores unknown fields', async () => {
    const res = await call('POST', '/dev/login', { body: { username: 'amara', favouriteColour: 'teal' } });
    expect(res.status).toBe(200);
  });

  it('answers an unknown route with 404 in the same shape', async () => {
    const res = await call<ErrorBody>('GET', '/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
