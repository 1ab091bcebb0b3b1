/**
 * `npx tsx scripts/probe-fence-frames.ts`: is the 2,000-area geofence's open slow because of the
 * areas (pixels, vertices) or because these are the map's first frames (SwiftShader builds each
 * pipeline at its first draw)? Opens the fence in the app (a click on the task in its job's board),
 * then, once the map is idle: (a) pans it by 1 px and back (the same tiles redrawn), (b) replaces the
 * data with a copy shifted a little (new tiles, uploaded and drawn by pipelines already used). Prints
 * each step's time to the next frame after idle and its main-thread long tasks. RUNS runs (default 3)
 * after a warm-up. WARM=1 opens a one-area fence first (another map), then goes back to the board.
 * Run `npm run build` first.
 */
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { manyAreas } from './bench-jobs-data';
import { apiFor, seedFenceJob } from './bench-jobs-seed';

const RUNS = Number(process.env.RUNS ?? 3);

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const login = await devLoginAt(service.url, 'amara', 7200);
    // WARM=1: a task with a one-area fence is opened first and left (as a planner who looked at another
    // task): whether pipelines built by that map's first frames make the 2,000 areas' first frames cheap.
    const { jobId, taskIds } = await seedFenceJob(apiFor(service.url, login), [
      { title: '2,000 areas', geojson: manyAreas(2000) },
      { title: 'one area', geojson: manyAreas(1) },
    ]);
    const [task, small] = taskIds as [string, string];
    for (let run = 0; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), JSON.stringify({ ...login, username: 'amara' }));
      const page = await context.newPage();
      await page.goto(`${service.url}/jobs/${jobId}`);
      await page.waitForLoadState('networkidle');
      if (process.env.WARM === '1') {
        await page.locator(`a[href="/tasks/${small}"]`).first().click();
        await page.locator('[aria-label="Geofence map"][data-fence-count="1"]').waitFor({ timeout: 120_000 });
        await page.goBack();
        await page.locator(`a[href="/tasks/${task}"]`).first().waitFor();
      }
      await page.waitForTimeout(1500);
      await page.evaluate(`(() => {
        window.__lt = [];
        new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([e.startTime, e.duration]); }).observe({ type: 'longtask' });
      })()`);
      const t0 = (await page.evaluate('performance.now()')) as number;
      await page.locator(`a[href="/tasks/${task}"]`).first().click();
      await page.locator('[aria-label="Geofence map"][data-fence-count="2000"]').waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1500);
      const step = async (name: string, action: string) => {
        const from = (await page.evaluate('performance.now()')) as number;
        const ms = (await page.evaluate(`new Promise((done) => {
          const m = document.querySelector('[aria-label="Geofence map"]').maplibre;
          const start = performance.now();
          m.once('idle', () => requestAnimationFrame(() => done(performance.now() - start)));
          ${action};
          m.triggerRepaint();
        })`)) as number;
        await page.waitForTimeout(300);
        const lt = ((await page.evaluate('window.__lt')) as [number, number][]).filter(([s]) => s >= from).map(([, d]) => Math.round(d));
        return `${name} ${Math.round(ms)} ms (long tasks ${lt.join(', ') || 'none'})`;
      };
      const open = ((await page.evaluate('window.__lt')) as [number, number][]).filter(([s]) => s >= t0).map(([, d]) => Math.round(d));
      const pan = await step('pan 1px →', `m.panBy([1, 0], { duration: 0 })`);
      const pan2 = await step('pan 1px ←', `m.panBy([-1, 0], { duration: 0 })`);
      const shift = await step(
        'new data →',
        `(() => { const s = m.getSource('fence'); const d = s._data.geojson ?? s._data; const c = JSON.parse(JSON.stringify(d));
           for (const f of c.features) if (f.geometry.type === 'Polygon') for (const ring of f.geometry.coordinates) for (const p of ring) p[0] += 0.0001;
           s.setData(c); })()`,
      );
      const drawn = await page.evaluate(`document.querySelector('[aria-label="Geofence map"]').getAttribute('data-fence-drawn')`);
      console.log(`run ${run}: open long tasks ${open.join(', ')} (drawn ${String(drawn)}); ${pan}; ${pan2}; ${shift}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
}
void main();
