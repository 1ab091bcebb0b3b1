import { describe, expect, it } from 'vitest';
import http from 'node:http';
import { call, serviceUrl } from '../api-client';

function postAnnouncingLength(path: string, length: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${serviceUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(length) },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    req.on('error', reject);
    req.write('{"username": "amara", "padding": "');
  });
}

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

describe('one error body for every failure', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await call<ErrorBody>('POST', '/dev/login', { body: '{"username": "amara"' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('MALFORMED_JSON');
  });

  it('answers a JSON body over 10 MB with 413, before reading it', async () => {
    // The service answers as soon as it sees the length, and may close the socket while a
    // client is still sending; so announce the size and read the answer without sending it all.
    const { status, body } = await postAnnouncingLength('/dev/login', 10 * 1024 * 1024 + 1);
    expect(status).toBe(413);
    expect((JSON.parse(body) as ErrorBody).error.code).toBe('PAYLOAD_TOO_LARGE');
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
