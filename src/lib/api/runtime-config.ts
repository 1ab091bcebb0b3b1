import { z } from 'zod';
import { ConfiguredBasemapSchema, type ConfiguredBasemap } from '@/lib/contract/basemaps';

/**
 * How the flights and missions client sends its credential: the identity JWT in
 * `x-service-identity-security-token` (as the service authors' sample client does; the default),
 * or an auth token as `Authorization: Bearer`. The spec leaves this area's header form open.
 */
export const FLIGHTS_AUTH_FORMS = ['identity', 'bearer'] as const;
export type FlightsAuthForm = (typeof FLIGHTS_AUTH_FORMS)[number];
export const DEFAULT_FLIGHTS_AUTH_FORM: FlightsAuthForm = 'identity';

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
  /** Online basemaps the switcher offers besides the bundled one and the operator's files. */
  basemaps: z.array(ConfiguredBasemapSchema).nullish(),
  dev_identity: z.boolean().default(false),
  auth_headers: z.object({ flights: z.enum(FLIGHTS_AUTH_FORMS).default(DEFAULT_FLIGHTS_AUTH_FORM) }).nullish(),
  /** AI add-ons of this deployment: their ids go in the viewer token's `aiAppIds`. */
  ai_apps: z.array(z.object({ id: z.string().regex(/^[\w-]{1,64}$/), name: z.string().min(1) })).nullish(),
});

/** An AI add-on whose annotated rendition the player can offer. */
export interface AiApp {
  id: string;
  name: string;
}

export interface RuntimeConfig {
  baseUrl: string;
  mediaGraphqlUrl: string;
  flightCdnUrl: string;
  mediaCdnUrl: string;
  mediaUploadUrl: string;
  mapStyleUrl: string | undefined;
  basemaps: ConfiguredBasemap[];
  devIdentity: boolean;
  /** The header form per auth area where a deployment may differ (only flights and missions). */
  authHeaders: { flights: FlightsAuthForm };
  /** AI add-ons of this deployment (none when the config names none). */
  aiApps?: AiApp[];
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
    basemaps: c.basemaps ?? [],
    devIdentity: c.dev_identity,
    authHeaders: { flights: c.auth_headers?.flights ?? DEFAULT_FLIGHTS_AUTH_FORM },
    aiApps: c.ai_apps ?? [],
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

/** The flights header form of the loaded config; the default before one is loaded (it never throws). */
export function flightsAuthForm(): FlightsAuthForm {
  return current?.authHeaders.flights ?? DEFAULT_FLIGHTS_AUTH_FORM;
}

/** The AI add-ons of the loaded config; none before one is loaded. */
export function aiApps(): AiApp[] {
  return current?.aiApps ?? [];
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config not loaded yet');
  return current;
}
