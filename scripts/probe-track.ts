/**
 * `npx tsx scripts/probe-track.ts`: where the in-app open of a 100,000-point track goes. Seeds the
 * service (SEED logs, default 2,000; 100000 as bench:flights), puts the bench's dense track on one
 * log, then per run: the team view in the app, a click on that row, and the page's marks after the
 * click (`flight-track:*` from the track worker and the map, resource timings). The first rows come
 * WAIT ms (default 500) before the click unless NOWAIT=1 (the bench clicks at once, while the logbook still
 * works; WAIT=6000 lets the logbook's whole list finish first).
 * TRACE=1 also writes a Chrome trace of each run to /tmp/track-trace-<run>.json (for
 * trace-long-tasks.ts or any trace viewer); PROFILE=1 prints a CPU profile's top functions.
 * APP_DIST=<dir> probes another build; RUNS (default 3). Run `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { denseTrack } from './dense-track';
import { TRACE_CATEGORIES } from './trace-long-tasks';
import { summarise, type Profile } from './cpu-profile';

const N = 100_000;
async function main() {
  const seeding = await startService({ env: { BENCH_SEED_FLIGHTS: process.env.SEED ?? '2000', CAMERAS: 'off' }, timeoutMs: 600_000 });
  await seeding.stop();
  const service = await startService({ dataDir: seeding.dataDir, serveApp: true, env: { CAMERAS: 'off' } });
  const base = service.url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const login = await devLoginAt(base, 'amara', 7200);
    const auth = { authorization: `Bearer ${login.credentials.authToken}` };
    const page1 = (await (await fetch(`${base}/v1/flights/team?limit=100`, { headers: auth })).json()) as {
      items: Array<{ id: string; storagePath: string }>;
    };
    const dense =
      page1.items.slice(0, 10).find((f) => !page1.items.some((g) => g !== f && g.storagePath === f.storagePath)) ?? page1.items[0]!;
    fs.writeFileSync(path.join(seeding.dataDir, 'flights', dense.storagePath), denseTrack(N));
    await Promise.all(['0/0/0', '4/8/5'].map((t) => fetch(`${base}/basemaps/default/${t}`).then((res) => res.arrayBuffer())));
    for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), JSON.stringify(login));
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log('page error:', e.message));
      await page.goto(`${base}/channels`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Flights' }).click();
      await page.locator('[role="grid"][aria-label="Flight logs"] [data-row-index]').first().waitFor();
      await page.waitForLoadState('networkidle');
      if (!process.env.NOWAIT) await page.waitForTimeout(Number(process.env.WAIT ?? 500));
      await page.evaluate(`document.addEventListener('click', () => { performance.mark('probe:click'); }, { capture: true, once: true })`);
      // As bench:flights sees it: each frame notes the first with the line's mark and the first with the chart's canvas.
      await page.evaluate(`(() => {
        const seen = {};
        const tick = () => {
          const m = document.querySelector('[aria-label="Flight track map"][data-track-drawn="${N}"]');
          if (m && !seen.line) { seen.line = 1; performance.mark('probe:frame-sees-line'); }
          if (document.querySelector('[aria-label="Altitude, speed and battery over the flight"] canvas') && !seen.chart) { seen.chart = 1; performance.mark('probe:frame-sees-chart'); }
          if (!seen.line || !seen.chart) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      if (process.env.TRACE)
        await browser.startTracing(page, {
          categories: [...TRACE_CATEGORIES, 'blink.user_timing', 'disabled-by-default-devtools.timeline.frame'],
        });
      const cdp = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      await page.locator(`a[href="/flights/${encodeURIComponent(dense.id)}"]`).click();
      await page.locator(`[aria-label="Flight track map"][data-track-drawn="${N}"]`).waitFor({ timeout: 60_000 });
      await page.locator('[aria-label="Altitude, speed and battery over the flight"] canvas').first().waitFor();
      await page.waitForTimeout(300);
      if (cdp) console.log(summarise(((await cdp.send('Profiler.stop')) as { profile: Profile }).profile, 25));
      const trace = process.env.TRACE ? (await browser.stopTracing()).toString() : '';
      const marks = (await page.evaluate(() => {
        const click = performance.getEntriesByName('probe:click')[0]!.startTime;
        const out: string[] = [];
        for (const e of performance.getEntries()) {
          if (e.startTime < click - 1) continue;
          if (e.entryType === 'mark' || e.entryType === 'measure')
            out.push(
              `${(e.startTime - click).toFixed(0)}${e.entryType === 'measure' ? `–${(e.startTime + e.duration - click).toFixed(0)}` : ''} ${e.name}`,
            );
          if (e.entryType === 'resource' && /track|flights|\.js|style|basemap/.test(e.name))
            out.push(
              `${(e.startTime - click).toFixed(0)}–${((e as PerformanceResourceTiming).responseEnd - click).toFixed(0)} res ${e.name.split('/').slice(-2).join('/').slice(0, 60)}`,
            );
        }
        return out.sort((a, b) => parseFloat(a) - parseFloat(b));
      })) as string[];
      console.log(`--- run ${run}`);
      for (const m of marks) console.log('  ' + m);
      if (trace) fs.writeFileSync(`/tmp/track-trace-${run}.json`, trace);
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
}
void main();
