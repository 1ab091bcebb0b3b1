/**
 * `npm run bench:overview`: the operations overview's first paint after sign-in, in Debian Chromium
 * against the production build served by the real service on the demo data (cameras off: the
 * figure is the panels', not the video's). Per run: click the demo user on /sign-in, then time
 * until every panel shows its figure (live, flights, tasks, detections, media) and the fleet map
 * has its style. Medians of RUNS. Writes the `## Overview` section of docs/benchmarks.md (not
 * with NO_WRITE=1). Run `npm run build` first.
 *
 * `-- --soak`: instead, `/wall/overview` left alone for SOAK_MINUTES (default 30) with the heap
 * after a forced GC every minute (bench-overview-soak.ts); prints the figures and markdown rows.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { soakOverviewWall } from './bench-overview-soak';
import { writeBenchSection } from './bench-doc';

const RUNS = Number(process.env.RUNS ?? 5);
const BUDGET_MS = 1500;
const FIGURES = ['Devices streaming', 'Flights today', 'Open tasks', 'Detection records in 24 h', 'Files in 7 days'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** The soak: sign in through /dev/login as amara, then leave the overview wall alone. */
async function soak(minutes: number) {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const sessionJson = JSON.stringify(await devLoginAt(service.url, 'amara'));
    const r = await soakOverviewWall(browser, service.url, sessionJson, FIGURES, minutes);
    console.log(`
Overview wall soak, ${r.minutes} min (warm-up ${r.warmupMin} min), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average at the end ${os.loadavg()[0]?.toFixed(1)}
Heap after GC by minute (MB): ${r.samples.map((h) => `${h.minute}: ${h.heapMB.toFixed(2)}`).join(', ')}
Figures shown at each sample: ${r.samples.map((h) => h.figures).join(', ')} of ${FIGURES.length}

| heap after GC, after warm-up (${r.warmupMin} min) | at the end (${r.minutes} min) | highest after warm-up | growth after warm-up |
|---|---|---|---|
| ${r.afterWarmupMB.toFixed(2)} MB | ${r.endMB.toFixed(2)} MB | ${r.maxAfterWarmupMB.toFixed(2)} MB | **${r.growthPct.toFixed(1)} %** |
`);
  } finally {
    await browser.close();
    await service.stop();
  }
}

async function main() {
  if (process.argv.includes('--soak')) return soak(Number(process.env.SOAK_MINUTES ?? 30));
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: Array<{ all: number; slowest: string; map: number; track: number }> = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      await page.goto(`${service.url}/sign-in`);
      const user = page.getByRole('button', { name: /@amara ·/ });
      await user.waitFor();
      // The clock starts in the page at the click, so the figure is the browser's, not Playwright's round trips.
      await page.evaluate(() =>
        document.addEventListener('click', () => performance.mark('overview:sign-in'), { capture: true, once: true }),
      );
      await user.click();
      // A string, not a function: tsx would wrap named inner functions in a helper the page does not have.
      const times = (await page.evaluate(`new Promise((resolve) => {
        const figures = ${JSON.stringify(FIGURES)};
        const seen = {};
        const tick = () => {
          for (const f of figures) {
            if (seen[f] !== undefined) continue;
            const el = document.querySelector('output[aria-label="' + f + '"]');
            if (el && el.textContent && el.textContent.trim() !== '') seen[f] = performance.now();
          }
          if (seen.map === undefined && document.querySelector('[aria-label="Map of the fleet"][data-map-ready="true"]')) seen.map = performance.now();
          if (seen.track === undefined && document.querySelector('[aria-label="Last flight\\'s track"]')) seen.track = performance.now();
          if (Object.keys(seen).length === figures.length + 2) {
            const start = performance.getEntriesByName('overview:sign-in')[0].startTime;
            resolve(Object.fromEntries(Object.entries(seen).map(([k, v]) => [k, v - start])));
          } else requestAnimationFrame(tick);
        };
        tick();
      })`)) as Record<string, number>;
      const panels = FIGURES.map((f) => [f, times[f]!] as const);
      const [slowest, all] = panels.reduce((a, b) => (b[1] > a[1] ? b : a));
      results.push({ all, slowest, map: times.map!, track: times.track! });
      console.log(
        `run ${run + 1}: all panels ${all.toFixed(0)} ms (last: ${slowest}), map style ${times.map!.toFixed(0)} ms, last flight's track ${times.track!.toFixed(0)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
  const all = median(results.map((r) => r.all));
  const map = median(results.map((r) => r.map));
  const track = median(results.map((r) => r.track));
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian Chromium headless`;
  const section = `## Overview

Command: \`npm run build && npm run bench:overview\` (scripts/bench-overview.ts). Machine: ${cpu} (shared with other jobs). Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average at the end: ${os.loadavg()[0]?.toFixed(1)}.

Demo data (cameras off), signed in as amara by clicking the demo user on /sign-in; measured in the page from the click to every panel showing its figure. Medians of ${RUNS} runs.

| measure | budget | result |
|---|---|---|
| first paint of all panels after sign-in (live, flights, tasks, detections in 24 h, recent media) | ≤ ${BUDGET_MS} ms | **${all.toFixed(0)} ms** (runs: ${results.map((r) => r.all.toFixed(0)).join(', ')}; last panel per run: ${results.map((r) => r.slowest).join(', ')}) |
| fleet map style loaded | — | ${map.toFixed(0)} ms |
| last flight's track drawn on the fleet map (its name in the legend) | — | ${track.toFixed(0)} ms (runs: ${results.map((r) => r.track.toFixed(0)).join(', ')}) |
`;
  console.log(section);
  writeBenchSection('Overview', section);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
