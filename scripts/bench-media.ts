/**
 * `npm run bench:media`: the media explorer against the 10,000-item folder of `bench:server`
 * (BENCH_SEED_MEDIA), production build, Debian Chromium headless. Measures the budgets
 * it can: first page shown, grid scroll frame rate with a bounded DOM, thumbnail requests in
 * flight, 3,000 annotation shapes drawn and panned/zoomed, and 200 × 5 MB uploads (JS heap and
 * throughput against curl). Writes `## Media` in docs/benchmarks.md. Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { firstPageMs, openAnnotatedMs, panZoomFps, scrollGrid, THUMB_COUNTER } from './bench-media-browser';
import { uploadBench } from './bench-media-upload';
import { writeBenchSection } from './bench-doc';

const RUNS = Number(process.env.RUNS ?? 5);
const SHAPES = 3000;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const fmt = (xs: number[], d = 0) => xs.map((x) => x.toFixed(d)).join(', ');

async function gql<T>(base: string, idToken: string, query: string): Promise<T> {
  const r = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: idToken },
    body: JSON.stringify({ query }),
  });
  return ((await r.json()) as { data: T }).data;
}
type Item = { id: string; name: string; location: string; type: string };
const list = (base: string, tok: string, args: string) =>
  gql<{ list: { items: Item[] } }>(base, tok, `query { list(${args}, limit: 500) { items { id name location type } } }`).then(
    (d) => d.list.items,
  );

/** 3,000 labels of the three shape types over a 640 × 480 image (the seed's generated size). */
function manyShapes(): string {
  const labels: Record<string, unknown> = {};
  for (let i = 0; i < SHAPES; i++) {
    const x = (i * 37) % 600;
    const y = (i * 53) % 440;
    const shapeType = (['RECTANGLE', 'POLYGON', 'POINT'] as const)[i % 3];
    const bbox = shapeType === 'POLYGON' ? [x, y, x + 30, y + 5, x + 20, y + 35, x - 5, y + 25] : [x, y, 30, 30];
    labels[`l${i}`] = {
      shapeType,
      category: ['corrosion', 'hotspot', 'crack', 'vegetation'][i % 4],
      severity: (i % 5) + 1,
      updatedAt: '2026-10-14T08:00:00Z',
      bbox,
      isAI: true,
    };
  }
  return JSON.stringify({ 'addon-bench': { addonId: 'addon-bench', labels } });
}

async function main(): Promise<void> {
  if (!fs.existsSync('dist/index.html')) throw new Error('Run `npm run build` first.');
  const loadBefore = os.loadavg()[0]!;
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off', BENCH_SEED_MEDIA: '12000' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: string[] = [];
  try {
    const session = (await (
      await fetch(`${service.url}/dev/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"amara"}',
      })
    ).json()) as {
      teamId: string;
      credentials: { idToken: string };
    };
    const tok = session.credentials.idToken;
    const bench = (await list(service.url, tok, `location: "${session.teamId}"`)).find((i) => i.name === 'Bench');
    if (!bench) throw new Error('bench media folder not seeded');
    const benchLoc = `${bench.location}/${bench.id}`;
    const [annotated] = (await list(service.url, tok, 'name: "DJI_0001.JPG", type: "I"')).filter((i) => i.type === 'I');
    if (!annotated) throw new Error('no seeded DJI_0001.JPG');
    const db = new Database(path.join(service.dataDir, 'service.sqlite'));
    db.prepare('UPDATE media_items SET annotations = ? WHERE id = ?').run(manyShapes(), annotated.id);
    db.close();

    const first: number[] = [];
    const scroll: Array<{ fps: number; worstFrameMs: number; maxTiles: number }> = [];
    const thumbs: number[] = [];
    const draw: number[] = [];
    const pan: Array<{ fps: number; worstFrameMs: number }> = [];
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      // tsx (esbuild keepNames) wraps functions in __name(); functions sent to the page need it too.
      await context.addInitScript('window.__name = (f) => f;');
      await context.addInitScript(
        (value) => sessionStorage.setItem('lops.session', value),
        JSON.stringify({ ...session, username: 'amara' }),
      );
      await context.addInitScript(THUMB_COUNTER);
      const page = await context.newPage();
      await page.goto(`${service.url}/media?view=grid&folder=${encodeURIComponent(benchLoc)}`);
      const t = await firstPageMs(page, '10k items');
      await page.waitForTimeout(300); // let the first thumbnails start
      const s = await scrollGrid(page, 3000, 40);
      const maxThumbs = await page.evaluate(() => (window as unknown as { __thumbs: { max: number } }).__thumbs.max);
      await page.goto(`${service.url}/media?view=list&folder=${encodeURIComponent(annotated.location)}`);
      await page.getByRole('button', { name: annotated.name, exact: true }).waitFor();
      const d = await openAnnotatedMs(page, annotated.name, SHAPES);
      const p = await panZoomFps(page, 3000);
      if (i > 0) {
        first.push(t);
        scroll.push(s);
        thumbs.push(maxThumbs);
        draw.push(d);
        pan.push(p);
      }
      await context.close();
    }
    const up = await uploadBench(browser, service.url, session, path.join(os.tmpdir(), 'bench-media-files'));
    const ok = (pass: boolean) => (pass ? 'pass' : '**FAIL**');
    const fpsMed = median(scroll.map((s) => s.fps));
    const panMed = median(pan.map((p) => p.fps));
    rows.push(
      `| First page of the 10,000-item folder shown (click → first tile painted) | ${median(first).toFixed(0)} ms | ${fmt(first)} | ≤ 300 ms | ${ok(median(first) <= 300)} |`,
      `| Grid scroll, 3 s at 40 px/frame | ${fpsMed.toFixed(0)} fps (worst frame ${median(scroll.map((s) => s.worstFrameMs)).toFixed(0)} ms) | ${fmt(scroll.map((s) => s.fps))} | ≥ 50 fps | ${ok(fpsMed >= 50)} |`,
      `| Tiles in the DOM while scrolling (max) | ${Math.max(...scroll.map((s) => s.maxTiles))} | ${fmt(scroll.map((s) => s.maxTiles))} | bounded | ${ok(Math.max(...scroll.map((s) => s.maxTiles)) < 200)} |`,
      `| Thumbnail requests in flight (max) | ${Math.max(...thumbs)} | ${fmt(thumbs)} | ≤ 12 | ${ok(Math.max(...thumbs) <= 12)} |`,
      `| Image with ${SHAPES.toLocaleString('en')} annotation shapes drawn (click → painted) | ${median(draw).toFixed(0)} ms | ${fmt(draw)} | ≤ 200 ms | ${ok(median(draw) <= 200)} |`,
      `| Pan and zoom over ${SHAPES.toLocaleString('en')} shapes, 3 s | ${panMed.toFixed(0)} fps (worst frame ${median(pan.map((p) => p.worstFrameMs)).toFixed(0)} ms) | ${fmt(pan.map((p) => p.fps))} | ≥ 50 fps | ${ok(panMed >= 50)} |`,
      `| Upload ${up.files} × ${up.mb} MB: JS heap before / peak during / after | ${up.heapBefore.toFixed(1)} / ${up.heapPeak.toFixed(1)} / ${up.heapAfter.toFixed(1)} MB | — | flat: back to the baseline after, no file bytes held | ${ok(up.heapAfter - up.heapBefore < 5 && up.heapPeak < 100)} |`,
      `| Upload throughput, dashboard vs curl (4 parallel each) | ${up.browserMBs.toFixed(0)} vs ${up.curlMBs.toFixed(0)} MB/s (${((up.browserMBs / up.curlMBs) * 100).toFixed(0)} %) | — | ≥ 80 % of curl | ${ok(up.browserMBs >= 0.8 * up.curlMBs)} |`,
    );
  } finally {
    await browser.close();
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
  const section = [
    '## Media',
    '',
    `Command: \`npm run build && npm run bench:media\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, Debian Chromium headless, 1280×720.`,
    'Production build served by the reference service on loopback (CAMERAS=off, BENCH_SEED_MEDIA=12000: the folder "Bench › 10k items" of `bench:server`), signed in as amara;',
    `timed inside the page (performance.now, requestAnimationFrame), median of ${RUNS} runs after one warm-up (a fresh browser context each). The map of 10,000 geotagged items is not built yet, so it is not measured.`,
    `Machine load (1-min load average): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after — figures taken under load above ~2 are not comparable. Headless Chromium paints without a GPU: frame rates are a floor.`,
    '',
    '| measure | median | runs | budget | result |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  console.log(section);
  writeBenchSection('Media', section);
  if (process.env.NO_WRITE !== '1') execFileSync('npx', ['prettier', '--write', 'docs/benchmarks.md'], { stdio: 'ignore' });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
