import path from 'node:path';
import { parseAllowedNetworks, type AllowedNetworks } from './streaming/network-policy';
import { readLimits, type ConnectionLimits, type RateLimits } from './config-limits';
import { decideDevIdentity } from './dev-identity';

/** Runtime settings of the reference service, all from environment variables. */
export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  /**
   * The development identity provider (`/dev/*`: sign in as anyone, fault injection). On by
   * default only when the service listens on loopback; DEV_IDENTITY=on forces it, =off stops it.
   */
  devIdentity: boolean;
  /** Why the provider is on or off: the refusal of `/dev/*` and the start-up warning say it. */
  devIdentityReason: string;
  /** A warning to print at start when the provider is on where others may reach it. */
  devIdentityWarning: string | undefined;
  /** Schema introspection and field suggestions: only in a development setup. */
  graphqlIntrospection: boolean;
  /** Serve the built SPA from `dist/` on the same port (used by `npm start` and e2e). */
  serveApp: boolean;
  /** Seed demo data on first start with an empty DATA_DIR. Off with SEED=off. */
  seed: boolean;
  /** Start the simulated cameras with the service. Off with CAMERAS=off. */
  cameras: boolean;
  /** Machine limit: concurrent ingests + relays of all teams together (MAX_STREAMS, default 16). */
  maxStreams: number;
  /** One team's share of them (MAX_STREAMS_PER_TEAM, default 8), so no company can take them all. */
  maxStreamsPerTeam: number;
  /** Machine limit of annotated renditions, which re-encode (MAX_ANNOTATED, default 4). */
  maxAnnotated: number;
  /** One team's share of them (MAX_ANNOTATED_PER_TEAM, default 2). */
  maxAnnotatedPerTeam: number;
  /**
   * Non-public networks streams may be pulled from or pushed to (STREAM_ALLOWED_NETWORKS, CIDRs,
   * comma-separated; none by default). See streaming/network-policy.ts.
   */
  streamAllowedNetworks: AllowedNetworks;
  /** Optional remote map style for the dashboard (a deployment setting). */
  mapStyleUrl: string | undefined;
  /**
   * The flights/missions header form the dashboard is told to send (config.json `auth_headers.flights`).
   * The service accepts both; FLIGHTS_AUTH_HEADER=bearer makes the dashboard send the auth token.
   */
  flightsAuthHeader: 'identity' | 'bearer';
  /** Where operator basemap files (.pmtiles, .mbtiles) are dropped: BASEMAPS_DIR or DATA_DIR/basemaps. */
  basemapsDir: string;
  /** Online basemaps the dashboard may offer (MAP_BASEMAPS, a JSON list; see config.json `basemaps`). */
  basemaps: ConfiguredBasemap[];
  /**
   * The AI add-ons installed in this deployment, offered as annotated renditions (config.json
   * `ai_apps`). AI_APPS=`id:Name,id:Name`; AI_APPS=off offers none.
   */
  aiApps: { id: string; name: string }[];
  /** Origins (scheme://host[:port]) whose pages may call the service (CORS_ORIGINS, comma-separated; none by default). */
  corsOrigins: string[];
  /**
   * Bytes of unpaginated flight lists kept made (FLIGHT_LIST_CACHE_MB, default 256; 0 = off):
   * a company of 100,000 logs is ~95 MB and takes 1–3 s to make again.
   */
  flightListCacheBytes: number;
  /** Bytes of media one team may store (TEAM_STORAGE_QUOTA_GB, in GB of 1024³ bytes; default 50). */
  teamStorageQuotaBytes: number;
  /**
   * How long the default basemap's tiling worker (~0.8 GB of world indexes) may sit without a new
   * tile to make before it is stopped (BASEMAP_WORKER_IDLE_MIN, default 5). Rebuilding it costs
   * 5–15 s of CPU the next time a map shows an area not yet cached.
   */
  basemapWorkerIdleMs: number;
  /** The address users reach the service at (PUBLIC_URL); an https one turns HSTS on. */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY: the reverse proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-For
   * names the client; unset, the socket's address is the client, as rate limits and pairing count it.
   */
  trustProxy: string | false;
  /** Slow-client and connection limits (docs/decisions.md, "Slow clients and rate limits"). */
  limits: ConnectionLimits;
  /** Per-client request budgets of the public and credential endpoints. */
  rateLimits: RateLimits;
  /**
   * SQLite's `synchronous` (SQLITE_SYNCHRONOUS, default full): FULL syncs the WAL at every commit,
   * so an acknowledged write survives a power cut; `normal` may lose the last commits (benchmarks).
   */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Days a deletion stays in the team trash before it is destroyed (TRASH_RETENTION_DAYS, default 30). */
  trashRetentionMs: number;
}

/** An online basemap a deployment configures: a style URL, or raster tile templates. */
export interface ConfiguredBasemap {
  name: string;
  style_url?: string;
  tiles?: string[];
  attribution?: string;
}

function parseBasemaps(raw: string | undefined): ConfiguredBasemap[] {
  if (!raw) return [];
  const list: unknown = JSON.parse(raw);
  if (!Array.isArray(list)) throw new Error('MAP_BASEMAPS must be a JSON list');
  return list.map((b: Partial<ConfiguredBasemap>, i) => {
    if (typeof b.name !== 'string' || !(typeof b.style_url === 'string' || Array.isArray(b.tiles)))
      throw new Error(`MAP_BASEMAPS[${i}] needs a name and either style_url or tiles`);
    return { name: b.name, style_url: b.style_url, tiles: b.tiles, attribution: b.attribution };
  });
}

const DEFAULT_AI_APPS = 'ppe:PPE detection,defects:Defect detection';

/** `id:Name,id:Name` → add-ons; ids follow the viewer token's aiAppIds rule. */
export function parseAiApps(raw: string | undefined): { id: string; name: string }[] {
  if (raw === 'off') return [];
  return (raw || DEFAULT_AI_APPS)
    .split(',')
    .map((entry) => {
      const [id = '', ...name] = entry.split(':');
      return { id: id.trim(), name: name.join(':').trim() || id.trim() };
    })
    .filter((a) => /^[\w-]{1,64}$/.test(a.id));
}

/** TEAM_STORAGE_QUOTA_GB: a positive number of GB (1024³ bytes, as the drive shows sizes; fractions allowed); 50 when unset. */
export function parseQuotaGb(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 50 * 1024 ** 3;
  const gb = Number(raw);
  if (!Number.isFinite(gb) || gb <= 0) throw new Error(`TEAM_STORAGE_QUOTA_GB must be a positive number of GB, not "${raw}"`);
  return Math.round(gb * 1024 ** 3);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServiceConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? '.data');
  const host = env.HOST ?? '127.0.0.1';
  const dev = decideDevIdentity(env.DEV_IDENTITY, host);
  return {
    port: env.PORT === undefined ? 8787 : Number(env.PORT),
    host,
    dataDir,
    devIdentity: dev.on,
    devIdentityReason: dev.reason,
    devIdentityWarning: dev.warning,
    graphqlIntrospection: dev.on || env.NODE_ENV === 'development',
    serveApp: argv.includes('--serve-app') || env.SERVE_APP === 'on',
    seed: env.SEED !== 'off',
    cameras: env.CAMERAS !== 'off',
    maxStreams: Number(env.MAX_STREAMS ?? 16),
    maxStreamsPerTeam: Number(env.MAX_STREAMS_PER_TEAM ?? 8),
    maxAnnotated: Number(env.MAX_ANNOTATED ?? 4),
    maxAnnotatedPerTeam: Number(env.MAX_ANNOTATED_PER_TEAM ?? 2),
    streamAllowedNetworks: parseAllowedNetworks(env.STREAM_ALLOWED_NETWORKS),
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    flightsAuthHeader: env.FLIGHTS_AUTH_HEADER === 'bearer' ? 'bearer' : 'identity',
    basemapsDir: path.resolve(env.BASEMAPS_DIR ?? path.join(dataDir, 'basemaps')),
    basemaps: parseBasemaps(env.MAP_BASEMAPS),
    aiApps: parseAiApps(env.AI_APPS),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    flightListCacheBytes: Number(env.FLIGHT_LIST_CACHE_MB ?? 256) * 1024 * 1024,
    teamStorageQuotaBytes: parseQuotaGb(env.TEAM_STORAGE_QUOTA_GB),
    basemapWorkerIdleMs: Number(env.BASEMAP_WORKER_IDLE_MIN ?? 5) * 60_000,
    publicUrl: env.PUBLIC_URL || undefined,
    trustProxy: env.TRUST_PROXY?.trim() || false,
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS?.toLowerCase() === 'normal' ? 'NORMAL' : 'FULL',
    ...readLimits(env),
    trashRetentionMs: parseRetentionDays(env.TRASH_RETENTION_DAYS) * 86_400_000,
  };
}

function parseRetentionDays(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 30;
  const days = Number(raw);
  if (!Number.isFinite(days) || days < 0 || days > 3650) throw new Error('TRASH_RETENTION_DAYS must be a number of days from 0 to 3650');
  return days;
}
