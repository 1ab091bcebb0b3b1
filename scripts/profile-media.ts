/**
 * `npx tsx scripts/profile-media.ts`: where the page's time goes in the bench:media scenarios that
 * miss their budget under load. Runs the same scenarios as the bench (production build, reference
 * service with BENCH_SEED_MEDIA) under the Chrome DevTools CPU profiler, and prints the self time
 * per script (our bundle, React, maplibre, the browser's own work as "(program)", "(garbage
 * collector)", "(idle)") and the top functions. Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Page } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { openAnnotatedMs, panZoomFps, scrollGrid } from './bench-media-browser';
import { manyShapes } from './bench-media-shapes';
import { profiled } from './cpu-profile';

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off', BENCH_SEED_MEDIA: '12000' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const session = await devLoginAt(service.url, 'amara');
    const gql = async (query: string) =>
      (
        (await (
          await fetch(`${service.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: session.credentials.idToken },
            body: JSON.stringify({ query }),
          })
        ).json()) as { data: { list: { items: Array<{ id: string; name: string; location: string; type: string }> } } }
      ).data.list.items;
    const bench = (await gql(`query { list(location: "${session.teamId}", limit: 500) { items { id name location type } } }`)).find(
      (i) => i.name === 'Bench',
    );
    const [annotated] = (await gql('query { list(name: "DJI_0001.JPG", type: "I", limit: 5) { items { id name location type } } }')).filter(
      (i) => i.type === 'I',
    );
    if (!bench || !annotated) throw new Error('seed missing');
    const db = new Database(path.join(service.dataDir, 'service.sqlite'));
    db.prepare('UPDATE media_items SET annotations = ? WHERE id = ?').run(manyShapes(), annotated.id);
    db.close();
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), JSON.stringify({ ...session, username: 'amara' }));
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const big = (
      await gql(`query { list(location: "${bench.location}/${bench.id}", limit: 500) { items { id name location type } } }`)
    ).find((i) => i.name === '10k items');
    if (!big) throw new Error('seed missing');
    const bigLoc = `${big.location}/${big.id}`;
    await profiled(cdp, 'map of 10,000 items', async () => {
      await page.goto(`${service.url}/media?view=grid&map=true&folder=${encodeURIComponent(bigLoc)}`);
      await page.locator('[aria-label="Media map"][data-geotagged="10000"][data-clusters]').waitFor({ timeout: 120_000 });
      return 'clustered';
    });
    if (process.env.ONLY === 'map') return;
    await page.goto(`${service.url}/media?view=grid&folder=${encodeURIComponent(bigLoc)}`);
    await page.getByTestId('media-scroller').waitFor();
    await profiled(cdp, 'grid scroll 3 s', () => scrollGrid(page, 3000, 40));
    await page.goto(`${service.url}/media?view=list&folder=${encodeURIComponent(annotated.location)}`);
    await page.getByRole('button', { name: annotated.name, exact: true }).waitFor();
    await profiled(cdp, 'open 3,000 shapes', () => openAnnotatedMs(page, annotated.name, 3000));
    await profiled(cdp, 'pan and zoom 3 s', () => panZoomFps(page, 3000));
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
