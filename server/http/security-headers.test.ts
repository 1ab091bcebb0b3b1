import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_CSP, configOrigins, contentSecurityPolicy, inlineScriptHashes, installSecurityHeaders } from './security-headers';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with a src', () => {
    const body = "\n  var t = 'dark';\n";
    const html = `<head><script>${body}</script><script type="module" crossorigin src="/assets/a.js"></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body)]);
  });
});

describe('configOrigins', () => {
  it('collects the origins of absolute URLs at any depth, tile templates included, once each', () => {
    const config = {
      base_url: 'https://ops.example.com',
      media_cdn_url: 'https://cdn.example.com/media',
      flight_cdn_url: 'https://cdn.example.com/flights',
      map_style_url: null,
      basemaps: [
        { name: 'Ortho', tiles: ['https://tiles.example.org/{z}/{x}/{y}.png'] },
        { name: 'Local', style_url: '/basemaps/x/style.json' },
      ],
      auth_headers: { flights: 'identity' },
    };
    expect(configOrigins(config)).toEqual(['https://cdn.example.com', 'https://ops.example.com', 'https://tiles.example.org']);
  });
});

describe('contentSecurityPolicy', () => {
  it('never allows inline or eval scripts, and frames only the embeddable page', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], origins: ['https://cdn.example.com'], embeddable: false });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com;");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
    expect(contentSecurityPolicy({ scriptHashes: [], origins: [], embeddable: true })).toMatch(/frame-ancestors \*$/);
  });
});

describe('installSecurityHeaders', () => {
  async function answer(publicUrl?: string) {
    const app = Fastify();
    installSecurityHeaders(app, { publicUrl });
    app.get('/json', async () => ({ ok: true }));
    app.get('/page', async (_req, reply) => reply.header('content-security-policy', "default-src 'self'").type('text/html').send('<p>'));
    app.get('/worker.js', async (_req, reply) => reply.type('text/javascript').send('postMessage(1)'));
    const [json, page, script] = await Promise.all(['/json', '/page', '/worker.js'].map((url) => app.inject({ url })));
    await app.close();
    return { json: json!.headers, page: page!.headers, script: script!.headers };
  }

  it('gives answers without a policy one that runs nothing, keeps a route’s own, and leaves scripts (workers) theirs', async () => {
    const { json, page, script } = await answer();
    expect(json['content-security-policy']).toBe(API_CSP);
    expect(page['content-security-policy']).toBe("default-src 'self'");
    expect(script['content-security-policy']).toBeUndefined();
    for (const h of [json, page, script]) {
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
      expect(h['permissions-policy']).toContain('camera=()');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when the service is reached over https', async () => {
    expect((await answer('https://ops.example.com')).json['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await answer('http://10.0.0.5:8787')).json['strict-transport-security']).toBeUndefined();
  });
});
