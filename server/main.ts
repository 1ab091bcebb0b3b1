import { buildService } from './app';
import { readConfig } from './config';
import { listDevUsers } from './domain/identity/accounts';
import { seedIfEmpty } from './seed/index';
import { describeSweep } from './store/startup-sweep';

/**
 * Starts the reference Live Operations Service.
 * Prints `SERVICE_READY <url>` once it accepts requests; tests and scripts wait for that line.
 */
async function main(): Promise<void> {
  const config = readConfig();
  // stderr, so the warning shows even where stdout is only read for SERVICE_READY.
  if (config.devIdentityWarning) console.error(`[service] WARNING: ${config.devIdentityWarning}`);
  else if (!config.devIdentity) console.log(`[service] development sign-in (/dev/*) is off: ${config.devIdentityReason}`);
  const service = await buildService(config, { logger: process.env.LOG_REQUESTS === 'on' });
  const log = (msg: string) => console.log(`[service] ${msg}`);
  const swept = describeSweep(service.sweep);
  if (swept) log(swept);
  if (config.seed) await seedIfEmpty(service.ctx, log);
  await service.ctx.streams.start?.();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    await service.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await service.app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  if (config.serveApp) {
    log(`dashboard: ${url}/`);
    if (config.devIdentity) {
      log('demo users (sign in on the dashboard, or POST /dev/login {"username": ...}):');
      for (const u of listDevUsers(service.ctx.db)) log(`  ${u.username.padEnd(8)} ${u.displayName} (${u.role}, ${u.teamId})`);
    }
  }
  console.log(`SERVICE_READY ${url}`);
  // A served dashboard will ask for basemap tiles: build the default basemap's index now, in its
  // worker thread, rather than on the first map's first tile.
  if (config.serveApp) void service.ctx.basemaps.warm();
}

main().catch((err: unknown) => {
  console.error('[service] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
