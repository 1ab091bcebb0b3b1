import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { realFixture } from '../fixtures/real-fixtures';
import { authHeaders, call, login, serviceUrl, type Session } from '../api-client';
import { childLocation, createFolder, type Folder } from './media-helpers';

// A member of the team plants a page on the dashboard's origin and points a colleague at it: an
// HTML or SVG upload declared as such, or a JPEG-looking name. None may be served as something a
// browser renders with script; every CDN answer is sandboxed. (Issue: stored XSS via the CDN.)

const EVIL_HTML = '<!doctype html><script>fetch("/steal?" + JSON.stringify(sessionStorage))</script>';
const EVIL_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';

let hiroshi: Session;
let folder: Folder;

async function upload(name: string, body: string | Buffer, contentType: string) {
  const res = await fetch(`${serviceUrl()}/upload/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { ...authHeaders.media(hiroshi), 'content-type': contentType, 'x-amz-meta-location': childLocation(folder) },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { storagePath: string; mimeType: string };
}

const served = (storagePath: string) => fetch(`${serviceUrl()}/cdn/media/${storagePath.split('/').map(encodeURIComponent).join('/')}`);

beforeAll(async () => {
  hiroshi = await login('hiroshi');
  folder = await createFolder(hiroshi, `cdn-attack-${Date.now()}`);
});

describe('files never run on our origin', () => {
  it.each([
    ['evil.html', EVIL_HTML, 'text/html'],
    ['evil.svg', EVIL_SVG, 'image/svg+xml'],
    ['evil.jpg', EVIL_HTML, 'image/jpeg'],
    ['evil.xml', '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><script>1</script></html>', 'application/xhtml+xml'],
  ])('serves %s (declared %s) as a sandboxed download, never as a page', async (name, body, declared) => {
    const item = await upload(name, body, declared);
    const res = await served(item.storagePath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(await res.text()).toBe(body);
  });

  it('serves a real photo inline as what its bytes are, whatever the uploader declared, still sandboxed', async () => {
    const item = await upload('DJI_0001.html', fs.readFileSync(realFixture('photos/rjpeg/DJI_XTS.jpg')), 'text/html');
    const res = await served(item.storagePath);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
  });

  it('refuses a flight-history storagePath that climbs out of the flight CDN, naming the field', async () => {
    const job = await call<{ id: string }>('POST', '/v1/job', {
      headers: authHeaders.jobs(hiroshi),
      body: { title: 'climb', description: 'd', userIds: [hiroshi.userId] },
    });
    for (const storagePath of ['../media/abc/evil.html', '/etc/passwd', 'a\\..\\b', 'ok/../../x', 'a/\u0007b']) {
      const res = await call<{ error: { code: string; field?: string; message: string } }>('POST', '/v1/task', {
        headers: authHeaders.jobs(hiroshi),
        body: { jobId: job.body.id, type: 'FLIGHT_REQUEST', title: 't', flightHistory: [{ storagePath }] },
      });
      expect(res.status, storagePath).toBe(400);
      expect(res.body.error.field).toBe('flightHistory.0.storagePath');
      expect(res.body.error.message).toMatch(/storagePath/);
    }
  });

  it('gives every API answer a policy that runs nothing, and the CDN 404 too', async () => {
    for (const path of ['/healthz', '/v1/flights/team', '/cdn/media/nope/x.html']) {
      const res = await fetch(`${serviceUrl()}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
    }
  });
});
