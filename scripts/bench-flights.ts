/**
 * `npm run bench:flights`: the flight log browser at 100,000 logs, in Debian Chromium against the
 * production build served by the real service (seeded with BENCH_SEED_FLIGHTS=100000 for
 * team-inspection, as bench:server). Medians of RUNS runs after one warm-up:
 *  - team view: navigation start → first rows (a cold page load); rows in the DOM; and in the app:
 *    signed in on Channels, click "Flights" in the sidebar → first rows (the budget's "navigation"
 *    for a dashboard kept open all day);
 *  - company view of ~100,000 logs: navigation start → rows shown, longest long task;
 *  - scrolling the company list: rAF frames while scrolling through it, as fps; most rows in the DOM;
 *  - filter change: the list response's end → the new rows on screen;
 *  - a 100,000-point track (10 Hz, ~2.8 h): navigation → the first frame with the track's line and
 *    the chart on screen ("drawn"), and → the map's first idle (the basemap is held until the line is drawn); cold page load, and in
 *    the app (click the flight's row in the team list), where the line's frame on screen (the next
 *    frame) is also given; scrub fps;
 *  - ZIP of 1,000 and 2,000 logs (service, after its basemap warm-up): first byte, total, RSS before/peak/after.
 * Writes the `## Flights` section of docs/benchmarks.md (not with NO_WRITE=1). Run `npm run build` first.
 * RUNS (default 3); APP_DIST=<dir> serves another build (with NO_WRITE=1, for a side-by-side).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { benchFlightLogs } from './bench-flight-logs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { writeBenchSection } from './bench-doc';
import { denseTrack } from './dense-track';

const RUNS = Number(process.env.RUNS ?? 3);
const FLIGHTS = 100_000;
const TRACK_POINTS = 100_000;
const NOTES =
  "How (fourth pass, see \"Flights: before and after (fourth pass)\" below): the budgets' \"navigation\" is measured in the app (a dashboard kept open all day: click in the sidebar or on a row) beside a cold page load; a track is \"drawn\" at the first frame painted with its line (the map marks it, data-track-drawn) with the chart on screen, and the map's first idle is shown beside it (the basemap goes in after the line, so that idle is the line's frame). The times are noted in the page from before the click (session 16; before, the chart was looked for after the line and read a round trip late); the line's time is taken when the map marks it, by a MutationObserver (session 17; a frame callback read it a frame late whenever it ran before the map's in the same frame, 100+ ms here). The flight's line is a custom WebGL layer (session 17), not a GeoJSON source tiled by the map's worker. The service keeps the bytes of an unpaginated list until the next write to flight_logs, so the warm runs read the company list at loopback speed (the warm-up run's figure is the first open after start); the list worker fetches the company list itself and parses it while it downloads; the track worker parses the CSV while it downloads; hovering a flight row preloads its route (log and track), and the logbook preloads the flight page's code when idle. The ZIP rows are measured after the service's basemap warm-up (a served dashboard builds the default basemap's index in a worker thread after start, ~0.8 GB of RSS that stays; before the fifth pass it overlapped the ZIP and read as its peak), for 1,000 and 2,000 logs; see \"Flights: before and after (fifth pass)\".";

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const r = (x: number) => Math.round(x);
const rssMb = (pid: number) =>
  Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  ) / 1024;

/** In-page: records rAF frame intervals and long tasks from now on. A string, so tsx helpers do not leak in. */
const RECORD = `(() => {
  window.__frames = []; window.__rec = true; window.__long = [];
  let last = performance.now();
  const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__rec) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push(e.duration); }).observe({ type: 'longtask', buffered: true });
})()`;
const FPS = `(() => { window.__rec = false; const f = window.__frames.slice(2); const total = f.reduce((a, b) => a + b, 0); return (f.length * 1000) / total; })()`;

async function newPage(browser: Browser, session: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), session);
  // Long tasks from the very start of the page, for the company view's figure.
  await context.addInitScript(() => {
    const w = window as unknown as { __long0: number[] };
    w.__long0 = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__long0.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return context.newPage();
}

const rowSel = '[role="grid"][aria-label="Flight logs"] [data-row-index]';

async function timeTo(page: Page, selector: string, attr?: [string, string]): Promise<number> {
  const h = await page.waitForFunction(
    ([sel, a]) => {
      const el = document.querySelector(sel as string);
      if (!el) return false;
      if (a && el.getAttribute(a[0]) !== a[1]) return false;
      return performance.now();
    },
    [selector, attr] as const,
    { timeout: 120_000, polling: 'raf' },
  );
  return (await h.jsonValue()) as number;
}

/** In-page: the time of the next click (capture phase, before the app handles it). */
const CLICK_AT = `document.addEventListener('click', () => { window.__clickAt = performance.now(); }, { capture: true, once: true })`;
const clickedAt = async (page: Page) => (await page.evaluate('window.__clickAt')) as number;

const TRACK_MAP = '[aria-label="Flight track map"]';
const TRACK_CHART = '[aria-label="Altitude, speed and battery over the flight"] canvas';

/**
 * In-page: from now on, notes when the dense track's line is first drawn, the next frame (on
 * screen), when the chart's canvas is first there and the map's idle. Installed before the click,
 * so neither waits for a poll the bench starts after the click returns (which made the chart's time
 * a round trip late on a busy page: "drawn" and "on screen" read the same).
 * The line's time is taken when the map marks it (`data-track-drawn`, set in the frame that drew
 * it; a build from before that mark has only the idle one, `data-track-points`), by a
 * MutationObserver: a frame callback reads it only in the next frame when the map's callback runs
 * after its own in the same frame, a whole frame late (100+ ms here without a GPU; session 17).
 * The chart and "on screen" are read each frame.
 */
const WATCH_TRACK = `(() => {
  const m = (window.__track = {});
  const n = '${TRACK_POINTS}';
  const marked = (el) => el.getAttribute('data-track-drawn') === n || el.getAttribute('data-track-points') === n;
  const watch = new MutationObserver(() => {
    const el = document.querySelector('${TRACK_MAP}');
    if (m.drawn === undefined && el && marked(el)) m.drawn = performance.now();
    if (m.idle === undefined && el && el.getAttribute('data-track-points') === n) m.idle = performance.now();
    if (m.drawn !== undefined && m.idle !== undefined) watch.disconnect();
  });
  watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-track-drawn', 'data-track-points'] });
  const tick = () => {
    const now = performance.now();
    if (m.chart === undefined && document.querySelector('${TRACK_CHART}')) m.chart = now;
    if (m.drawn !== undefined && m.shown === undefined && now > m.drawn) m.shown = now;
    if (m.shown === undefined || m.chart === undefined || m.idle === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/**
 * The dense track from `t0` (WATCH_TRACK installed first): [drawn, on screen, map idle]. Drawn = the
 * first frame painted with the track's line and the chart's canvas on screen, whichever is later. On
 * screen = the next frame after the line's: without a GPU the page waits between the two while the
 * rasteriser finishes the frame and it is read back (see bench:jobs' fence).
 */
async function trackDrawn(page: Page, t0: number): Promise<[number, number, number]> {
  const h = await page.waitForFunction(
    () => {
      const m = (window as unknown as { __track?: { drawn?: number; shown?: number; chart?: number; idle?: number } }).__track;
      return m?.shown !== undefined && m.chart !== undefined && m.idle !== undefined ? [m.drawn, m.shown, m.chart, m.idle] : false;
    },
    undefined,
    { timeout: 120_000, polling: 100 },
  );
  const [line, shown, chart, idle] = (await h.jsonValue()) as [number, number, number, number];
  return [Math.max(line, chart) - t0, Math.max(shown, chart) - t0, idle - t0];
}

interface ZipRun {
  ttfb: number;
  total: number;
  bytes: number;
  rssBefore: number;
  rssPeak: number;
  /** A second after the archive's last byte. */
  rssAfter: number;
}

/** One ZIP download of `ids` read to its end by a Node client, the service's RSS sampled every 100 ms. */
async function zipRun(base: string, auth: Record<string, string>, pid: number, ids: string[]): Promise<ZipRun> {
  const rssBefore = rssMb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const t0 = performance.now();
  const res = await fetch(`${base}/v1/flights/download`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ allSelected: false, items: ids }),
  });
  const reader = res.body!.getReader();
  let ttfb = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!ttfb) ttfb = performance.now() - t0;
    bytes += value.byteLength;
  }
  const total = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  clearInterval(sampler);
  const rssAfter = rssMb(pid);
  return { ttfb, total, bytes, rssBefore, rssPeak: Math.max(peak, rssAfter), rssAfter };
}

async function main(): Promise<void> {
  // `-- --logs`: the real-log readers at size and 50 uploads at once (scripts/bench-flight-logs.ts).
  if (process.argv.includes('--logs')) return benchFlightLogs();
  if (!fs.existsSync('dist/index.html')) throw new Error('Run `npm run build` first.');
  const seeding = await startService({ env: { BENCH_SEED_FLIGHTS: String(FLIGHTS), CAMERAS: 'off' }, timeoutMs: 600_000 });
  await seeding.stop();
  const service = await startService({ dataDir: seeding.dataDir, serveApp: true, env: { CAMERAS: 'off' } });
  const base = service.url;
  const pid = service.process.pid as number;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const m: Record<string, number[]> = {
    team: [],
    teamApp: [],
    teamRows: [],
    company: [],
    companyLong: [],
    companyAll: [],
    companyApp: [],
    companyAppLong: [],
    scrollFps: [],
    scrollRows: [],
    scrollSettle: [],
    filter: [],
    track: [],
    trackIdle: [],
    trackApp: [],
    trackAppShown: [],
    trackAppIdle: [],
    scrubFps: [],
  };
  /** The ZIPs of 1,000 and 2,000 logs. */
  const zips: ZipRun[] = [];
  let companyCount = 0;
  /** The warm-up's company view: the first open after the service started, before it kept the answer. */
  let companyFirst = { shown: NaN, all: NaN };
  try {
    const login = await devLoginAt(base, 'amara', 7200);
    const auth = { authorization: `Bearer ${login.credentials.authToken}` };
    const session = JSON.stringify(login);
    // A dense track for one log: its file on the flight CDN is replaced by 100,000 points at 10 Hz.
    const page1 = (await (await fetch(`${base}/v1/flights/team?limit=1000`, { headers: auth })).json()) as {
      items: Array<{ id: string; storagePath: string }>;
      nextToken: string | null;
    };
    // Among the first rows of the team view, so the in-app measure can click it.
    const denseLog =
      page1.items.slice(0, 10).find((f) => !page1.items.some((g) => g !== f && g.storagePath === f.storagePath)) ?? page1.items[0];
    if (!denseLog) throw new Error('no flight logs');
    fs.writeFileSync(path.join(seeding.dataDir, 'flights', denseLog.storagePath), denseTrack(TRACK_POINTS));

    // ZIP of 1,000 and 2,000 logs: service side, RSS sampled while it streams. First the service
    // settles: a served dashboard builds the default basemap's index in a worker thread after start
    // (~0.8 GB of RSS on a fresh DATA_DIR, for seconds), which the ZIP's figure must not include.
    await Promise.all(['0/0/0', '4/8/5'].map((t) => fetch(`${base}/basemaps/default/${t}`).then((res) => res.arrayBuffer())));
    const page2 = (await (
      await fetch(`${base}/v1/flights/team?limit=1000&nextToken=${encodeURIComponent(page1.nextToken ?? '')}`, { headers: auth })
    ).json()) as { items: Array<{ id: string }> };
    const ids1 = page1.items.map((f) => f.id);
    zips.push(await zipRun(base, auth, pid, ids1));
    zips.push(await zipRun(base, auth, pid, [...ids1, ...page2.items.map((f) => f.id)]));

    for (let i = 0; i <= RUNS; i++) {
      const keep = i > 0;
      // In the app: Channels loaded and idle (the app preloads module chunks then), then a click on
      // "Flights" in the sidebar → first rows; then a click on the dense flight's row → track drawn.
      let page = await newPage(browser, session);
      await page.goto(`${base}/channels`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(CLICK_AT);
      await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Flights' }).click();
      const teamApp = (await timeTo(page, rowSel)) - (await clickedAt(page));
      await page.waitForLoadState('networkidle');
      await page.evaluate(CLICK_AT);
      await page.evaluate(WATCH_TRACK);
      await page.locator(`a[href="/flights/${encodeURIComponent(denseLog.id)}"]`).click();
      const [trackApp, trackAppShown, trackAppIdle] = await trackDrawn(page, await clickedAt(page));
      await page.context().close();

      // Team view: first rows after navigation.
      page = await newPage(browser, session);
      await page.goto(`${base}/flights`);
      const team = await timeTo(page, rowSel);
      const teamRows = await page.locator(rowSel).count();
      // Filter change: the response's end → the new rows on screen.
      await page.evaluate(`window.__t0 = performance.now()`);
      await page.getByLabel('Version').selectOption('droneV5');
      const shown = await page.waitForFunction(
        (sel) => {
          const cells = document.querySelectorAll(`${sel} [role="gridcell"]:nth-child(8)`);
          return cells.length > 0 && [...cells].every((c) => c.textContent === 'droneV5') ? performance.now() : false;
        },
        rowSel,
        { polling: 'raf', timeout: 60_000 },
      );
      const responseEnd = await page.evaluate(() => {
        const e = performance
          .getEntriesByType('resource')
          .filter((x) => x.name.includes('/v1/flights/team') && x.name.includes('version=droneV5'));
        return (e[0] as PerformanceResourceTiming | undefined)?.responseEnd ?? NaN;
      });
      const filter = ((await shown.jsonValue()) as number) - responseEnd;
      await page.context().close();

      // Company view: parsed in the worker and shown; long tasks on the main thread.
      page = await newPage(browser, session);
      await page.goto(`${base}/flights?view=company`);
      const company = await timeTo(page, rowSel);
      companyCount = Number(
        await page
          .getByTestId('total-flights')
          .textContent()
          .then((t) => (t ?? '0').replace(/\D/g, '')),
      );
      // The whole list parsed: the totals (computed in the worker) are on screen.
      const companyAll = await timeTo(page, '[data-testid="total-flights"]');
      const companyLong = await page.evaluate(() => Math.max(0, ...(window as unknown as { __long0: number[] }).__long0));
      // Scroll through the whole list for ~2 s.
      await page.evaluate(RECORD);
      // Rows in the DOM count those still on their way from the list worker (placeholders).
      const maxRows = await page.evaluate(async (sel) => {
        const grid = document.querySelector('[role="grid"][aria-label="Flight logs"]') as HTMLElement;
        let most = 0;
        const step = grid.scrollHeight / 120;
        for (let k = 0; k < 120; k++) {
          grid.scrollTop += step;
          await new Promise((res) => requestAnimationFrame(res));
          most = Math.max(most, document.querySelectorAll(sel).length);
        }
        return most;
      }, `${rowSel}, [role="grid"][aria-label="Flight logs"] [data-pending-row]`);
      const scrollFps = (await page.evaluate(FPS)) as number;
      // After the fling stops: every row in the window filled in.
      const stopAt = await page.evaluate(() => performance.now());
      const settled = await page.waitForFunction(
        () => (document.querySelector('[data-pending-row]') ? false : performance.now()),
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      const scrollSettle = ((await settled.jsonValue()) as number) - stopAt;
      await page.context().close();

      // Company view in the app: the logbook open on the team view (its rows and totals shown, the
      // page idle), then a click on "Whole company" → the whole list parsed (its totals shown).
      page = await newPage(browser, session);
      await page.goto(`${base}/flights`);
      await page.getByTestId('total-flights').waitFor();
      await page.waitForLoadState('networkidle');
      await page.evaluate(CLICK_AT);
      await page.evaluate(() => {
        const w = window as unknown as { __long0: number[] };
        w.__long0 = [];
      });
      await page.getByRole('group', { name: 'Logbook' }).getByRole('button', { name: 'Whole company' }).click();
      const companyShownApp = await page.waitForFunction(
        (n) => {
          const t = document.querySelector('[data-testid="total-flights"]')?.textContent ?? '';
          return t.replace(/\D/g, '') === String(n) ? performance.now() : false;
        },
        companyCount,
        { timeout: 120_000, polling: 'raf' },
      );
      const companyApp = ((await companyShownApp.jsonValue()) as number) - (await clickedAt(page));
      const companyAppLong = await page.evaluate(() => Math.max(0, ...(window as unknown as { __long0: number[] }).__long0));
      await page.context().close();

      // The dense track: drawn with its chart; then scrub across the slider for ~1 s.
      page = await newPage(browser, session);
      await page.goto(`${base}/flights/${denseLog.id}`);
      await page.evaluate(WATCH_TRACK);
      const [trackAt, , trackIdle] = await trackDrawn(page, 0);
      const box = (await page.getByRole('slider', { name: 'Replay position' }).boundingBox())!;
      await page.evaluate(RECORD);
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let k = 1; k <= 60; k++) {
        await page.mouse.move(box.x + (box.width * k) / 61, box.y + box.height / 2);
        await page.waitForTimeout(16);
      }
      await page.mouse.up();
      const scrubFps = (await page.evaluate(FPS)) as number;
      await page.context().close();

      console.log(
        `run ${i}${keep ? '' : ' (warm-up)'}: team ${r(team)} ms, in-app ${r(teamApp)} ms (${teamRows} rows), filter ${r(filter)} ms, company ${r(company)} ms (all ${r(companyAll)} ms, long task ${r(companyLong)} ms; in-app all ${r(companyApp)} ms, long task ${r(companyAppLong)} ms), scroll ${scrollFps.toFixed(1)} fps (${maxRows} rows, filled ${r(scrollSettle)} ms after), track ${r(trackAt)} ms (idle ${r(trackIdle)}), in-app ${r(trackApp)} ms (on screen ${r(trackAppShown)}, idle ${r(trackAppIdle)}), scrub ${scrubFps.toFixed(1)} fps`,
      );
      if (!keep) {
        companyFirst = { shown: company, all: companyAll };
        continue;
      }
      m.team!.push(team);
      m.teamApp!.push(teamApp);
      m.trackIdle!.push(trackIdle);
      m.trackApp!.push(trackApp);
      m.trackAppShown!.push(trackAppShown);
      m.trackAppIdle!.push(trackAppIdle);
      m.teamRows!.push(teamRows);
      m.filter!.push(filter);
      m.company!.push(company);
      m.companyLong!.push(companyLong);
      m.companyAll!.push(companyAll);
      m.companyApp!.push(companyApp);
      m.companyAppLong!.push(companyAppLong);
      m.scrollSettle!.push(scrollSettle);
      m.scrollFps!.push(scrollFps);
      m.scrollRows!.push(maxRows);
      m.track!.push(trackAt);
      m.scrubFps!.push(scrubFps);
    }
  } finally {
    await browser.close();
    await service.stop();
  }

  const v = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
  const row = (what: string, key: string, unit: string, budget: string, ok: (x: number) => boolean, digits = 0) => {
    const xs = m[key]!;
    const med = median(xs);
    return `| ${what} | ${med.toFixed(digits)} ${unit} | ${xs.map((x) => x.toFixed(digits)).join(', ')} | ${budget} (${v(ok(med))}) |`;
  };
  const mb = (b: number) => (b / 1024 ** 2).toFixed(1);
  const section = [
    '## Flights',
    '',
    `Command: \`npm run build && npm run bench:flights\` (scripts/bench-flights.ts) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, Debian Chromium headless.`,
    `Service seeded with BENCH_SEED_FLIGHTS=${FLIGHTS} (team-inspection), restarted on that DATA_DIR, production build served by it on loopback; signed in as amara; new browser context per measure; median of ${RUNS} runs after one warm-up. Load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')} (the machine is shared).`,
    '',
    '| measure | median | runs | budget |',
    '|---|---|---|---|',
    row('Team view, in the app (the budget): click on "Flights" in the sidebar → first rows', 'teamApp', 'ms', '≤ 300 ms', (x) => x <= 300),
    row('Team view, cold page load: navigation → first rows', 'team', 'ms', '≤ 300 ms', (x) => x <= 300),
    row('… rows in the DOM', 'teamRows', 'rows', '≤ 60', (x) => x <= 60),
    row(
      `Company view of ${companyCount.toLocaleString('en')} logs, in the app (the budget): click on "Whole company" in the logbook → whole list parsed (totals shown)`,
      'companyApp',
      'ms',
      '≤ 2,000 ms',
      (x) => x <= 2000,
    ),
    row('… longest main-thread long task from that click', 'companyAppLong', 'ms', '≤ 200 ms', (x) => x <= 200),
    row(`Company view, cold page load: navigation → rows shown`, 'company', 'ms', '≤ 2,000 ms', (x) => x <= 2000),
    row('… cold page load: navigation → whole list parsed (totals shown)', 'companyAll', 'ms', '≤ 2,000 ms', (x) => x <= 2000),
    `| … the first open after the service started (answer made, not yet kept): rows shown / whole list parsed | ${r(companyFirst.shown)} ms / ${r(companyFirst.all)} ms | warm-up run | — |`,
    row('… cold page load: longest main-thread long task while loading', 'companyLong', 'ms', '≤ 200 ms', (x) => x <= 200),
    row('Scrolling the company list top to bottom (rAF)', 'scrollFps', 'fps', '≥ 50 fps', (x) => x >= 50, 1),
    row('… most rows in the DOM while scrolling', 'scrollRows', 'rows', '≤ 60', (x) => x <= 60),
    row('… scroll stops → every row in the window filled', 'scrollSettle', 'ms', '(none set)', () => true),
    row('Filter change (team view): response end → new rows shown', 'filter', 'ms', '≤ 200 ms', (x) => x <= 200),
    row(
      `A ${TRACK_POINTS.toLocaleString('en')}-point track (10 Hz), in the app (the budget): click on its row → line and chart drawn`,
      'trackApp',
      'ms',
      '≤ 500 ms',
      (x) => x <= 500,
    ),
    row(
      "… same click → the line's frame on screen (the next frame: without a GPU the page waits between the two for the rasteriser)",
      'trackAppShown',
      'ms',
      '≤ 500 ms',
      (x) => x <= 500,
    ),
    row("… same click → the map's first idle (the basemap goes in after the line)", 'trackAppIdle', 'ms', '(none set)', () => true),
    row('… cold page load: navigation → line and chart drawn', 'track', 'ms', '≤ 500 ms', (x) => x <= 500),
    row('… cold page load: navigation → map idle', 'trackIdle', 'ms', '(none set)', () => true),
    row('Scrubbing that track (slider drag, rAF)', 'scrubFps', 'fps', '≥ 50 fps', (x) => x >= 50, 1),
    ...zips.map(
      (z, k) =>
        `| ZIP of ${k ? '2,000' : '1,000'} logs (service, Node client): first byte / complete | ${r(z.ttfb)} ms / ${r(z.total)} ms (${mb(z.bytes)} MB) | 1 run | streams: RSS ${r(z.rssBefore)} MB before, ${r(z.rssPeak)} MB peak (+${r(z.rssPeak - z.rssBefore)}), ${r(z.rssAfter)} MB 1 s after |`,
    ),
    '',
    NOTES,
    '',
  ].join('\n');
  console.log(`\n${section}`);
  writeBenchSection('Flights', section);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
