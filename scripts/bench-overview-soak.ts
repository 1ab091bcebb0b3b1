/**
 * The overview wall soak (`npm run bench:overview -- --soak`): `/wall/overview` left alone for
 * SOAK_MINUTES (default 30) the way a control room leaves it, every panel polling by itself. Every
 * SAMPLE_S (60 s) it collects garbage (CDP HeapProfiler.collectGarbage) and reads JSHeapUsedSize
 * (CDP Performance.getMetrics), and checks every panel still shows its figure. Heap growth is
 * measured from the sample after the warm-up (SOAK_WARMUP_MIN: 5, or 1 for runs of 10 minutes or
 * less) to the last one; the budget is ≤ 10 % over 30 minutes.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

const SAMPLE_S = Number(process.env.SOAK_SAMPLE_S ?? 60);

export interface OverviewSoakResult {
  minutes: number;
  warmupMin: number;
  samples: Array<{ minute: number; heapMB: number; figures: number }>;
  afterWarmupMB: number;
  endMB: number;
  maxAfterWarmupMB: number;
  growthPct: number;
}

async function gcHeapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1048576;
}

/** How many of the panels' figures show a value right now. */
const figuresShown = (page: Page, figures: string[]) =>
  page.evaluate(
    (names) => names.filter((f) => (document.querySelector(`output[aria-label="${f}"]`)?.textContent ?? '').trim() !== '').length,
    figures,
  );

export async function soakOverviewWall(
  browser: Browser,
  base: string,
  sessionJson: string,
  figures: string[],
  minutes: number,
): Promise<OverviewSoakResult> {
  const warmupMin = Number(process.env.SOAK_WARMUP_MIN ?? (minutes <= 10 ? 1 : 5));
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, baseURL: base });
  await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), sessionJson);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto('/wall/overview');
  await page.waitForFunction((n) => document.querySelectorAll('output[aria-label]').length >= n, figures.length, { timeout: 60_000 });
  const samples: OverviewSoakResult['samples'] = [{ minute: 0, heapMB: await gcHeapMB(cdp), figures: await figuresShown(page, figures) }];
  const t0 = Date.now();
  for (let next = SAMPLE_S; next <= minutes * 60; next += SAMPLE_S) {
    await page.waitForTimeout(Math.max(0, t0 + next * 1000 - Date.now()));
    const s = { minute: Math.round((next / 60) * 10) / 10, heapMB: await gcHeapMB(cdp), figures: await figuresShown(page, figures) };
    samples.push(s);
    console.log(`[soak] minute ${s.minute}: heap after GC ${s.heapMB.toFixed(2)} MB, ${s.figures}/${figures.length} figures shown`);
  }
  await context.close();
  const base0 = samples.find((h) => h.minute >= warmupMin) ?? samples[0]!;
  const last = samples[samples.length - 1]!;
  const after = samples.filter((h) => h.minute >= base0.minute);
  return {
    minutes,
    warmupMin,
    samples,
    afterWarmupMB: base0.heapMB,
    endMB: last.heapMB,
    maxAfterWarmupMB: Math.max(...after.map((h) => h.heapMB)),
    growthPct: (100 * (last.heapMB - base0.heapMB)) / base0.heapMB,
  };
}
