import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceUrl } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';

// An own service serving a tiny app build (APP_DIST), so this file does not depend on `npm run build`.
const THEME_SNIPPET = "document.documentElement.dataset.theme = 'dark';";
const LISTED = 'http://dash.example.com';
const MAP_STYLE = 'https://tiles.example.org/styles/basic.json';

let own: RunningService;
let dist: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SNIPPET}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
  own = await startService({
    serveApp: true,
    env: { CAMERAS: 'off', SEED: 'off', APP_DIST: dist, CORS_ORIGINS: `${LISTED}, http://other.example.com`, MAP_STYLE_URL: MAP_STYLE },
  });
});

afterAll(async () => {
  await own?.stop();
  if (own) fs.rmSync(own.dataDir, { recursive: true, force: true });
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('the app is served whatever the Accept header', () => {
  it('answers / and client routes with index.html for curl, a health check and a browser alike', async () => {
    for (const accept of [undefined, '*/*', 'application/json', 'text/html,application/xhtml+xml']) {
      for (const route of ['/', '/missions/m-1', '/watch/abc123']) {
        const res = await fetch(`${own.url}${route}`, { headers: accept ? { accept } : {} });
        expect(res.status, `${route} with Accept ${accept ?? '(none)'}`).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(await res.text()).toContain(THEME_SNIPPET);
      }
    }
  });

  it('answers missing asset files and API paths with 404 JSON', async () => {
    for (const route of ['/assets/missing-abc.js', '/nothing-here.png', '/v1/no-such-thing', '/cdn/nope']) {
      const res = await fetch(`${own.url}${route}`, { headers: { accept: 'text/html' } });
      expect(res.status, route).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
    expect((await fetch(`${own.url}/assets/app.js`)).status).toBe(200);
  });
});

describe('security headers', () => {
  it('serves the app with a CSP: own-origin scripts plus the inline snippet by its hash, config origins for data', async () => {
    const res = await fetch(`${own.url}/missions`);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    const hash = `'sha256-${createHash('sha256').update(THEME_SNIPPET).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    for (const d of ['connect-src', 'img-src', 'media-src']) {
      expect(csp.get(d), d).toContain("'self'");
      expect(csp.get(d), d).toContain('https://tiles.example.org');
    }
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).not.toContain('*');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets other sites embed the public watch page only', async () => {
    const res = await fetch(`${own.url}/watch/abc123`);
    expect(directives(res.headers.get('content-security-policy') ?? '').get('frame-ancestors')).toEqual(['*']);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it('sends nosniff and no-referrer on the app, the API and errors', async () => {
    for (const route of ['/', '/assets/app.js', '/config.json', '/v1/channels', '/v1/no-such-thing']) {
      const res = await fetch(`${own.url}${route}`);
      expect(res.headers.get('x-content-type-options'), route).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), route).toBe('no-referrer');
    }
  });
});

const preflight = (base: string, origin: string, method = 'GET') =>
  fetch(`${base}/v1/channels`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
  });

describe('CORS for the origins in CORS_ORIGINS only', () => {
  it('passes a preflight from a listed origin and marks its requests readable', async () => {
    const res = await preflight(own.url, LISTED, 'PATCH');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
    const get = await fetch(`${own.url}/config.json`, { headers: { origin: LISTED } });
    expect(get.headers.get('access-control-allow-origin')).toBe(LISTED);
    expect(get.headers.get('vary')).toMatch(/Origin/i);
  });

  it('refuses a preflight from an unlisted origin and never names it as allowed', async () => {
    const res = await preflight(own.url, 'http://evil.example.net');
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const get = await fetch(`${own.url}/config.json`, { headers: { origin: 'http://evil.example.net' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin by default', async () => {
    const res = await preflight(serviceUrl(), LISTED);
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('JSON bodies over the limit', () => {
  it('answers 413 to whole 12 MB bodies sent in parallel, never a connection reset', async () => {
    const big = JSON.stringify({ username: 'amara', padding: 'x'.repeat(12 * 1024 * 1024) });
    const post = async () => {
      try {
        const res = await fetch(`${serviceUrl()}/dev/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big,
        });
        return `${res.status} ${((await res.json()) as { error: { code: string } }).error.code}`;
      } catch (err) {
        return `failed: ${String((err as { cause?: unknown }).cause ?? err)}`;
      }
    };
    expect(await Promise.all(Array.from({ length: 8 }, post))).toEqual(Array<string>(8).fill('413 PAYLOAD_TOO_LARGE'));
  });

  it('answers 413 to a streamed body (no Content-Length) that crosses the limit while it is still sent', async () => {
    const streamed = async () => {
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ === 0) controller.enqueue(new TextEncoder().encode('{"padding": "'));
          else if (sent < 14) controller.enqueue(new Uint8Array(1024 * 1024).fill(120));
          else controller.close();
        },
      });
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' };
      const res = await fetch(`${serviceUrl()}/dev/login`, init as RequestInit & { duplex: 'half' });
      return res.status;
    };
    expect(await Promise.all(Array.from({ length: 6 }, streamed))).toEqual(Array<number>(6).fill(413));
  });
});
