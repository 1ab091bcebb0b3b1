import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configOrigins, contentSecurityPolicy, inlineScriptHashes } from './security-headers';

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
