/**
 * `npx tsx scripts/trace-analytics-load.ts`: what runs inside each main-thread task over 50 ms
 * while the analytics page loads BENCH_RECORDS (default 1,000,000) records as in bench:analytics,
 * from a Chrome trace (trace-long-tasks.ts), which also sees raster, paint and V8's lazy compiles
 * that a CPU profile folds into "(program)". A trace costs far less than the sampling profiler of
 * profile-analytics-load.ts, so the tasks look more like the bench's. Prints, per run, the page's
 * long tasks in the bench's window (from the `analytics:loading` mark to a second after the full
 * aggregate) and every traced task over 50 ms (times from the trace's first event, so the startup
 * ones come first). APP_DIST=<dir> traces another build; RUNS (default 2); KEEP_TRACE=1 writes each
 * run's trace to /tmp/analytics-trace-<run>.json. Run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { analyticsContext, analyticsPages, openLoaded } from './bench-analytics-setup';
import { describeLongTasks, TRACE_CATEGORIES } from './trace-long-tasks';

/** V8's compile events too: the first call of a lazily compiled function compiles it on this thread. */
const CATEGORIES = [...TRACE_CATEGORIES, 'v8', 'disabled-by-default-v8.compile'];

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const n = Number(process.env.BENCH_RECORDS ?? 1_000_000);
    const scope = analyticsPages(n, 1000, Math.floor(Date.now() / 60_000) * 60_000);
    const session = JSON.stringify(await devLoginAt(service.url, 'amara'));
    for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
      const context = await analyticsContext(browser, session, scope);
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      const { load, settled } = await openLoaded(page, service.url, scope);
      const trace = (await browser.stopTracing()).toString();
      if (process.env.KEEP_TRACE) fs.writeFileSync(`/tmp/analytics-trace-${run}.json`, trace);
      const inWindow = await page.evaluate((end) => {
        const loading = performance.getEntriesByName('analytics:loading')[0]?.startTime ?? 0;
        const all = (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks;
        return all.filter(([s]) => s >= loading && s < end).map(([s, d]) => `${d.toFixed(0)} ms @+${(s - loading).toFixed(0)}`);
      }, settled);
      console.log(`\n=== run ${run + 1}: load ${load} ms, load average ${os.loadavg()[0]!.toFixed(1)}`);
      console.log(`long tasks in the window (from the loading mark): ${inWindow.join(', ') || 'none'}`);
      console.log(`traced tasks over 50 ms:\n  ${describeLongTasks(trace, 50, 10).join('\n  ')}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
