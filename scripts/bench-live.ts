/**
 * `npm run bench:live` — live video figures on this machine (headless Debian Chromium, software
 * decode, simulated cameras on loopback). Needs a build (`npm run build`): the app is served by
 * a fresh seeded service, or by BENCH_BASE_URL when set.
 *
 *   time to first frame   loadSource → first `playing` of the player (performance marks), median of 10
 *   latency behind live   hls.js `latency` from the player's stats panel, median of 10 samples
 *   wall                  9 tiles (3×3, sub rendition) for WALL_SECONDS (default 120): dropped/decoded frames
 *   wall 4×4              16 tiles (4×4, sub rendition) for WALL16_SECONDS (default 300): dropped/decoded frames
 *   recovery              multi-view with default settings: a camera killed, then restored; seconds from the
 *                         restore until its tile is LIVE again (data-tile-state), with no click (issue 36)
 *   ingest CPU            4 concurrent ingests: CPU of their ffmpeg processes over 10 s (/proc, like ps %cpu)
 *   --soak                4 tiles for SOAK_MINUTES (default 30) with every source killed and restored every
 *                         2 minutes and one network drop: recovery times and GC'd heap (bench-live-soak.ts)
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startService, type RunningService } from '../server/testing/start-service';
import { api, DEVICES, median, newPage, startIngests } from './bench-live-common';
import { sampleCpu } from './bench-live-cpu';
import { soakWall } from './bench-live-soak';
import { chromiumLaunchOptions } from '../e2e/chromium';

const soak = process.argv.includes('--soak');
const wallSeconds = Number(process.env.WALL_SECONDS ?? 120);
const soakMinutes = Number(process.env.SOAK_MINUTES ?? 30);
const wall16Seconds = Number(process.env.WALL16_SECONDS ?? 300);

async function timeToFirstFrame(browser: Browser, base: string, session: unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 10; i++) {
    const page = await newPage(browser, base, session);
    await page.goto(`/live?device=${DEVICES[0]}`);
    await page.waitForFunction(() => performance.getEntriesByName('lops:playing').length > 0, null, { timeout: 30_000 });
    out.push(
      await page.evaluate(() => {
        const a = performance.getEntriesByName('lops:loadSource')[0]?.startTime ?? NaN;
        const b = performance.getEntriesByName('lops:playing')[0]?.startTime ?? NaN;
        return b - a;
      }),
    );
    await page.context().close();
  }
  return out;
}

async function latencySamples(browser: Browser, base: string, session: unknown): Promise<{ hls: number[]; clock: number[] }> {
  const page = await newPage(browser, base, session);
  await page.goto(`/live?device=${DEVICES[1]}`);
  const player = page.locator('[data-player-state]').first();
  await player.and(page.locator('[data-player-state="playing"]')).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(8000);
  await player.getByRole('button', { name: 'Stats' }).click();
  const out = { hls: [] as number[], clock: [] as number[] };
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(1000);
    const v = Number.parseFloat((await page.getByTestId('stat-latency').textContent()) ?? '');
    if (Number.isFinite(v)) out.hls.push(v);
    // Cross-check: wall clock minus the program date (stamped by the ingest from the same clock) of the frame on screen.
    const c = Number.parseFloat((await page.getByTestId('stat-clock-latency').textContent()) ?? '');
    if (Number.isFinite(c)) out.clock.push(c);
  }
  await page.context().close();
  return out;
}

const wallFrames = (page: Page) =>
  page.evaluate(() => {
    let dropped = 0;
    let decoded = 0;
    let playing = 0;
    for (const v of document.querySelectorAll('video')) {
      const q = v.getVideoPlaybackQuality();
      dropped += q.droppedVideoFrames;
      decoded += q.totalVideoFrames;
      if (v.closest('[data-player-state="playing"]')) playing++;
    }
    const mem = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return { dropped, decoded, playing, heapMB: mem ? mem.usedJSHeapSize / 1048576 : NaN };
  });

async function wall(
  browser: Browser,
  base: string,
  session: unknown,
  seconds: number,
  sampleEveryS: number,
  layout: '3x3' | '4x4' = '3x3',
) {
  const page = await newPage(browser, base, session);
  const count = layout === '3x3' ? 9 : 16;
  const tiles = Array.from({ length: count }, (_, i) => DEVICES[i % DEVICES.length]).join(',');
  await page.goto(`/wall?devices=${tiles}&layout=${layout}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-player-state="playing"]').length === n, count, { timeout: 90_000 });
  await page.waitForTimeout(5000); // let start-up settle before counting
  const start = await wallFrames(page);
  const samples = [start];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    await page.waitForTimeout(Math.min(sampleEveryS * 1000, end - Date.now()));
    const s = await wallFrames(page);
    samples.push(s);
  }
  await page.context().close();
  const last = samples[samples.length - 1] ?? start;
  const decoded = last.decoded - start.decoded;
  const dropped = last.dropped - start.dropped;
  return {
    seconds,
    decoded,
    dropped,
    droppedPct: decoded ? (100 * dropped) / decoded : NaN,
    heapStartMB: start.heapMB,
    heapEndMB: last.heapMB,
    playingAtEnd: last.playing,
  };
}

/** Multi-view with default settings: kill a camera, restore it, time until its tile is LIVE again. */
async function recovery(browser: Browser, base: string, session: unknown, pat: string, runs: number): Promise<number[]> {
  const device = DEVICES[1] ?? '';
  const page = await newPage(browser, base, session);
  await page.goto(`/live/multi?layout=2x2&devices=${device}`);
  const state = () => page.locator(`[data-device-id="${device}"] [data-tile-state]`).getAttribute('data-tile-state');
  const until = async (want: (s: string | null) => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (want(await state().catch(() => null))) return true;
      await page.waitForTimeout(200);
    }
    return false;
  };
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (!(await until((s) => s === 'live', 60_000))) throw new Error('recovery: the tile never played');
    await api(base, pat, 'POST', `/dev/cameras/${device}/kill`);
    await until((s) => s !== 'live', 15_000);
    await page.waitForTimeout(5000); // dark for a while, as a camera that drops is
    await api(base, pat, 'POST', `/dev/cameras/${device}/restore`);
    const t0 = Date.now();
    if (!(await until((s) => s === 'live', 60_000))) throw new Error('recovery: not LIVE within 60 s of the restore');
    out.push((Date.now() - t0) / 1000);
  }
  await page.context().close();
  return out;
}

async function main() {
  let service: RunningService | null = null;
  let base = process.env.BENCH_BASE_URL;
  if (!base) {
    if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` first');
    service = await startService({ serveApp: true, env: { CAMERAS: 'on' } });
    base = service.url;
  }
  const browser = await chromium.launch(chromiumLaunchOptions(['--enable-precise-memory-info']));
  try {
    const session = await api<{ credentials: { pat: string } }>(base, null, 'POST', '/dev/login', { username: 'amara' });
    const pat = session.credentials.pat;
    await startIngests(base, pat);
    const cpu = await sampleCpu(10_000, process.env.BENCH_DATA_DIR ?? service?.dataDir);
    if (soak) {
      await soakWall(browser, base, { ...session, username: 'amara' }, pat, soakMinutes);
      return;
    }
    const ttff = await timeToFirstFrame(browser, base, { ...session, username: 'amara' });
    const latency = await latencySamples(browser, base, { ...session, username: 'amara' });
    const w = await wall(browser, base, { ...session, username: 'amara' }, wallSeconds, 30);
    const w16 = await wall(browser, base, { ...session, username: 'amara' }, wall16Seconds, 30, '4x4');
    const rec = await recovery(browser, base, { ...session, username: 'amara' }, pat, 3);
    const result = {
      ttffMs: { median: Math.round(median(ttff)), runs: ttff.map(Math.round) },
      latencyS: { median: Number(median(latency.hls).toFixed(2)), samples: latency.hls },
      clockLatencyS: { median: Number(median(latency.clock).toFixed(2)), samples: latency.clock.map((x) => Number(x.toFixed(2))) },
      wall9: { ...w, droppedPct: Number(w.droppedPct.toFixed(2)) },
      wall16: { ...w16, droppedPct: Number(w16.droppedPct.toFixed(2)) },
      recoveryAfterRestoreS: { median: Number(median(rec).toFixed(1)), runs: rec.map((x) => Number(x.toFixed(1))) },
      ingestCpu: cpu,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
    await service?.stop();
    if (service) fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
