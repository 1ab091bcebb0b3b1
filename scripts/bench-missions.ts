/**
 * `npm run bench:missions`: the mission planner at scale, in Debian Chromium (SwiftShader WebGL)
 * against the production build served by the real service. Medians of RUNS runs:
 *  - open a 5,000-waypoint mission (created through the API): navigation start until the route is
 *    drawn (the first frame with the route's line and points) and the waypoint table has rows; also
 *    until maplibre is idle (every basemap tile of the view loaded and drawn);
 *  - drag one waypoint: requestAnimationFrame intervals during a scripted 1 s drag, as fps;
 *  - import a 5,000-waypoint DJI KMZ: in-page time from the file input's change event until the
 *    editor shows 5,000 waypoints;
 *  - survey generation (mapping2d) over 1 km²: the library generator, timed in Node.
 * Writes the `## Missions` section of docs/benchmarks.md (not with NO_WRITE=1). Run `npm run build`
 * first; APP_DIST=<dir> measures another build. BASE_DIST=<dir> also opens the mission in another
 * build (one that marks `data-route-drawn`, e.g. main's) served by a second service, interleaved
 * with this build's runs, and reports both and their ratio: the load changes within a run less.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { exportMission } from '../src/lib/mission-files/export-mission';
import { applyGenerator } from '../src/lib/mission-generators/generate-mission';
import { emptyMission, missionToWire, type Waypoint } from '../src/lib/mission-model/mission-model';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { writeBenchSection } from './bench-doc';

const RUNS = Number(process.env.RUNS ?? 5);
const N = 5000;
const BUDGET = { open: 1500, fps: 30, importMs: 500, surveyMs: 200 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const round = (x: number) => Math.round(x);

/** A lawn-mower of N points over about 2 × 1.25 km near Zurich, 60 m, some photo actions. */
function bigRoute(): Waypoint[] {
  const route: Waypoint[] = [];
  const rows = 50,
    perRow = N / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < perRow; c++) {
      const col = r % 2 ? perRow - 1 - c : c;
      route.push({
        lat: 47.36 + r * 0.00025,
        lng: 8.52 + col * 0.00025,
        altitude: 60,
        actions: c % 10 === 0 ? [{ type: 'takePhoto' }] : [],
      });
    }
  }
  return route;
}

/** A square of about 1 km² (1,000 m sides) at 47.37° N. */
function squareKm(): [number, number][] {
  const dLat = 1000 / 111_320,
    dLng = 1000 / (111_320 * Math.cos((47.37 * Math.PI) / 180));
  const [lng, lat] = [8.54, 47.37];
  return [
    [lng, lat],
    [lng + dLng, lat],
    [lng + dLng, lat + dLat],
    [lng, lat + dLat],
  ];
}

interface OpenMarks {
  rows: number;
  mapReady: number;
  drawn: number;
  idle: number;
}

/** Times from navigation start: table rows in the DOM, map style loaded, route drawn (both done = the figure). */
async function openEditor(page: Page, url: string): Promise<OpenMarks> {
  await page.goto(url);
  const handle = await page.waitForFunction(
    `(() => {
      const m = (window.__open ||= {});
      const now = performance.now();
      if (!m.rows && document.querySelector('table[aria-label="Waypoints"] tbody tr[data-index]')) m.rows = now;
      if (!m.mapReady && document.querySelector('[data-map-ready="true"]')) m.mapReady = now;
      if (!m.drawn && document.querySelector('[data-route-drawn="${N}"]')) m.drawn = now;
      if (!m.idle && document.querySelector('[data-rendered-count="${N}"]')) m.idle = now;
      return m.rows && m.mapReady && m.drawn && m.idle ? m : false;
    })()`,
    undefined,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as OpenMarks;
}

async function dragFps(page: Page): Promise<{ fps: number; p95: number }> {
  // Picking a row centres the map on that waypoint; then drag it for about a second.
  await page.locator('table[aria-label="Waypoints"] tbody tr[data-index]').nth(5).locator('td').first().click();
  await page.waitForTimeout(800);
  const box = (await page.getByRole('region', { name: 'Mission map' }).boundingBox())!;
  const cx = box.x + box.width / 2,
    cy = box.y + box.height / 2;
  // A string, so the bundler's helpers (tsx adds __name to named functions) do not leak into the page.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__rec = true;
    let last = performance.now();
    const tick = (t) => { window.__frames.push(t - last); last = t; if (window.__rec) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  })()`);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 1; i <= 60; i++) {
    await page.mouse.move(cx + i * 3, cy + Math.sin(i / 6) * 40);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  // The drag must have moved a waypoint (the editor then has unsaved changes), or the figure means nothing.
  await page.getByText('Unsaved changes (draft kept)').waitFor({ timeout: 10_000 });
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __rec: boolean };
    w.__rec = false;
    return w.__frames.slice(2);
  });
  const sorted = [...frames].sort((a, b) => a - b);
  // Frames per second over the whole drag (not a median frame), so long frames count.
  const total = frames.reduce((a, b) => a + b, 0);
  return { fps: (frames.length * 1000) / total, p95: sorted[Math.floor(sorted.length * 0.95)] ?? NaN };
}

async function importKmz(page: Page, file: string): Promise<number> {
  await page.evaluate(() => {
    const input = document.querySelector('input[type=file][aria-label="Import mission file"]')!;
    input.addEventListener('change', () => ((window as unknown as { __t0: number }).__t0 = performance.now()), {
      once: true,
      capture: true,
    });
  });
  await page.getByLabel('Import mission file').setInputFiles(file);
  const handle = await page.waitForFunction(
    (n) =>
      document.querySelector('[data-testid="figure-count"]')?.textContent === String(n)
        ? performance.now() - (window as unknown as { __t0: number }).__t0
        : false,
    N,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/** Creates the N-waypoint mission in a service as amara; her session for the page. */
async function createMission(base: string, route: Waypoint[]): Promise<{ id: string; sessionJson: string }> {
  const session = await devLoginAt(base, 'amara');
  const created = await fetch(`${base}/v1/mission`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.credentials.authToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(missionToWire({ ...emptyMission({ name: `Bench ${N} waypoints` }), route })),
  });
  if (!created.ok) throw new Error(`creating the mission failed: HTTP ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  return { id, sessionJson: JSON.stringify({ ...session, username: 'amara' }) };
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Run `npm run build` first.');
  const route = bigRoute();
  const kmzPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-missions-')), 'big-5000.kmz');
  const kmz = exportMission({ ...emptyMission({ name: 'Bench 5000' }), route }, 'wpml');
  fs.writeFileSync(kmzPath, kmz.bytes);

  // Survey generation: Node, the library's generator (same code the editor runs).
  const survey: number[] = [];
  let photos = 0;
  for (let i = 0; i < RUNS * 4 + 1; i++) {
    const t0 = performance.now();
    const res = applyGenerator({
      kind: 'mapping2d',
      polygon: squareKm(),
      gridAngle: 15,
      frontOverlap: 80,
      sideOverlap: 70,
      altitude: 80,
      photoMode: 'waypoint',
      camera: {
        name: 'Mavic 3E wide',
        sensorWidthMm: 17.3,
        sensorHeightMm: 13,
        focalLengthMm: 12.29,
        imageWidthPx: 5280,
        imageHeightPx: 3956,
      },
    });
    if (i > 0) survey.push(performance.now() - t0);
    photos = (res.summary as { photoCount?: number }).photoCount ?? 0;
  }

  const service = process.env.BENCH_BASE_URL ? null : await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const baseDist = process.env.BASE_DIST;
  const baseService = baseDist ? await startService({ serveApp: true, env: { CAMERAS: 'off', APP_DIST: baseDist } }) : null;
  const base = process.env.BENCH_BASE_URL ?? service!.url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const open: number[] = [],
    rowsAt: number[] = [],
    mapAt: number[] = [],
    idleAt: number[] = [],
    fps: number[] = [],
    p95: number[] = [],
    imports: number[] = [],
    baseOpen: number[] = [];
  let renderer = '';
  try {
    const { id, sessionJson } = await createMission(base, route);
    const baseMission = baseService ? await createMission(baseService.url, route) : null;

    for (let i = 0; i <= RUNS; i++) {
      // bypassCSP: the probes below are strings (tsx's helpers must not leak into the page), which the
      // app's CSP (no 'unsafe-eval') would refuse; the policy does not change what is measured.
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
      await context.addInitScript((v) => {
        sessionStorage.setItem('lops.session', v);
        // At 1280×720 the editor folds the table by default; the figure includes the table, as before.
        localStorage.setItem('missions.editor.dock', 'open');
      }, sessionJson);
      if (baseService && baseMission) {
        // The other build first, in its own context, so both builds see the same load in each run.
        const other = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
        await other.addInitScript((v) => {
          sessionStorage.setItem('lops.session', v);
          localStorage.setItem('missions.editor.dock', 'open');
        }, baseMission.sessionJson);
        const m = await openEditor(await other.newPage(), `${baseService.url}/missions/${baseMission.id}`);
        if (i > 0) baseOpen.push(Math.max(m.rows, m.drawn));
        await other.close();
      }
      const page = await context.newPage();
      const marks = await openEditor(page, `${base}/missions/${id}`);
      const t = Math.max(marks.rows, marks.drawn);
      renderer ||= await page.evaluate(() => {
        const gl = document.createElement('canvas').getContext('webgl');
        const ext = gl?.getExtension('WEBGL_debug_renderer_info');
        return ext && gl ? String(gl.getParameter(ext.UNMASKED_RENDERER_WEBGL)) : 'unknown';
      });
      if (i > 0) {
        open.push(t);
        rowsAt.push(marks.rows);
        mapAt.push(marks.mapReady);
        idleAt.push(marks.idle);
        const d = await dragFps(page);
        fps.push(d.fps);
        p95.push(d.p95);
      }
      // Leave without the unsaved-changes prompt getting in the way.
      page.on('dialog', (dl) => void dl.accept());
      const newPage = await context.newPage();
      await newPage.goto(`${base}/missions/new`);
      await newPage.waitForSelector('[data-map-ready="true"]');
      const ms = await importKmz(newPage, kmzPath);
      if (i > 0) imports.push(ms);
      await context.close();
      console.log(
        `run ${i}${i === 0 ? ' (warm-up)' : ''}: open ${round(t)} ms, import ${round(ms)} ms${i > 0 ? `, drag ${fps[fps.length - 1]!.toFixed(1)} fps` : ''}`,
      );
    }
  } finally {
    await browser.close();
    await service?.stop();
    await baseService?.stop();
  }

  const verdict = (ok: boolean) => (ok ? 'within budget' : '**over budget**');
  const rows = [
    `| Open a ${N.toLocaleString('en')}-waypoint mission (route drawn + table) | ${round(median(open))} ms | ${open.map(round).join(', ')} | ≤ ${BUDGET.open} ms (${verdict(median(open) <= BUDGET.open)}) |`,
    ...(baseOpen.length
      ? [
          `| … the build at BASE_DIST (${path.basename(path.resolve(baseDist!)) === 'dist' ? path.basename(path.dirname(path.resolve(baseDist!))) : path.basename(path.resolve(baseDist!))}), same run, interleaved | ${round(median(baseOpen))} ms | ${baseOpen.map(round).join(', ')} | ratio ${(median(open) / median(baseOpen)).toFixed(2)} |`,
        ]
      : []),
    `| … of which: table rows shown / map style loaded | ${round(median(rowsAt))} ms / ${round(median(mapAt))} ms | | |`,
    `| … map idle (basemap tiles of the view drawn too) | ${round(median(idleAt))} ms | ${idleAt.map(round).join(', ')} | |`,
    `| Drag one waypoint (rAF frames over a 1 s drag) | ${median(fps).toFixed(1)} fps (p95 frame ${round(median(p95))} ms) | ${fps.map((f) => f.toFixed(1)).join(', ')} | ≥ ${BUDGET.fps} fps (${verdict(median(fps) >= BUDGET.fps)}) |`,
    `| Import a ${N.toLocaleString('en')}-waypoint DJI KMZ (in page) | ${round(median(imports))} ms | ${imports.map(round).join(', ')} | ≤ ${BUDGET.importMs} ms (${verdict(median(imports) <= BUDGET.importMs)}) |`,
    `| Survey generation, mapping2d over 1 km² (${photos} photos, Node) | ${median(survey).toFixed(1)} ms | ${survey
      .slice(0, 8)
      .map((x) => x.toFixed(1))
      .join(', ')}… | ≤ ${BUDGET.surveyMs} ms (${verdict(median(survey) <= BUDGET.surveyMs)}) |`,
  ];
  const section = [
    '## Missions',
    '',
    `Command: \`npm run build && ${baseDist ? 'BASE_DIST=<main build>/dist ' : ''}npm run bench:missions\` (scripts/bench-missions.ts) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}, Debian Chromium headless, WebGL renderer: ${renderer}.`,
    `Production build served by the reference service on loopback (CAMERAS=off), signed in as amara, new browser context per run; median of ${RUNS} runs after one warm-up. Load average at the end: ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' / ')}.`,
    '',
    '| measure | median | runs | budget |',
    '|---|---|---|---|',
    ...rows,
    '',
    'How the editor opens fast and stays fast at this size: the route is ONE GeoJSON LineString, ONE MultiPoint for every waypoint (tiling and drawing cost follow the number of features, not of vertices) and a small source for the first, selected and flagged waypoints; waypoints are picked by projecting the route, not by querying rendered features; points shrink at overview zooms; the map adds its sources on style load rather than after its first tiles; the maplibre worker starts when the editor code loads; the EGM96 geoid (2.7 MB) loads when the browser is idle. Numbers are HTML markers only for small routes or the selection; while dragging only a small "active" source is updated once per animation frame and the big sources are written once on drop; the waypoint table is virtualised.',
    '',
  ].join('\n');
  console.log(`\n${section}`);
  writeBenchSection('Missions', section);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
