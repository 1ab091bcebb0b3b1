/**
 * The browser side of `npm run bench:media`: scenarios run in a real page of the production
 * build. Timing happens inside the page (performance.now, requestAnimationFrame), so Playwright's
 * own round trips are not in the figures.
 */
import type { Page, Request } from '@playwright/test';

/**
 * Counts the page's thumbnail requests on the wire from the browser's own network events (started,
 * then finished or failed), so nothing runs in the page: the most in flight at once, and how many
 * were made (a thumbnail requested twice would show here).
 */
export function countThumbnails(page: Page): { readonly max: number; readonly total: number } {
  let now = 0,
    max = 0,
    total = 0;
  const isThumb = (r: Request) => r.url().includes('/cdn/media/');
  page.on('request', (r) => {
    if (!isThumb(r)) return;
    now++;
    total++;
    max = Math.max(max, now);
  });
  const done = (r: Request) => void (isThumb(r) && now--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    get max() {
      return max;
    },
    get total() {
      return total;
    },
  };
}

/** From a click on the folder's tree node to its first tile in the DOM (in-app navigation). */
export async function firstPageMs(page: Page, folderName: string): Promise<number> {
  await page.getByRole('list', { name: 'Folders', exact: true }).getByRole('button', { name: folderName, exact: true }).waitFor();
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('ul[aria-label="Folders"] button')].find(
          (b) => b.textContent === name,
        ) as HTMLButtonElement;
        const t0 = performance.now();
        const found = () => document.querySelector(`[role=list][aria-label="Items in ${name}"] [role=listitem]`);
        new MutationObserver((_m, obs) => {
          if (found()) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0)); // painted
          }
        }).observe(document.body, { childList: true, subtree: true });
        button.click();
      }),
    folderName,
  );
}

/** Scrolls the grid for `ms` at a steady speed; frame rate, worst frame and the most tiles in the DOM. */
export async function scrollGrid(page: Page, ms: number, pxPerFrame: number) {
  return page.evaluate(
    ([ms, px]) =>
      new Promise<{ fps: number; worstFrameMs: number; maxTiles: number; scrolledPx: number }>((resolve) => {
        const el = document.querySelector('[data-testid=media-scroller]') as HTMLElement;
        let frames = 0;
        let worst = 0;
        let maxTiles = 0;
        const t0 = performance.now();
        let last = t0;
        const step = (t: number) => {
          frames++;
          worst = Math.max(worst, t - last);
          last = t;
          el.scrollTop += px;
          maxTiles = Math.max(maxTiles, el.querySelectorAll('[role=listitem]').length);
          if (t - t0 < ms) requestAnimationFrame(step);
          else resolve({ fps: (frames * 1000) / (t - t0), worstFrameMs: worst, maxTiles, scrolledPx: el.scrollTop });
        };
        requestAnimationFrame(step);
      }),
    [ms, pxPerFrame] as const,
  );
}

/** From the click on a file to its annotation SVG holding `shapes` shapes, painted. */
export async function openAnnotatedMs(page: Page, fileName: string, shapes: number): Promise<number> {
  return page.evaluate(
    ([name, n]) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('[role=listitem] button')].find((b) => b.textContent === name) as HTMLButtonElement;
        const t0 = performance.now();
        const done = () => document.querySelector(`svg[aria-label="${n} annotation shapes"]`);
        new MutationObserver((_m, obs) => {
          if (done()) {
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - t0));
          }
        }).observe(document.body, { childList: true, subtree: true, attributes: true });
        button.click();
      }),
    [fileName, shapes] as const,
  );
}

/** Zooms in, then pans by dragging for `ms` with the mouse; frames counted in the page. */
export async function panZoomFps(page: Page, ms: number) {
  const box = await page.getByTestId('image-viewport').boundingBox();
  if (!box) throw new Error('no image viewport');
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[] };
    w.__frames = [];
    const tick = (t: number) => {
      w.__frames.push(t);
      if (w.__frames.length < 100_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const t0 = Date.now();
  let dir = 1;
  while (Date.now() - t0 < ms) {
    await page.mouse.move(cx + dir * 150, cy + dir * 80, { steps: 20 });
    await page.mouse.wheel(0, dir * -100);
    dir = -dir;
  }
  await page.mouse.up();
  return page.evaluate(() => {
    const f = (window as unknown as { __frames: number[] }).__frames;
    const span = (f[f.length - 1] ?? 0) - (f[0] ?? 0);
    let worst = 0;
    for (let i = 1; i < f.length; i++) worst = Math.max(worst, f[i]! - f[i - 1]!);
    return { fps: ((f.length - 1) * 1000) / span, worstFrameMs: worst };
  });
}

/** Records every long task (> 50 ms) of the page from its start; installed before the app runs. */
export const LONG_TASKS = () => {
  const w = window as unknown as { __longTasks: number[] };
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/**
 * From navigation to the map showing all `n` points clustered (the container's data-geotagged
 * and data-clusters, set once maplibre is idle); the longest task of the page over that time.
 */
export async function mapClusteredMs(page: Page, url: string, n: number) {
  await page.goto(url);
  const map = page.getByRole('region', { name: 'Media map' });
  await map.and(page.locator(`[data-geotagged="${n}"][data-clusters]`)).waitFor({ timeout: 120_000 });
  return page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      ms: performance.now() - (nav?.startTime ?? 0),
      longestTaskMs: Math.max(0, ...w.__longTasks),
      clusters: Number(document.querySelector('[aria-label="Media map"]')?.getAttribute('data-clusters')),
    };
  });
}

/**
 * The same-run baselines: what this machine gives a page with none of our code right now. A
 * bare page's frame rate while scrolling 40 tiles, the time to paint 3,000 SVG shapes built with
 * plain DOM calls, and the frame rate of translating them. Our figures are compared as ratios.
 */
export async function baselines(page: Page, ms: number, shapes: number) {
  await page.setContent(
    '<div id="s" style="height:700px;overflow:auto"><div id="c" style="height:200000px;position:relative"></div></div>',
  );
  return page.evaluate(
    ([ms, n]) =>
      new Promise<{ scrollFps: number; drawMs: number; panFps: number }>((resolve) => {
        const s = document.getElementById('s') as HTMLElement;
        const c = document.getElementById('c') as HTMLElement;
        const frames = (run: (t: number) => void) =>
          new Promise<number>((done) => {
            let count = 0;
            const t0 = performance.now();
            const step = (t: number) => {
              count++;
              run(t);
              if (t - t0 < ms) requestAnimationFrame(step);
              else done((count * 1000) / (t - t0));
            };
            requestAnimationFrame(step);
          });
        void (async () => {
          // Scroll: 40 absolutely placed tiles moved to the visible rows each frame, like a virtualised grid.
          const tiles = Array.from({ length: 40 }, () => {
            const d = document.createElement('div');
            d.style.cssText = 'position:absolute;width:180px;height:150px;background:#234;border-radius:6px';
            c.appendChild(d);
            return d;
          });
          const scrollFps = await frames(() => {
            s.scrollTop += 40;
            const first = Math.floor(s.scrollTop / 160);
            tiles.forEach((d, i) => {
              d.style.transform = `translate(${(i % 5) * 190}px, ${(first + Math.floor(i / 5)) * 160}px)`;
            });
          });
          s.remove();
          const t0 = performance.now();
          const NS = 'http://www.w3.org/2000/svg';
          const svg = document.createElementNS(NS, 'svg');
          svg.setAttribute('viewBox', '0 0 640 480');
          svg.style.cssText = 'width:1000px;height:750px';
          for (let i = 0; i < n; i++) {
            const x = (i * 37) % 600;
            const y = (i * 53) % 440;
            const el = document.createElementNS(NS, i % 3 === 1 ? 'polygon' : 'rect');
            if (i % 3 === 1) el.setAttribute('points', `${x},${y} ${x + 30},${y + 5} ${x + 20},${y + 35} ${x - 5},${y + 25}`);
            else Object.entries({ x, y, width: 30, height: 30 }).forEach(([k, v]) => el.setAttribute(k, String(v)));
            el.setAttribute('fill', 'none');
            el.setAttribute('stroke', ['#ef4444', '#f59e0b', '#22c55e'][i % 3] as string);
            svg.appendChild(el);
          }
          document.body.appendChild(svg);
          const drawMs = await new Promise<number>((r) => requestAnimationFrame(() => setTimeout(() => r(performance.now() - t0))));
          let k = 0;
          svg.style.willChange = 'transform';
          const panFps = await frames(() => {
            k++;
            svg.style.transform = `translate(${(k % 40) * 4}px, ${(k % 30) * 3}px) scale(2)`;
          });
          resolve({ scrollFps, drawMs, panFps });
        })();
      }),
    [ms, shapes] as const,
  );
}
