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
 *  - main-thread long tasks (PerformanceObserver 'longtask', i.e. > 50 ms) from the first page
 *    request to a second after the full aggregate, and the longest one (the bench waits on the
 *    page's marks, not with a polled locator, so its own DOM scans are not among them);
 *  - the same load in a Chrome trace: each main-thread task over 50 ms with the time the page's
 *    thread ran in it (a task that lasts 80 ms while its thread ran 5 ms waited for a core that the
 *    OS gave to another process; the page cannot tell the two apart);
 *  - zoom and pan (bench-analytics-zoom.ts): drag-zooms on the chart and the Earlier/Later buttons,
 *    each frame timed from the aggregate's arrival on the page to the chart drawn, plus rAF intervals.
 * Writes the `## Analytics` section of docs/benchmarks.md (not with NO_WRITE=1). Run `npm run build` first.
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { writeBenchSection } from './bench-doc';
import { zoomAndPan, type ZoomPanResult } from './bench-analytics-zoom';
import { analyticsContext, analyticsPages, openLoaded, type BenchScope } from './bench-analytics-setup';
import { tracedTasksAfterMark, type TracedTask } from './trace-long-tasks';

const RUNS = Number(process.env.RUNS ?? 3);
const N = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PAGE = Number(process.env.BENCH_PAGE_SIZE ?? 1000);
const BUDGET = { aggregateMs: 1000, longTaskMs: 50, frameMs: 16 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

interface RunResult {
  aggregate: number;
  worker: number;
  longTasks: number;
  longest: number;
  startupLongest: number;
  at: string[];
  /** The same window's tasks over 50 ms in a Chrome trace, with the time the page's thread ran in each. */
  traced: TracedTask[];
  load: number;
  zoom: ZoomPanResult;
}

/** One run on the build that `baseUrl` serves: load everything, read the marks, then zoom and pan. */
async function measure(browser: Browser, baseUrl: string, sessionJson: string, scope: BenchScope): Promise<RunResult> {
  const context = await analyticsContext(browser, sessionJson, scope);
  try {
    const page = await context.newPage();
    // A light trace of the load: each long task's thread time, which the page cannot measure.
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    const { load, settled } = await openLoaded(page, baseUrl, scope);
    const trace = (await browser.stopTracing()).toString();
    const r = await page.evaluate(
      ([n, settled]) => {
        const loaded = performance.getEntriesByName('analytics:loaded')[0] as PerformanceMark;
        const agg = (performance.getEntriesByName('analytics:aggregated') as PerformanceMark[]).find(
          (m) => m.detail.records === n && m.startTime >= loaded.startTime,
        )!;
        // From the first page request on: the app's start-up (bundle, React mount) is not the loader's doing.
        const loading = performance.getEntriesByName('analytics:loading')[0] as PerformanceMark;
        const all = (window as unknown as { __longTasks: Array<[number, number]> }).__longTasks;
        const inWindow = all.filter(([start]) => start >= loading.startTime && start < settled);
        const tasks = inWindow.map(([, d]) => d);
        const startup = all.filter(([start]) => start < loading.startTime).map(([, d]) => d);
        return {
          aggregate: agg.startTime - loaded.startTime,
          worker: agg.detail.ms as number,
          longTasks: tasks.length,
          longest: Math.max(0, ...tasks),
          // Where they fell, in ms after the loading mark.
          at: inWindow.map(([start, d]) => `${d.toFixed(0)} ms at +${(start - loading.startTime).toFixed(0)}`),
          startupLongest: Math.max(0, ...startup),
          windowMs: settled - loading.startTime,
        };
      },
      [scope.records, settled] as const,
    );
    const traced = tracedTasksAfterMark(trace, 'analytics:loading', r.windowMs, BUDGET.longTaskMs);
    return { ...r, traced, load, zoom: await zoomAndPan(page) };
  } finally {
    await context.close();
  }
}

const describeTraced = (ts: TracedTask[]) =>
  ts.length ? ts.map((t) => `${t.wallMs.toFixed(0)} ms, thread ran ${t.cpuMs.toFixed(0)} ms, at +${t.at.toFixed(0)}`).join('; ') : 'none';

const line = (label: string, r: RunResult) =>
  `${label}: load ${r.load} ms, aggregate after last page ${r.aggregate.toFixed(0)} ms (worker ${r.worker.toFixed(0)} ms), long tasks ${r.longTasks} (longest ${r.longest.toFixed(0)} ms${r.at.length ? `: ${r.at.join(', ')}` : ''}; before loading ${r.startupLongest.toFixed(0)} ms; traced ${describeTraced(r.traced)}); zoom/pan frames ${r.zoom.frames.map((f) => f.toFixed(0)).join(', ')} ms (worker ${r.zoom.workerMs.map((f) => f.toFixed(0)).join(', ')} ms), rAF p95 ${r.zoom.rafP95.toFixed(1)} ms, max ${r.zoom.rafMax.toFixed(1)} ms, long tasks while zooming [${r.zoom.longTasks.map((d) => d.toFixed(0)).join(', ')}], load average ${os.loadavg()[0]!.toFixed(1)}`;

async function main() {
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  // BEFORE_DIST=<another build's folder>: that build too, served by a second service, measured right after each run of this one.
  const beforeDist = process.env.BEFORE_DIST;
  const before = beforeDist ? await startService({ serveApp: true, env: { CAMERAS: 'off', APP_DIST: beforeDist } }) : null;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const to = Math.floor(Date.now() / 60_000) * 60_000;
  const t0 = Date.now();
  const scope = analyticsPages(N, PAGE, to);
  const { body } = scope;
  console.log(`generated ${N.toLocaleString()} records in ${body.length} pages in ${Date.now() - t0} ms`);
  const results: RunResult[] = [];
  const beforeResults: RunResult[] = [];
  const loads: number[] = [];
  try {
    const sessionJson = JSON.stringify(await devLoginAt(service.url, 'amara'));
    const beforeSession = before ? JSON.stringify(await devLoginAt(before.url, 'amara')) : '';
    for (let run = 0; run < RUNS; run++) {
      const r = await measure(browser, service.url, sessionJson, scope);
      results.push(r);
      loads.push(os.loadavg()[0]!);
      console.log(line(`run ${run + 1}`, r));
      if (before) {
        const b = await measure(browser, before.url, beforeSession, scope);
        beforeResults.push(b);
        console.log(line(`run ${run + 1}, BEFORE_DIST`, b));
      }
    }
  } finally {
    await browser.close();
    await service.stop();
    await before?.stop();
  }
  const summary = (rs: RunResult[]) => ({
    aggregate: median(rs.map((r) => r.aggregate)),
    worker: median(rs.map((r) => r.worker)),
    longest: Math.max(...rs.map((r) => r.longest)),
    longTasks: rs.map((r) => r.longTasks).join(', '),
    threadRan: rs.map((r) => r.traced.filter((t) => t.cpuMs > BUDGET.longTaskMs).length).join(', '),
    traced: rs.map((r) => describeTraced(r.traced)).join(' / '),
    load: median(rs.map((r) => r.load)),
    frame: median(rs.flatMap((r) => r.zoom.frames)),
    frameMax: Math.max(...rs.flatMap((r) => r.zoom.frames)),
    frames: rs.map((r) => r.zoom.frames.map((f) => f.toFixed(0)).join(', ')).join('; '),
    zoomWorker: median(rs.flatMap((r) => r.zoom.workerMs)),
    rafP95: median(rs.map((r) => r.zoom.rafP95)),
    rafMax: Math.max(...rs.map((r) => r.zoom.rafMax)),
    zoomLong: rs.map((r) => (r.zoom.longTasks.length ? r.zoom.longTasks.map((d) => d.toFixed(0)).join(' + ') + ' ms' : 'none')).join('; '),
    steps: rs[0]?.zoom.frames.length ?? 0,
  });
  const m = summary(results);
  const cpu = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian Chromium headless`;
  const b = beforeResults.length ? summary(beforeResults) : null;
  const beforeTable = b
    ? `
Before/after in the same runs (\`BEFORE_DIST\`: the build before the change, served by a second service and measured right after each run of this build):

| build | zoom/pan frames per run (ms) | median | max | rAF p95 / longest | tasks over 50 ms while zooming | long tasks during the load | aggregate after last page |
|---|---|---|---|---|---|---|---|
| before | ${b.frames} | ${b.frame.toFixed(1)} ms | ${b.frameMax.toFixed(1)} ms | ${b.rafP95.toFixed(1)} / ${b.rafMax.toFixed(1)} ms | ${b.zoomLong} | ${b.longTasks} (longest ${b.longest.toFixed(0)} ms) | ${b.aggregate.toFixed(0)} ms |
| after | ${m.frames} | ${m.frame.toFixed(1)} ms | ${m.frameMax.toFixed(1)} ms | ${m.rafP95.toFixed(1)} / ${m.rafMax.toFixed(1)} ms | ${m.zoomLong} | ${m.longTasks} (longest ${m.longest.toFixed(0)} ms) | ${m.aggregate.toFixed(0)} ms |
`
    : '';
  const section = `## Analytics

Command: \`npm run build && ${N === 1_000_000 ? '' : `BENCH_RECORDS=${N} `}${RUNS === 3 ? '' : `RUNS=${RUNS} `}${beforeDist ? 'BEFORE_DIST=<old dist> ' : ''}npm run bench:analytics\` (scripts/bench-analytics.ts). Machine: ${cpu}. Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Load average (1 min) after each run: ${loads.map((l) => l.toFixed(1)).join(', ')}; at the end: ${os.loadavg()[0]?.toFixed(1)}.

${N.toLocaleString()} records (one device, 30 days, 8 classes, 400 sessions), generated by the script and served as ${body.length} compact pages of ${PAGE} by \`page.route\` to the real analytics page of the production build (4 pages in flight; the rest of the app talks to the real service). Medians of ${RUNS} runs.

| measure | budget | result |
|---|---|---|
| aggregate of all records on the page, after the last page arrived | ≤ ${BUDGET.aggregateMs} ms | **${m.aggregate.toFixed(0)} ms** (worker's own time ${m.worker.toFixed(0)} ms) |
| main-thread tasks over 50 ms, from the first page request to a second after the full aggregate (per run) | none | **${m.longTasks}** (longest ${m.longest.toFixed(0)} ms) |
| … of those, tasks in which the page's thread itself ran over 50 ms (thread time, from a Chrome trace of the same load; the rest of a task's wall time the OS gave the 2 cores to other processes) | none | **${m.threadRan}** (each traced task, per run: ${m.traced}) |
| whole load, navigation to "Loaded" | — | ${(m.load / 1000).toFixed(1)} s |
| zooming and panning the time series (${m.steps} steps a run: 2 drag-zooms, 3 × Later, 3 × Earlier): main-thread work of a frame, from the new aggregate's arrival on the page to the chart drawn | ≤ ${BUDGET.frameMs} ms | **median ${m.frame.toFixed(1)} ms, max ${m.frameMax.toFixed(1)} ms** (per run: ${m.frames}; re-aggregating the view in the worker meanwhile: median ${m.zoomWorker.toFixed(0)} ms, off the main thread) |
| … rAF frame intervals during those steps | — | p95 ${m.rafP95.toFixed(1)} ms (median of runs), longest ${m.rafMax.toFixed(1)} ms |
| … main-thread tasks over 50 ms during those steps (per run) | — | ${m.zoomLong} |
${beforeTable}`;
  console.log(section);
  writeBenchSection('Analytics', section);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
