import { z } from 'zod';

/**
 * Addresses come from `/config.json` at start, so one build serves many deployments.
 * Names follow the spec's address names.
 */
const RuntimeConfigSchema = z.object({
  base_url: z.string().min(1),
  media_graphql_url: z.string().min(1),
  flight_cdn_url: z.string().min(1),
  media_cdn_url: z.string().min(1),
  /** Where the dashboard PUTs media uploads (S3-style `PUT <url>/<key>`); defaults to `{base_url}/upload`. */
  media_upload_url: z.string().min(1).nullish(),
  map_style_url: z.string().nullish(),
  dev_identity: z.boolean().default(false),
});

export interface RuntimeConfig {
  baseUrl: string;
  mediaGraphqlUrl: string;
  flightCdnUrl: string;
  mediaCdnUrl: string;
  mediaUploadUrl: string;
  mapStyleUrl: string | undefined;
  devIdentity: boolean;
}

let current: RuntimeConfig | undefined;

const trimSlash = (u: string) => u.replace(/\/+$/, '');

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const c = RuntimeConfigSchema.parse(raw);
  return {
    baseUrl: trimSlash(c.base_url),
    mediaGraphqlUrl: c.media_graphql_url,
    flightCdnUrl: trimSlash(c.flight_cdn_url),
    mediaCdnUrl: trimSlash(c.media_cdn_url),
    mediaUploadUrl: trimSlash(c.media_upload_url ?? `${c.base_url.replace(/\/+$/, '')}/upload`),
    mapStyleUrl: c.map_style_url ?? undefined,
    devIdentity: c.dev_identity,
  };
}

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url} (HTTP ${res.status})`);
  current = parseRuntimeConfig(await res.json());
  return current;
}

/** For tests and for embedding: set the config without fetching. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded yet');
  return current;
}
