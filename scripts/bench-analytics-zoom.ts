/**
 * The zoom/pan part of `npm run bench:analytics`: on the loaded analytics page, two drag-zooms on
 * the time series and the Earlier/Later buttons, one step at a time. A zoom or pan asks the
 * worker for the view's aggregate (off the main thread); the frame that shows it is the main
 * thread's work from the aggregate's arrival (`analytics:aggregated` mark) to the chart drawn
 * (`analytics:chart-drawn`, uPlot's draw hook). rAF intervals over all steps say whether a frame was dropped.
 */
import type { Page } from '@playwright/test';

export interface ZoomPanResult {
  /** Per step: aggregate arrived → chart drawn, ms. */
  frames: number[];
  /** Per step: the worker's own time for the view's aggregate, ms. */
  workerMs: number[];
  rafP95: number;
  rafMax: number;
  /** Main-thread tasks over 50 ms from the first step to the last (the context's longtask observer). */
  longTasks: number[];
}

type Marks = { n: number; frame: number | null; worker: number | null };

/** In the page: how many aggregates arrived, and the last one's frame (arrival → the next chart draw).
 * An arrow function, passed to the page as is: the app's CSP forbids eval, so no source strings. */
const readMarks = (): Marks => {
  const agg = performance.getEntriesByName('analytics:aggregated') as PerformanceMark[];
  const drawn = performance.getEntriesByName('analytics:chart-drawn');
  const last = agg[agg.length - 1];
  const after = last ? drawn.find((d) => d.startTime >= last.startTime) : undefined;
  return {
    n: agg.length,
    frame: after && last ? after.startTime - last.startTime : null,
    worker: last ? (last.detail as { ms: number }).ms : null,
  };
};

/** Runs one step and waits for the next aggregate to be drawn; returns its frame time. */
async function step(page: Page, act: () => Promise<void>): Promise<{ frame: number; worker: number }> {
  const before = await page.evaluate(readMarks);
  await act();
  const h = await page.waitForFunction(
    (n) => {
      const agg = performance.getEntriesByName('analytics:aggregated') as PerformanceMark[];
      const last = agg[agg.length - 1];
      const drawn = last ? performance.getEntriesByName('analytics:chart-drawn').find((d) => d.startTime >= last.startTime) : undefined;
      return agg.length > n && drawn && last
        ? { n: agg.length, frame: drawn.startTime - last.startTime, worker: (last.detail as { ms: number }).ms }
        : false;
    },
    before.n,
    { timeout: 60_000, polling: 'raf' },
  );
  const m = (await h.jsonValue()) as Marks;
  return { frame: m.frame as number, worker: m.worker as number };
}

export async function zoomAndPan(page: Page): Promise<ZoomPanResult> {
  const chart = page.locator('section[aria-labelledby="series-title"] .u-over').first();
  await chart.waitFor();
  const t0 = (await page.evaluate('performance.now()')) as number;
  await page.evaluate(`(() => {
    window.__zf = []; window.__zrec = true;
    let last = performance.now();
    const tick = (t) => { window.__zf.push(t - last); last = t; if (window.__zrec) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  const drag = async (a: number, b: number) => {
    const box = (await chart.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * a, y);
    await page.mouse.down();
    for (let k = 1; k <= 10; k++) await page.mouse.move(box.x + box.width * (a + ((b - a) * k) / 10), y);
    await page.mouse.up();
  };
  const steps: Array<{ frame: number; worker: number }> = [];
  steps.push(await step(page, () => drag(0.3, 0.7)));
  steps.push(await step(page, () => drag(0.25, 0.75)));
  for (let k = 0; k < 3; k++) steps.push(await step(page, () => page.getByRole('button', { name: 'Later →' }).click()));
  for (let k = 0; k < 3; k++) steps.push(await step(page, () => page.getByRole('button', { name: '← Earlier' }).click()));
  const intervals = ((await page.evaluate(`(() => { window.__zrec = false; return window.__zf.slice(2); })()`)) as number[]).sort(
    (x, y) => x - y,
  );
  const longTasks = (await page.evaluate(`(window.__longTasks ?? []).filter(([start]) => start >= ${t0}).map(([, d]) => d)`)) as number[];
  return {
    longTasks,
    frames: steps.map((s) => s.frame),
    workerMs: steps.map((s) => s.worker),
    rafP95: intervals[Math.floor(intervals.length * 0.95)] ?? NaN,
    rafMax: intervals[intervals.length - 1] ?? NaN,
  };
}
