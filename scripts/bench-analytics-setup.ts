/**
 * The analytics page of bench:analytics and profile-analytics-zoom: N generated detections (one
 * device, 30 days, daily rhythm, 8 classes, 400 sessions) served as compact pages by `page.route`
 * for that device only (the rest of the app talks to the real service), and a page opened on them
 * and loaded to the end.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_KEYS } from '../src/lib/contract/analytics';
import { createRng } from '../server/seed/random';
import { dayRhythm } from '../server/seed/analytics-rhythm';

export const DEVICE = 'bench-dev-1';
const DAY = 86_400_000;
const CLASSES = ['person', 'vehicle', 'crack', 'corrosion', 'vegetation', 'insulator_damage', 'bird_nest', 'water_pooling'];

export interface BenchScope {
  /** Compact pages as JSON text, built once. */
  body: string[];
  from: number;
  to: number;
  records: number;
}

/** `n` records over the 30 days before `to`, in 400 sessions, in time order, as compact pages of `pageSize`. */
export function analyticsPages(n: number, pageSize: number, to: number): BenchScope {
  const rng = createRng('bench-analytics');
  const from = to - 30 * DAY;
  const step = (to - from) / n;
  const out: string[] = [];
  let rows: unknown[][] = [];
  const total = Math.ceil(n / pageSize);
  for (let i = 0; i < n; i++) {
    const ts = Math.floor(from + i * step);
    const diurnal = rng.next() < dayRhythm(ts);
    const cls = diurnal ? CLASSES[rng.int(0, 1)]! : CLASSES[rng.int(2, CLASSES.length - 1)]!;
    const session = Math.floor((i / n) * 400);
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
    if (rows.length === pageSize || i === n - 1) {
      out.push(JSON.stringify({ keys: ANALYTICS_KEYS, total_num_pages: total, data: rows }));
      rows = [];
    }
  }
  return { body: out, from, to, records: n };
}

/**
 * A fresh context signed in (`sessionJson`, the app's session storage value) that records
 * main-thread long tasks from the start and serves the bench device's pages.
 */
export async function analyticsContext(browser: Browser, sessionJson: string, scope: BenchScope): Promise<BrowserContext> {
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
      body: scope.body[page - 1] ?? JSON.stringify({ keys: ANALYTICS_KEYS, total_num_pages: scope.body.length, data: [] }),
    });
  });
  return context;
}

export interface Loaded {
  /** Navigation to every page held and the full aggregate on the page, ms. */
  load: number;
  /** `performance.now()` on the page when the load is over and has settled (a second after the full aggregate). */
  settled: number;
}

/** How long after the full aggregate the load still counts (the deferred table and bars, the last draws). */
const SETTLE_MS = 1000;

/**
 * Opens the analytics page of `baseUrl` on the bench scope and waits for every page and the full
 * aggregate, then SETTLE_MS more; checks the page says "Loaded … n of n pages".
 * The wait is event-driven (a PerformanceObserver on the page's marks), not a polled locator: a
 * polled `getByText` scans the whole DOM on the page's main thread every few ms, and at a high
 * load average those scans were themselves tasks over 50 ms, counted as the app's. The one text
 * check runs after `settled`, outside the window the long tasks are counted in.
 */
export async function openLoaded(page: Page, baseUrl: string, scope: BenchScope): Promise<Loaded> {
  const started = Date.now();
  await page.goto(`${baseUrl}/analytics?device=${DEVICE}&range=custom&from=${scope.from}&to=${scope.to}&tz=utc`);
  // No named inner functions: tsx would wrap them in a `__name` helper the page does not have.
  await page.evaluate(
    (records) =>
      new Promise<void>((resolve) => {
        // `buffered`: the marks made before the observer started are reported too.
        const observer = new PerformanceObserver(() => {
          const loaded = performance.getEntriesByName('analytics:loaded')[0];
          if (
            loaded !== undefined &&
            performance
              .getEntriesByName('analytics:aggregated')
              .some((m) => (m as PerformanceMark).detail.records === records && m.startTime >= loaded.startTime)
          ) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe({ type: 'mark', buffered: true });
      }),
    scope.records,
  );
  const load = Date.now() - started;
  await page.waitForTimeout(SETTLE_MS);
  const settled = await page.evaluate(() => performance.now());
  const n = scope.body.length;
  await page.getByText(new RegExp(`^Loaded .*${n} of ${n} pages`)).waitFor({ timeout: 60_000 });
  return { load, settled };
}
