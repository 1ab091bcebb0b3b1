import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService } from '../server/testing/start-service';

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
  const service = await startService({ serveApp: true, env: { CAMERAS: process.env.CAMERAS ?? 'on', BASEMAPS_DIR: basemaps } });
  process.env.E2E_BASE_URL = service.url;
  process.env.E2E_BASEMAPS_DIR = basemaps;
  process.env.E2E_DATA_DIR = service.dataDir;
  return async () => {
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
    fs.rmSync(basemaps, { recursive: true, force: true });
  };
}
