/**
 * `npx tsx scripts/profile-analytics-zoom.ts`: where the main thread's time goes when zooming and
 * panning the analytics time series (the bench:analytics steps) under the Chrome DevTools CPU
 * profiler. BENCH_RECORDS (default 100,000) records as in bench:analytics; APP_DIST=<dir> profiles
 * another build; PROFILE_DIR=<dir> also writes the raw .cpuprofile. Run `npm run build` first.
 */
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { zoomAndPan } from './bench-analytics-zoom';
import { analyticsContext, analyticsPages, openLoaded } from './bench-analytics-setup';
import { profiled } from './cpu-profile';

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const scope = analyticsPages(Number(process.env.BENCH_RECORDS ?? 100_000), 1000, Math.floor(Date.now() / 60_000) * 60_000);
    const context = await analyticsContext(browser, JSON.stringify(await devLoginAt(service.url, 'amara')), scope);
    const page = await context.newPage();
    await openLoaded(page, service.url, scope);
    const cdp = await context.newCDPSession(page);
    // Long animation frames (over 50 ms would be the API's default; every frame over 16 ms here):
    // how much of each went to script, forced layout, and the frame's own style/layout/paint.
    await page.evaluate(`(() => {
      window.__loaf = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__loaf.push(e.toJSON()))).observe({ type: 'long-animation-frame' });
    })()`);
    const r = await profiled(cdp, 'analytics zoom and pan', () => zoomAndPan(page), 25);
    console.log(`frames ${r.frames.map((f) => f.toFixed(0)).join(', ')} ms`);
    const loaf = (await page.evaluate('window.__loaf')) as Array<{
      duration: number;
      renderStart: number;
      styleAndLayoutStart: number;
      startTime: number;
      scripts: Array<{ invoker: string; duration: number; forcedStyleAndLayoutDuration: number; sourceFunctionName: string }>;
    }>;
    for (const f of loaf) {
      const end = f.startTime + f.duration;
      console.log(
        `LoAF ${f.duration.toFixed(0)} ms: render ${(f.renderStart ? f.styleAndLayoutStart - f.renderStart : 0).toFixed(0)} ms (rAF etc.), style+layout+paint ${(f.styleAndLayoutStart ? end - f.styleAndLayoutStart : 0).toFixed(0)} ms; scripts: ${f.scripts
          .map((s) => `${s.invoker} ${s.duration.toFixed(0)} ms (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})`)
          .join('; ')}`,
      );
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
