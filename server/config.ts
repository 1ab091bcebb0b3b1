import path from 'node:path';

/** Runtime settings of the reference service, all from environment variables. */
export interface ServiceConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The development identity provider (`/dev/*`). Off with DEV_IDENTITY=off. */
  devIdentity: boolean;
  /** Serve the built SPA from `dist/` on the same port (used by `npm start` and e2e). */
  serveApp: boolean;
  /** Seed demo data on first start with an empty DATA_DIR. Off with SEED=off. */
  seed: boolean;
  /** Start the simulated cameras with the service. Off with CAMERAS=off. */
  cameras: boolean;
  /** Maximum concurrent ffmpeg ingests. */
  maxStreams: number;
  /** Optional remote map style for the dashboard (a deployment setting). */
  mapStyleUrl: string | undefined;
  /**
   * The flights/missions header form the dashboard is told to send (config.json `auth_headers.flights`).
   * The service accepts both; FLIGHTS_AUTH_HEADER=bearer makes the dashboard send the auth token.
   */
  flightsAuthHeader: 'identity' | 'bearer';
  /** Origins (scheme://host[:port]) whose pages may call the service (CORS_ORIGINS, comma-separated; none by default). */
  corsOrigins: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): ServiceConfig {
  return {
    port: env.PORT === undefined ? 8787 : Number(env.PORT),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    devIdentity: env.DEV_IDENTITY !== 'off',
    serveApp: argv.includes('--serve-app') || env.SERVE_APP === 'on',
    seed: env.SEED !== 'off',
    cameras: env.CAMERAS !== 'off',
    maxStreams: Number(env.MAX_STREAMS ?? 8),
    mapStyleUrl: env.MAP_STYLE_URL || undefined,
    flightsAuthHeader: env.FLIGHTS_AUTH_HEADER === 'bearer' ? 'bearer' : 'identity',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
}
