import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../server/testing/start-service';

/**
 * The service tiles its bundled basemap on first use: it builds world indexes (5–15 s of CPU) and,
 * from zoom 4, works out the admin-1 lines once per DATA_DIR (up to ~40 s on a busy machine). A
 * fresh service is not ready to draw a map until then, so the run starts once it has served the
 * demo area's tiles (Zürich at z4 and z9), as the first map a user opens would wait for them.
 */
async function basemapReady(url: string): Promise<void> {
  for (const tile of ['4/8/5', '9/268/179']) {
    const res = await fetch(`${url}/basemaps/default/${tile}.pbf`, { signal: AbortSignal.timeout(180_000) });
    if (!res.ok) throw new Error(`the default basemap did not serve ${tile}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
}

/**
 * One real, seeded service for the whole run, serving dist/. Its URL reaches the config
 * and the workers through E2E_BASE_URL. An existing service can be reused with E2E_BASE_URL.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const dist = process.env.APP_DIST ?? 'dist';
  if (!fs.existsSync(`${dist}/index.html`)) throw new Error(`${dist}/ is missing: run npm run build before the e2e tests`);
  // Operator files (basemaps, elevation models) a test may drop in while the service runs.
  const basemaps = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-basemaps-'));
  const service = await startService({
    serveApp: true,
    // The tiling worker stays for the whole run: a rebuild mid-run (5–15 s of CPU) would land inside
    // whichever test first shows a new area. Stopping it when idle has its own unit test.
    env: { CAMERAS: process.env.CAMERAS ?? 'on', BASEMAPS_DIR: basemaps, BASEMAP_WORKER_IDLE_MIN: '120' },
  });
  await basemapReady(service.url);
  process.env.E2E_BASE_URL = service.url;
  process.env.E2E_BASEMAPS_DIR = basemaps;
  process.env.E2E_DATA_DIR = service.dataDir;
  return async () => {
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
    fs.rmSync(basemaps, { recursive: true, force: true });
  };
}
