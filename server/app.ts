import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { ServiceConfig } from './config';
import type { Router, ServiceContext } from './context';
import { openDatabase } from './store/db';
import { createFileRemovals } from './store/file-removals';
import { sweepAtStart, type SweepResult } from './store/startup-sweep';
import { createMediaBulkMove } from './domain/media/media-bulk-move';
import { createTrash } from './domain/trash/trash-service';
import { createTokenService } from './domain/identity/tokens';
import { createAuthenticator } from './http/auth';
import { installErrorHandler } from './http/errors';
import { installJsonBodyParser } from './http/json-body';
import { installCors } from './http/cors';
import { installSecurityHeaders } from './http/security-headers';
import { installBodyRateGuard, serverOptions } from './http/slow-clients';
import { installRateLimits } from './http/rate-limits';
import { installNoStore } from './http/no-store';
import { redactUrl } from './http/redact-url';
import { collectRoutes, type CollectedRoute } from './http/route-docs';
import { createStreamEngine } from './streaming/engine';
import { identityRouter } from './http/identity-routes';
import { systemRouter } from './http/system-routes';
import { devicesRouter } from './http/devices-routes';
import { channelsRouter } from './http/channels-routes';
import { streamsRouter } from './http/streams-routes';
import { flightsRouter } from './http/flights-routes';
import { flightUploadRouter } from './http/flight-upload-routes';
import { missionsRouter } from './http/missions-routes';
import { jobsRouter } from './http/jobs-routes';
import { tasksRouter } from './http/tasks-routes';
import { usersRouter } from './http/users-routes';
import { analyticsRouter } from './http/analytics-routes';
import { mediaGraphqlRouter } from './http/graphql/media-graphql';
import { uploadsRouter } from './http/uploads-routes';
import { flightsCdnRouter } from './cdn/flights-cdn';
import { mediaCdnRouter } from './cdn/media-cdn';
import { liveCdnRouter } from './cdn/live-cdn';
import { appRouter } from './http/app-routes';
import { publicWatchRouter } from './http/public-watch-routes';
import { basemapsRouter } from './http/basemaps-routes';
import { createDefaultBasemap } from './basemaps/default-basemap';
import { terrainRouter } from './http/terrain-routes';
import { displaysRouter } from './http/displays-routes';
import { auditRouter } from './http/audit-routes';
import { installPermissions } from './http/permission-routes';
import { installAuditTrail } from './http/audit-trail';
import { trashRouter } from './http/trash-routes';

/** One router per spec area; each gets its own encapsulated scope. */
const ROUTERS: Router[] = [
  systemRouter,
  identityRouter,
  devicesRouter,
  channelsRouter,
  streamsRouter,
  flightsRouter,
  flightUploadRouter,
  missionsRouter,
  terrainRouter,
  jobsRouter,
  tasksRouter,
  usersRouter,
  analyticsRouter,
  mediaGraphqlRouter,
  uploadsRouter,
  flightsCdnRouter,
  mediaCdnRouter,
  liveCdnRouter,
  publicWatchRouter,
  basemapsRouter,
  displaysRouter,
  auditRouter,
  trashRouter,
  appRouter,
];

export interface Service {
  app: FastifyInstance;
  ctx: ServiceContext;
  routes: CollectedRoute[];
  /** What the start-up sweep removed (half-received uploads, orphan files), for the start-up log. */
  sweep: SweepResult;
  close(): Promise<void>;
}

export const JSON_BODY_LIMIT = 10 * 1024 * 1024;
/** How often deletions past TRASH_RETENTION_DAYS are looked for (also once at start). */
const TRASH_PURGE_EVERY_MS = 60 * 60 * 1000;

export async function buildService(config: ServiceConfig, opts: { logger?: boolean } = {}): Promise<Service> {
  const dirs = {
    flights: path.join(config.dataDir, 'flights'),
    media: path.join(config.dataDir, 'media'),
    live: path.join(config.dataDir, 'live'),
    tmp: path.join(config.dataDir, 'tmp'),
    basemaps: config.basemapsDir,
  };
  for (const dir of Object.values(dirs)) fs.mkdirSync(dir, { recursive: true });

  const db = openDatabase(config.dataDir, { synchronous: config.sqliteSynchronous });
  const tokens = createTokenService(config.dataDir, db);
  const auth = createAuthenticator(db, tokens);
  const base = {
    config,
    db,
    tokens,
    auth,
    dirs,
    basemaps: createDefaultBasemap(config.dataDir, { workerIdleMs: config.basemapWorkerIdleMs }),
    files: createFileRemovals(db, { flights: dirs.flights, media: dirs.media }),
  };
  const trash = createTrash(db, base.files, { retentionMs: config.trashRetentionMs });
  // What bulk writes left when the service stopped: folder moves to finish, then files whose rows
  // are gone (at most a chunk's worth). Before the first request, so nobody sees a half-moved tree.
  await createMediaBulkMove(db).resumeAll();
  await base.files.flushAll();
  // Deletions, restores and purges into or out of the trash that a stop cut short are finished
  // (each item is in its table or in the trash at every commit), then what outlived its retention goes.
  await trash.resumeAll();
  await trash.purgeExpired();
  // Then what no row (live or in the trash) refers to: tmp/ (nothing is received yet) and files
  // whose row never came.
  const sweep = await sweepAtStart(db, dirs);
  const ctx: ServiceContext = { ...base, trash, streams: createStreamEngine({ ...base, trash }) };

  const app = Fastify({
    ...serverOptions(config.limits),
    // Only the configured proxies may say who the client is; anyone else's X-Forwarded-For is ignored.
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Never log credentials: the request serializer keeps only method, path and id.
    logger: opts.logger
      ? {
          level: 'info',
          serializers: {
            req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: redactUrl(req.url), id: req.id }),
          },
        }
      : false,
    // Zod validates in the routes; Fastify's own validator is not used.
    schemaErrorFormatter: (errors) => new Error(errors.map((e) => e.message).join(', ')),
  });
  app.setValidatorCompiler(() => () => true);
  app.server.maxConnections = config.limits.maxConnections || Infinity;
  const routes = collectRoutes(app);
  installErrorHandler(app);
  installSecurityHeaders(app, { publicUrl: config.publicUrl });
  installCors(app, config.corsOrigins);
  installJsonBodyParser(app, JSON_BODY_LIMIT);
  installBodyRateGuard(app, config.limits);
  installNoStore(app);
  installPermissions(app, ctx);
  installAuditTrail(app, ctx);
  await installRateLimits(app, config.rateLimits);
  for (const router of ROUTERS) {
    await app.register(async (scope) => router(scope, ctx));
  }
  await app.ready();
  // The retention purge also runs hourly for a service that stays up; one at a time.
  let purging: Promise<unknown> = Promise.resolve();
  const purgeTimer = setInterval(() => {
    purging = purging.then(() => trash.purgeExpired()).catch((err: unknown) => app.log.error({ err }, 'trash purge failed'));
  }, TRASH_PURGE_EVERY_MS);
  purgeTimer.unref();

  return {
    app,
    ctx,
    routes,
    sweep,
    async close() {
      clearInterval(purgeTimer);
      await purging;
      await ctx.streams.shutdown();
      await ctx.basemaps.close();
      await app.close();
      db.close();
    },
  };
}
