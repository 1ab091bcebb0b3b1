/**
 * `npx tsx scripts/profile-map-tasks.ts <fence|media>`: what the long tasks of a map screen's open
 * are made of, in the app (the page before loaded and idle, then a click), traced in Chromium.
 *  - fence: the 2,000-area geofence from its job's board (bench:jobs' "2,000 areas, in the app");
 *  - media: the Map button on the 10,000-item folder (bench:media's map, BENCH_SEED_MEDIA).
 * Prints each run's time to the screen's "drawn" mark and its long tasks with what ran inside them
 * (scripts/trace-long-tasks.ts). RUNS traced runs (default 2) after an untraced warm-up. Run
 * `npm run build` first; APP_DIST=<dir> serves another build; KEEP_TRACE=1 writes each run's trace
 * to /tmp/map-trace-<run>.json.
 */
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { manyAreas } from './bench-jobs-data';
import { apiFor, seedFenceJob } from './bench-jobs-seed';
import { describeLongTasks, TRACE_CATEGORIES } from './trace-long-tasks';

const RUNS = Number(process.env.RUNS ?? 2);
const scenario = process.argv[2];
if (scenario !== 'fence' && scenario !== 'media') throw new Error('usage: profile-map-tasks.ts <fence|media>');

type Service = Awaited<ReturnType<typeof startService>>;
type Login = Awaited<ReturnType<typeof devLoginAt>>;

/** Answers the page to open before the click, the link or button to click, and the "drawn" condition. */
async function setUp(service: Service, login: Login): Promise<{ from: string; click: (p: Page) => Promise<void>; drawn: string }> {
  const json = { 'content-type': 'application/json' };
  if (scenario === 'fence') {
    const { jobId, taskIds } = await seedFenceJob(apiFor(service.url, login), [{ title: '2,000 areas', geojson: manyAreas(2000) }]);
    return {
      from: `${service.url}/jobs/${jobId}`,
      click: (p) => p.locator(`a[href="/tasks/${taskIds[0]}"]`).first().click(),
      drawn: `document.querySelector('[data-fence-drawn="2000"]')`,
    };
  }
  const list = async (args: string) =>
    (
      (await (
        await fetch(`${service.url}/graphql`, {
          method: 'POST',
          headers: { ...json, authorization: login.credentials.idToken },
          body: JSON.stringify({ query: `query { list(${args}, limit: 500) { items { id name location } } }` }),
        })
      ).json()) as { data: { list: { items: Array<{ id: string; name: string; location: string }> } } }
    ).data.list.items;
  const bench = (await list(`location: "${login.teamId}"`)).find((i) => i.name === 'Bench');
  const big = bench && (await list(`location: "${bench.location}/${bench.id}"`)).find((i) => i.name === '10k items');
  if (!big) throw new Error('the bench media folder is not seeded');
  return {
    from: `${service.url}/media?view=grid&folder=${encodeURIComponent(`${big.location}/${big.id}`)}`,
    click: (p) => p.getByRole('button', { name: 'Map', exact: true }).click(),
    drawn: `document.querySelector('[aria-label="Media map"][data-geotagged="10000"][data-clusters]')`,
  };
}

async function main(): Promise<void> {
  const env: Record<string, string> = { CAMERAS: 'off', ...(scenario === 'media' ? { BENCH_SEED_MEDIA: '12000' } : {}) };
  if (process.env.APP_DIST) env.APP_DIST = process.env.APP_DIST;
  const service = await startService({ serveApp: true, env });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const login = await devLoginAt(service.url, 'amara', 7200);
    const { from, click, drawn } = await setUp(service, login);
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), JSON.stringify({ ...login, username: 'amara' }));
      const page = await context.newPage();
      await page.goto(from);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      if (run > 0) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.evaluate(
        `document.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true, once: true })`,
      );
      await click(page);
      const ms = await page.waitForFunction(`(() => (${drawn}) ? performance.now() - window.__clickAt : false)()`, undefined, {
        timeout: 120_000,
        polling: 'raf',
      });
      const label = `run ${run}${run ? '' : ' (warm-up)'}: click → drawn ${Math.round((await ms.jsonValue()) as number)} ms`;
      if (run > 0) {
        await page.waitForTimeout(500);
        const trace = (await browser.stopTracing()).toString();
        if (process.env.KEEP_TRACE) fs.writeFileSync(`/tmp/map-trace-${run}.json`, trace);
        console.log(`${label}; long tasks from the trace's start:\n  ${describeLongTasks(trace).join('\n  ')}`);
      } else console.log(label);
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
}

void main();
