/**
 * `npm run screenshot`: docs/screenshot.png of the Channels page (production build, real
 * seeded service, a channel selected), for the README. Run `npm run build` first.
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 810 } });
    await page.goto(`${service.url}/sign-in`);
    await page.getByRole('button', { name: /@amara ·/ }).click();
    await page.getByRole('button', { name: 'Substation watch', exact: true }).click();
    await page.getByLabel('Public link').waitFor();
    await page.waitForLoadState('networkidle');
    fs.mkdirSync('docs', { recursive: true });
    await page.screenshot({ path: 'docs/screenshot.png' });
    console.log('wrote docs/screenshot.png');
  } finally {
    await browser.close();
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
