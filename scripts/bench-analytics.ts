/**
 * `npm run bench:analytics`: one million detections through the real analytics page, in Debian
 * Chromium against the production build served by the real service. The records are generated
 * here (not in any seed): one device, 30 days, daily rhythm, 8 classes, 400 sessions, served as
 * compact pages by `page.route` for that device only (the rest of the app talks to the service).
 * Per run (medians of RUNS):
 *  - aggregate after the last page: from the page's `analytics:loaded` mark (the worker, which
 *    fetches and keeps the pages, reports it holds all of them) to the first `analytics:aggregated`
 *    mark that covers all records;
 *  - the worker's own time for that aggregate;
 *  - main-thread long tasks (PerformanceObserver 'longtask', i.e. > 50 ms) during the whole load,
 *    and the longest one;
 *  - zoom and pan (bench-analytics-zoom.ts): drag-zooms on the chart and the Earlier/Later buttons,
 *    each frame timed from the aggregate's arrival on the page to the chart drawn, plus rAF intervals.
 * Writes the `## Analytics` section of docs/benchmarks.md (not with NO_WRITE=1). Run `npm run build` first.
 */
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { ANALYTICS_KEYS } from '../src/lib/contract/analytics';
import { createRng } from '../server/seed/random';
import { dayRhythm } from '../server/seed/analytics-rhythm';
import { writeBenchSection } from './bench-doc';
import { zoomAndPan, type ZoomPanResult } from './bench-analytics-zoom';

const RUNS = Number(process.env.RUNS ?? 3);
const N = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PAGE = Number(process.env.BENCH_PAGE_SIZE ?? 1000);
const DEVICE = 'bench-dev-1';
const DAY = 86_400_000;
const BUDGET = { aggregateMs: 1000, longTaskMs: 50, frameMs: 16 };
const CLASSES = ['person', 'vehicle', 'crack', 'corrosion', 'vegetation', 'insulator_damage', 'bird_nest', 'water_pooling'];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** N records over 30 days in 400 sessions, in time order, as compact pages (JSON text, built once). */
function pages(to: number): string[] {
  const rng = createRng('bench-analytics');
  const from = to - 30 * DAY;
  const step = (to - from) / N;
  const out: string[] = [];
  let rows: unknown[][] = [];
  const total = Math.ceil(N / PAGE);
  for (let i = 0; i < N; i++) {
    const ts = Math.floor(from + i * step);
    const diurnal = rng.next() < dayRhythm(ts);
    const cls = diurnal ? CLASSES[rng.int(0, 1)]! : CLASSES[rng.int(2, CLASSES.length - 1)]!;
    const session = Math.floor((i / N) * 400);
    rows.push([
      cls,
      rng.int(1, 5),
      DEVICE,
      i % 9000,
      'yolov8m-bench',
      `bench-session-${session}`,
      `DJI_${session}_${Math.floor(i / 9000) % 1000}_V.MP4`,
      new Date(ts).toISOString(),
    ]);
    if (rows.length === PAGE || i === N - 1) {
      out.push(JSON.stringify({ keys: ANALYTICS_KEYS, total_num_pages: total, data: rows }));
      rows = [];
    }
  }
  return out;
}

async function main() {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const to = Math.floor(Date.now() / 60_000) * 60_000;
  const from = to - 30 * DAY;
  const t0 = Date.now();
  const body = pages(to);
  console.log(`generated ${N.toLocaleString()} records in ${body.length} pages in ${Date.now() - t0} ms`);
  const results: Array<{
    aggregate: number;
    worker: number;
    longTasks: number;
    longest: number;
    startupLongest: number;
    load: number;
    zoom: ZoomPanResult;
  }> = [];
  try {
    const sessionJson = JSON.stringify(await devLoginAt(service.url, 'amara'));
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript((v) => {
        sessionStorage.setItem('lops.session', v);
        const w = window as unknown as { __longTasks: Array<[number, number]> };
        w.__longTasks = [];
        new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push([e.startTime, e.duration]))).observe({
          type: 'longtask',
          buffered: true,
        });
      }, sessionJson);
      await context.route(new RegExp(`/v1/analytics/${DEVICE}/\\d+/\\d+/\\d+$`), (route) => {
        const page = Number(route.request().url().split('/').at(-1));
        void route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: body[page - 1] ?? JSON.stringify({ keys: ANALYTICS_KEYS, total_num_pages: body.length, data: [] }),
        });
      });
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${service.url}/analytics?device=${DEVICE}&range=custom&from=${from}&to=${to}&tz=utc`);
      await page.getByText(new RegExp(`^Loaded .*${body.length} of ${body.length} pages`)).waitFor({ timeout: 600_000 });
      const load = Date.now() - started;
      await page.waitForFunction(
        (n) => performance.getEntriesByName('analytics:aggregated').some((m) => (m as PerformanceMark).detail.records === n),
        N,
        { timeout: 60_000 },
      );
      const r = await page.evaluate((n) => {
        const loaded = performance.getEntriesByName('analytics:loaded')[0] as PerformanceMark;
        const agg = (performance.getEntriesByName('analytics:aggregated') as PerformanceMark[]).find(
          (m) => m.detail.records === n && m.startTime >= loaded.startTime,
        )!;
        // From the first page request on: the app's start-up (bundle, React mount) is not the loader's doing.
        const loading = performance.getEntriesByName('analytics:loading')[0] as PerformanceMark;
        const all = (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks;
        const tasks = all.filter(([start]) => start >= loading.startTime).map(([, d]) => d);
        const startup = all.filter(([start]) => start < loading.startTime).map(([, d]) => d);
        return {
          aggregate: agg.startTime - loaded.startTime,
          worker: agg.detail.ms as number,
          longTasks: tasks.length,
          longest: Math.max(0, ...tasks),
          startupLongest: Math.max(0, ...startup),
        };
      }, N);
      const zoom = await zoomAndPan(page);
      results.push({ ...r, load, zoom });
      console.log(
        `run ${run + 1}: load ${load} ms, aggregate after last page ${r.aggregate.toFixed(0)} ms (worker ${r.worker.toFixed(0)} ms), long tasks ${r.longTasks} (longest ${r.longest.toFixed(0)} ms; before loading ${r.startupLongest.toFixed(0)} ms); zoom/pan frames ${zoom.frames.map((f) => f.toFixed(0)).join(', ')} ms (worker ${zoom.workerMs.map((f) => f.toFixed(0)).join(', ')} ms), rAF p95 ${zoom.rafP95.toFixed(1)} ms, max ${zoom.rafMax.toFixed(1)} ms`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
  }
  const m = {
    aggregate: median(results.map((r) => r.aggregate)),
    worker: median(results.map((r) => r.worker)),
    longest: Math.max(...results.map((r) => r.longest)),
    longTasks: results.map((r) => r.longTasks).join(', '),
    load: median(results.map((r) => r.load)),
    frame: median(results.flatMap((r) => r.zoom.frames)),
    frameMax: Math.max(...results.flatMap((r) => r.zoom.frames)),
    zoomWorker: median(results.flatMap((r) => r.zoom.workerMs)),
    rafP95: median(results.map((r) => r.zoom.rafP95)),
    rafMax: Math.max(...results.map((r) => r.zoom.rafMax)),
    steps: results[0]?.zoom.frames.length ?? 0,
  };
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian Chromium headless`;
  const section = `## Analytics

Command: \`npm run build && npm run bench:analytics\` (scripts/bench-analytics.ts). Machine: ${cpu}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average at the end: ${os.loadavg()[0]?.toFixed(1)}.

${N.toLocaleString()} records (one device, 30 days, 8 classes, 400 sessions), generated by the script and served as ${body.length} compact pages of ${PAGE} by \`page.route\` to the real analytics page of the production build (4 pages in flight; the rest of the app talks to the real service). Medians of ${RUNS} runs.

| measure | budget | result |
|---|---|---|
| aggregate of all records on the page, after the last page arrived | ≤ ${BUDGET.aggregateMs} ms | **${m.aggregate.toFixed(0)} ms** (worker's own time ${m.worker.toFixed(0)} ms) |
| main-thread tasks over 50 ms, from the first page request to the end of the load (per run) | none | **${m.longTasks}** (longest ${m.longest.toFixed(0)} ms) |
| whole load, navigation to "Loaded" | — | ${(m.load / 1000).toFixed(1)} s |
| zooming and panning the time series (${m.steps} steps a run: 2 drag-zooms, 3 × Later, 3 × Earlier): main-thread work of a frame, from the new aggregate's arrival on the page to the chart drawn | ≤ ${BUDGET.frameMs} ms | **median ${m.frame.toFixed(1)} ms, max ${m.frameMax.toFixed(1)} ms** (re-aggregating the view in the worker meanwhile: median ${m.zoomWorker.toFixed(0)} ms, off the main thread) |
| … rAF frame intervals during those steps | — | p95 ${m.rafP95.toFixed(1)} ms (median of runs), longest ${m.rafMax.toFixed(1)} ms |
`;
  console.log(section);
  writeBenchSection('Analytics', section);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
