/**
 * `npx tsx scripts/profile-analytics-load.ts`: which main-thread work makes the tasks over 50 ms
 * while the analytics page loads BENCH_RECORDS (default 1,000,000) records as in bench:analytics.
 * The whole load runs under the Chrome DevTools CPU profiler (over CDP); every stretch of the
 * main thread busy for over 50 ms without an idle sample is printed with its top functions, beside
 * the page's long-animation-frame entries (script attribution, style and layout). APP_DIST=<dir>
 * profiles another build (a non-minified one, `npx vite build --minify false --outDir <dir>`,
 * names the functions); RUNS (default 1). PROFILE=0 leaves the profiler off (it slows the page down
 * and adds tasks of its own): the long-animation-frame entries alone, as the bench sees the page.
 * Run `npm run build` first.
 */
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { analyticsContext, analyticsPages, openLoaded } from './bench-analytics-setup';
import type { Profile } from './cpu-profile';

interface Loaf {
  startTime: number;
  duration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  blockingDuration: number;
  scripts: Array<{
    invoker: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
    sourceFunctionName: string;
    sourceURL: string;
  }>;
}

/** Stretches of at least `minMs` with no idle sample, with the self time of their top functions. */
function busyStretches(p: Profile, minMs: number): string[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const out: string[] = [];
  let t = p.startTime;
  let start = -1;
  let self = new Map<string, number>();
  const flush = (end: number) => {
    const ms = (end - start) / 1000;
    if (start >= 0 && ms >= minMs) {
      const top = [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([k, v]) => `${v.toFixed(0)} ${k}`)
        .join(' | ');
      out.push(`busy ${ms.toFixed(0)} ms at +${((start - p.startTime) / 1000).toFixed(0)} ms: ${top}`);
    }
    start = -1;
    self = new Map();
  };
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    const f = byId.get(id)?.callFrame;
    const name = f?.functionName ?? '';
    if (name === '(idle)') return flush(t);
    if (start < 0) start = t - dt;
    const key = `${name || '(anon)'} ${f?.url ? path.basename(f.url.split('?')[0] ?? '') : ''}:${(f?.lineNumber ?? 0) + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt / 1000);
  });
  flush(t);
  return out;
}

const PROFILE = process.env.PROFILE !== '0';
/** Long-animation-frame entries longer than this are printed (MIN_LOAF, default 50 ms). */
const MIN_LOAF = Number(process.env.MIN_LOAF ?? 50);

async function main(): Promise<void> {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const n = Number(process.env.BENCH_RECORDS ?? 1_000_000);
    const scope = analyticsPages(n, 1000, Math.floor(Date.now() / 60_000) * 60_000);
    const session = JSON.stringify(await devLoginAt(service.url, 'amara'));
    for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
      const context = await analyticsContext(browser, session, scope);
      await context.addInitScript(() => {
        const w = window as unknown as { __loaf: unknown[] };
        w.__loaf = [];
        new PerformanceObserver((l) => l.getEntries().forEach((e) => w.__loaf.push(e.toJSON()))).observe({
          type: 'long-animation-frame',
          buffered: true,
        });
      });
      const page = await context.newPage();
      const cdp = PROFILE ? await context.newCDPSession(page) : null;
      await cdp?.send('Profiler.enable');
      await cdp?.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp?.send('Profiler.start');
      const { load } = await openLoaded(page, service.url, scope);
      await page.waitForTimeout(1000);
      const stopped = (await cdp?.send('Profiler.stop')) as unknown as { profile: Profile } | undefined;
      const r = await page.evaluate((min) => {
        const w = window as unknown as { __longTasks: Array<[number, number]>; __loaf: Loaf[] };
        const loading = performance.getEntriesByName('analytics:loading')[0]?.startTime ?? 0;
        return { loading, long: w.__longTasks, loaf: w.__loaf.filter((f) => f.duration > min) };
      }, MIN_LOAF);
      console.log(
        `\n=== run ${run + 1}: load ${load} ms, load average ${os.loadavg()[0]!.toFixed(1)}, loading mark at ${r.loading.toFixed(0)} ms`,
      );
      console.log(`long tasks: ${r.long.map(([s, d]) => `${d.toFixed(0)} ms @${s.toFixed(0)}`).join(', ')}`);
      for (const f of r.loaf) {
        const end = f.startTime + f.duration;
        console.log(
          `LoAF ${f.duration.toFixed(0)} ms @${f.startTime.toFixed(0)} (blocking ${f.blockingDuration.toFixed(0)}): render ${(f.renderStart ? f.styleAndLayoutStart - f.renderStart : 0).toFixed(0)} ms, style+layout ${(f.styleAndLayoutStart ? end - f.styleAndLayoutStart : 0).toFixed(0)} ms; scripts: ${f.scripts
            .map(
              (s) =>
                `${s.invoker} ${s.sourceFunctionName} ${path.basename(s.sourceURL)} ${s.duration.toFixed(0)} ms (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})`,
            )
            .join('; ')}`,
        );
      }
      for (const s of stopped ? busyStretches(stopped.profile, 40) : []) console.log(s);
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
