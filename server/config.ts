import path from 'node:path';
import { parseAllowedNetworks, type AllowedNetworks } from './streaming/network-policy';

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
  /** Slow-client and connection limits (docs/decisions.md, "Slow clients and rate limits"). */
  limits: ConnectionLimits;
  /** Per-client request budgets of the public and credential endpoints. */
  rateLimits: RateLimits;
}

export interface ConnectionLimits {
  /** HEADERS_TIMEOUT_S (default 20): the whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** IDLE_TIMEOUT_S (default 60): a socket with no bytes either way for this long is closed. */
  idleTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_S (default 72): an idle kept-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * REQUEST_TIMEOUT_S (default 0 = none): a deadline for receiving a whole request. Off by
   * default because uploads of up to 2 GiB stream in; the body rate below catches trickling.
   */
  requestTimeoutMs: number;
  /** BODY_MIN_BYTES_PER_S (default 1024) over BODY_RATE_WINDOW_S (default 10): slower bodies are cut. */
  bodyMinBytesPerS: number;
  bodyRateWindowMs: number;
  /** MAX_CONNECTIONS (default 1000): sockets beyond this are closed on accept. */
  maxConnections: number;
}

export interface RateLimits {
  /** RATE_LIMIT_SIGNIN_PER_MIN (default 30): sign-in and other credential requests per client. */
  signInPerMin: number;
  /** RATE_LIMIT_PUBLIC_PER_MIN (default 120): public watch reads and viewer tokens per client. */
  publicPerMin: number;
  /** RATE_LIMIT_VIEWER_TOKENS_PER_MIN (default 300): signed-in and display viewer tokens per client. */
  viewerTokensPerMin: number;
  /** PAIRING_MAX_FAILURES (default 10): wrong pairing codes a client may send per 15 minutes. */
  pairingFailuresPerClient: number;
  /** PAIRING_MAX_FAILURES_TOTAL (default 1000): wrong pairing codes from everyone per 15 minutes. */
  pairingFailuresTotal: number;
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

/** Addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

export interface DevIdentityDecision {
  on: boolean;
  reason: string;
  warning?: string;
}

/**
 * Whether to run the development identity provider. It signs anyone in as any user, so it is
 * on by itself only where nobody else can reach it (loopback); anywhere else it takes an
 * explicit DEV_IDENTITY=on, which is then warned about at start.
 */
export function decideDevIdentity(setting: string | undefined, host: string): DevIdentityDecision {
  if (setting !== undefined && setting !== '' && setting !== 'on' && setting !== 'off')
    throw new Error(`DEV_IDENTITY must be on or off, not "${setting}"`);
  if (setting === 'off') return { on: false, reason: 'DEV_IDENTITY=off' };
  const loopback = isLoopbackHost(host);
  if (setting === 'on') {
    return {
      on: true,
      reason: 'DEV_IDENTITY=on',
      warning: loopback
        ? `DEV_IDENTITY=on: /dev/login signs anyone on this machine in as any user.`
        : `DEV_IDENTITY=on while listening on ${host}: anyone who reaches this service can sign in as any user, admins included (/dev/login), list every user (/dev/users) and kill cameras (/dev/cameras). Never run this in production.`,
    };
  }
  if (loopback) return { on: true, reason: `the service listens on loopback (${host})` };
  return {
    on: false,
    reason: `the service listens on ${host}, not on loopback; start it with DEV_IDENTITY=on to use the development sign-in there`,
  };
}

/** A non-negative number from the environment; unset or empty means the default. */
function num(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not ${raw}`);
  return n;
}

export function readLimits(env: NodeJS.ProcessEnv): { limits: ConnectionLimits; rateLimits: RateLimits } {
  const s = (name: string, fallback: number) => num(env[name], fallback, name) * 1000;
  return {
    limits: {
      headersTimeoutMs: s('HEADERS_TIMEOUT_S', 20),
      idleTimeoutMs: s('IDLE_TIMEOUT_S', 60),
      keepAliveTimeoutMs: s('KEEP_ALIVE_TIMEOUT_S', 72),
      requestTimeoutMs: s('REQUEST_TIMEOUT_S', 0),
      bodyMinBytesPerS: num(env.BODY_MIN_BYTES_PER_S, 1024, 'BODY_MIN_BYTES_PER_S'),
      bodyRateWindowMs: s('BODY_RATE_WINDOW_S', 10),
      maxConnections: num(env.MAX_CONNECTIONS, 1000, 'MAX_CONNECTIONS'),
    },
    rateLimits: {
      signInPerMin: num(env.RATE_LIMIT_SIGNIN_PER_MIN, 30, 'RATE_LIMIT_SIGNIN_PER_MIN'),
      publicPerMin: num(env.RATE_LIMIT_PUBLIC_PER_MIN, 120, 'RATE_LIMIT_PUBLIC_PER_MIN'),
      viewerTokensPerMin: num(env.RATE_LIMIT_VIEWER_TOKENS_PER_MIN, 300, 'RATE_LIMIT_VIEWER_TOKENS_PER_MIN'),
      pairingFailuresPerClient: num(env.PAIRING_MAX_FAILURES, 10, 'PAIRING_MAX_FAILURES'),
      pairingFailuresTotal: num(env.PAIRING_MAX_FAILURES_TOTAL, 1000, 'PAIRING_MAX_FAILURES_TOTAL'),
    },
  };
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
    ...readLimits(env),
  };
}
