/**
 * `npm run bench:basemap`: the default basemap's cost, in Debian Chromium against the real service.
 *  - opening a 5,000-waypoint mission with the basemap on, side by side with another build
 *    (BASE_DIST=<dir>, e.g. the build before the basemap) in the same run, runs interleaved: ratio;
 *  - panning and zooming the default basemap between z3 and z12 (scripted camera moves):
 *    frames per second and the longest task;
 *  - the basemap bytes a map route downloads (tiles, font, and the map chunk's share).
 * Writes the `## Basemap` section of docs/benchmarks.md. Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startService, type RunningService } from '../server/testing/start-service';
import { emptyMission, missionToWire, type Waypoint } from '../src/lib/mission-model/mission-model';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { writeBenchSection } from './bench-doc';

const RUNS = Number(process.env.RUNS ?? 3);
const N = 5000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const r = (x: number) => Math.round(x);

function bigRoute(): Waypoint[] {
  const route: Waypoint[] = [];
  for (let i = 0; i < N; i++)
    route.push({ lat: 47.36 + Math.floor(i / 100) * 0.00025, lng: 8.52 + (i % 100) * 0.00025, altitude: 60, actions: [] });
  return route;
}

async function prepare(base: string) {
  const session = await devLoginAt(base, 'amara');
  const created = await fetch(`${base}/v1/mission`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.credentials.authToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(missionToWire({ ...emptyMission({ name: 'Bench basemap' }), route: bigRoute() })),
  });
  const { id } = (await created.json()) as { id: string };
  return { id, session: JSON.stringify({ ...session, username: 'amara' }) };
}

/** Navigation start until the route is drawn and the table has rows (as bench:missions). */
// bypassCSP: the service's CSP forbids eval, and Playwright evaluates string predicates with it.
async function openMission(browser: Browser, base: string, prep: { id: string; session: string }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
  await context.addInitScript((v) => {
    sessionStorage.setItem('lops.session', v);
    // At 1280×720 the editor folds its table by default; both builds are timed with it shown.
    localStorage.setItem('missions.editor.dock', 'open');
  }, prep.session);
  const page = await context.newPage();
  await page.goto(`${base}/missions/${prep.id}`);
  const h = await page.waitForFunction(
    `(() => document.querySelector('table[aria-label="Waypoints"] tbody tr[data-index]') && document.querySelector('[data-rendered-count="${N}"]') ? performance.now() : false)()`,
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  const t = (await h.jsonValue()) as number;
  await context.close();
  return t;
}

async function panZoom(browser: Browser, base: string, session: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
  await context.addInitScript((v) => sessionStorage.setItem('lops.session', v), session);
  const page = await context.newPage();
  const bytes = new Map<string, number>();
  page.on('response', (res) => {
    const url = res.url();
    if (/\/basemaps\/|\.woff2|map-view/.test(url))
      void res.body().then(
        (b) => bytes.set(url, b.length),
        () => undefined,
      );
  });
  await page.goto(`${base}/`);
  await page.waitForSelector('[aria-label="Map of the fleet"][data-map-ready="true"]');
  await page.waitForTimeout(3000);
  const result = await page.evaluate(`(async () => {
    const el = document.querySelector('[aria-label="Map of the fleet"]');
    const m = el.maplibre;
    const longTasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: 'longtask', buffered: false });
    const frames = [];
    let rec = true, last = performance.now();
    const tick = (t) => { frames.push(t - last); last = t; if (rec) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const move = (o) => new Promise((res) => { m.once('moveend', res); m.easeTo({ ...o, duration: 1500 }); });
    await move({ center: [8.54, 47.37], zoom: 3 });
    await move({ zoom: 12 });
    await move({ center: [8.7, 47.3] });
    await move({ zoom: 6, center: [10, 48] });
    await move({ zoom: 3, center: [20, 40] });
    await move({ zoom: 9, center: [151.21, -33.86] });
    rec = false;
    const total = frames.slice(2).reduce((a, b) => a + b, 0);
    return { fps: (frames.length - 2) * 1000 / total, longest: Math.max(0, ...longTasks) };
  })()`);
  await page.waitForTimeout(500);
  await context.close();
  const sum = (re: RegExp) => [...bytes].filter(([u]) => re.test(u)).reduce((a, [, n]) => a + n, 0);
  return {
    ...(result as { fps: number; longest: number }),
    tiles: sum(/\/basemaps\/default\//),
    font: sum(/\.woff2/),
    tileCount: [...bytes.keys()].filter((u) => /\/basemaps\/default\//.test(u)).length,
  };
}

async function main(): Promise<void> {
  const loadAtStart = os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');
  const baseDist = process.env.BASE_DIST;
  const services: RunningService[] = [];
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const now = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
    services.push(now);
    const before = baseDist ? await startService({ serveApp: true, env: { CAMERAS: 'off', APP_DIST: baseDist } }) : undefined;
    if (before) services.push(before);
    // The index is built (z0) and the admin-1 lines derived (first z4+ tile) before measuring;
    // both are one-time costs of a fresh DATA_DIR, timed here.
    let t0 = performance.now();
    await fetch(`${now.url}/basemaps/default/0/0/0.pbf`);
    const firstTile = performance.now() - t0;
    t0 = performance.now();
    await fetch(`${now.url}/basemaps/default/5/16/11.pbf`);
    const firstAdmin1Tile = performance.now() - t0;
    const prepNow = await prepare(now.url);
    const prepBefore = before ? await prepare(before.url) : undefined;
    const opened: number[] = [];
    const openedBefore: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const a = await openMission(browser, now.url, prepNow);
      const b = before && prepBefore ? await openMission(browser, before.url, prepBefore) : NaN;
      if (i > 0) {
        opened.push(a);
        openedBefore.push(b);
      }
      console.log(`run ${i}${i === 0 ? ' (warm-up)' : ''}: with basemap ${r(a)} ms, before ${r(b)} ms`);
    }
    const pz = await panZoom(browser, now.url, prepNow.session);
    console.log(pz);
    const mapChunk = (dist: string) =>
      fs
        .readdirSync(path.join(dist, 'assets'))
        .filter((f) => f.startsWith('map-view-') && f.endsWith('.js'))
        .reduce((a, f) => a + fs.statSync(path.join(dist, 'assets', f)).size, 0);
    // npm run size's figure, for this build and the one before (its dist/ is read from its folder).
    const initialJs = (dist: string) =>
      /brotli: ([\d.]+) KB/.exec(
        execFileSync(process.execPath, [path.resolve('scripts/check-bundle-size.mjs')], {
          cwd: path.dirname(path.resolve(dist)),
          encoding: 'utf8',
        }),
      )?.[1] ?? '?';
    const sizeNow = initialJs('dist');
    const sizeBefore = baseDist && path.basename(baseDist) === 'dist' ? initialJs(baseDist) : '?';
    const ratio = median(opened) / median(openedBefore);
    const section = [
      '## Basemap',
      '',
      `Command: \`npm run build && BASE_DIST=/tmp/old-basemap/dist npm run bench:basemap\` (scripts/bench-basemap.ts; the build before the basemap is c8bf800: \`git worktree add --detach /tmp/old-basemap c8bf800 && ln -s $PWD/node_modules /tmp/old-basemap/ && (cd /tmp/old-basemap && npm run build)\`) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}, Debian Chromium headless (SwiftShader). Median of ${RUNS} runs after a warm-up, the two builds interleaved in one run. Load average at the start: ${loadAtStart}; at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' / ')}.`,
      '',
      '| measure | value | runs | budget |',
      '|---|---|---|---|',
      `| Open a 5,000-waypoint mission, default basemap on, to map idle (every basemap tile drawn: the one moment the build before also marks) | ${r(median(opened))} ms | ${opened.map(r).join(', ')} | side by side (the ≤ 1,500 ms budget is bench:missions' route drawn + table) |`,
      `| … the build before the basemap, same run | ${r(median(openedBefore))} ms | ${openedBefore.map(r).join(', ')} | ratio ${ratio.toFixed(2)} |`,
      `| Pan and zoom the default basemap z3 ↔ z12 (6 eased moves, 9 s) | ${pz.fps.toFixed(1)} fps, longest task ${r(pz.longest)} ms | | ≥ 30 fps, no task > 200 ms |`,
      `| Basemap bytes of a map route (overview) | tiles ${(pz.tiles / 1024).toFixed(0)} KB in ${pz.tileCount} tiles after the moves, font ${(pz.font / 1024).toFixed(0)} KB; map chunk ${(mapChunk('dist') / 1024).toFixed(0)} KB raw${baseDist ? ` (before: ${(mapChunk(baseDist) / 1024).toFixed(0)} KB)` : ''}, loaded only on map routes | | |`,
      `| Initial JS, brotli (npm run size) | ${sizeNow} KB${baseDist ? ` (before: ${sizeBefore} KB)` : ''} | | ≤ 150 KB |`,
      `| One-time on a fresh DATA_DIR (service side) | first tile ${r(firstTile)} ms (index build), first z4+ tile ${r(firstAdmin1Tile)} ms (admin-1 lines) | | |`,
      '',
    ].join('\n');
    console.log(section);
    if (!process.env.NO_WRITE) writeBenchSection('Basemap', section);
  } finally {
    await browser.close();
    for (const s of services) await s.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
