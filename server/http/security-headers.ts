import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The sha256 sources of every inline `<script>` in the built index.html (the theme snippet that
 * runs before the first paint). Computed from the file itself, so editing the snippet never
 * breaks the policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = m;
    if (/\bsrc\s*=/i.test(attrs)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origins of every absolute http(s)/ws(s) URL anywhere in a config.json value (basemap tile templates included). */
export function configOrigins(value: unknown): string[] {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (!/^(https?|wss?):\/\//i.test(v)) return;
      try {
        out.add(new URL(v).origin);
      } catch {
        /* not a URL after all */
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return [...out].sort();
}

export interface PolicyInput {
  scriptHashes: string[];
  /** Origins the dashboard is configured to talk to (config.json), besides its own. */
  origins: string[];
  /** Whether other sites may frame this page (the public watch page only). */
  embeddable: boolean;
}

/**
 * The dashboard's Content-Security-Policy. Scripts only from its own origin plus the hashed
 * inline theme snippet, so an injected script cannot run and read the bearer tokens in the tab.
 * blob: where the players and the map need it: hls.js/dash.js play through MediaSource blob:
 * URLs, maplibre starts its worker from a blob: URL. Styles allow 'unsafe-inline' (see
 * docs/decisions.md, "Security headers"): they cannot run code, and libraries set style attributes.
 */
export function contentSecurityPolicy({ scriptHashes, origins, embeddable }: PolicyInput): string {
  const remote = origins.join(' ');
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...scriptHashes),
    'style-src': "'self' 'unsafe-inline'",
    'connect-src': list("'self'", 'blob:', 'data:', remote),
    'img-src': list("'self'", 'blob:', 'data:', remote),
    'media-src': list("'self'", 'blob:', remote),
    'font-src': "'self' data:",
    'worker-src': "'self' blob:",
    'child-src': "'self' blob:",
    'frame-src': list("'self'", 'blob:', remote),
    // The media preview shows PDFs in an <object> from the media CDN.
    'object-src': list("'self'", 'blob:', remote),
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': embeddable ? '*' : "'none'",
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
}

/**
 * The policy of an answer that is not a page (JSON, errors, files without their own policy): it
 * may load and run nothing, and no page may frame it. A CDN file sets its own (cdn/served-type.ts).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Powerful features the dashboard never uses are off for every document; fullscreen is for the walls. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), fullscreen=(self)';

const isScript = (type: unknown) => typeof type === 'string' && /javascript|wasm/.test(type);

/**
 * On every response: no MIME sniffing, no Referer (signed playback URLs carry tokens), its own
 * browsing-context group (COOP), the permissions policy, HSTS once the service is reached over
 * https, and a policy where the route set none. A script keeps none of its own: a worker runs
 * under the policy of its script's answer, and the dashboard's workers fetch flight files.
 */
export function installSecurityHeaders(app: FastifyInstance, opts: { publicUrl?: string | undefined } = {}): void {
  const hsts = opts.publicUrl?.startsWith('https://');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (!reply.hasHeader('content-security-policy') && !isScript(reply.getHeader('content-type'))) {
      reply.header('content-security-policy', API_CSP);
    }
  });
}
