/**
 * The live soak (`npm run bench:live -- --soak`): a 2×2 wall of the four devices for SOAK_MINUTES
 * (default 30), left alone the way a control room leaves it, while
 *  - every KILL_EVERY_S (120 s) all four simulated cameras are killed (`/dev/cameras/{id}/kill`)
 *    and restored SOURCE_DOWN_S (15 s) later. Nothing restarts the ingests but the wall's own
 *    keep-streaming supervisor;
 *  - once, half-way through a cycle, the browser goes offline for NETWORK_DOWN_S (20 s).
 * Per fault it records how long until no tile claims to be playing (the badge must not lie) and
 * how long after the fault ends until all four tiles play again. Every minute it collects garbage
 * (CDP HeapProfiler.collectGarbage) and reads JSHeapUsedSize (CDP Performance.getMetrics).
 * Heap growth is measured from the sample after WARMUP_MIN (two full kill/restore cycles) to the
 * last one. Prints a summary and markdown rows for docs/benchmarks.md.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { api, DEVICES, median, newPage } from './bench-live-common';

const KILL_EVERY_S = 120;
const SOURCE_DOWN_S = 15;
const NETWORK_DOWN_S = 20;
const WARMUP_MIN = 5;
/** A tile that has not recovered by then counts as not recovered. */
const RECOVERY_LIMIT_S = KILL_EVERY_S - SOURCE_DOWN_S - 5;

interface Fault {
  kind: 'sources killed' | 'network dropped';
  at: number;
  /** Seconds from the fault until no tile showed "playing". */
  noticedS?: number;
  endedAt?: number;
  /** Seconds from the end of the fault until all tiles played again. */
  recoveredS?: number;
}

interface HeapSample {
  minute: number;
  heapMB: number;
  playing: number;
}

const playingTiles = (page: Page) => page.evaluate(() => document.querySelectorAll('[data-player-state="playing"]').length);

async function gcHeapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 1048576;
}

const cameras = (base: string, pat: string, action: 'kill' | 'restore') =>
  Promise.all(DEVICES.map((id) => api(base, pat, 'POST', `/dev/cameras/${id}/${action}`)));

export async function soakWall(browser: Browser, base: string, session: unknown, pat: string, minutes: number) {
  const page = await newPage(browser, base, session);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`/wall?devices=${DEVICES.join(',')}&layout=2x2`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-player-state="playing"]').length === n, DEVICES.length, {
    timeout: 60_000,
  });

  const t0 = Date.now();
  const now = () => (Date.now() - t0) / 1000;
  const end = minutes * 60;
  const networkDropAt = Math.floor(minutes / 2 / (KILL_EVERY_S / 60)) * KILL_EVERY_S + KILL_EVERY_S / 2;
  const faults: Fault[] = [];
  const heap: HeapSample[] = [{ minute: 0, heapMB: await gcHeapMB(cdp), playing: await playingTiles(page) }];
  let nextKill = KILL_EVERY_S;
  let nextSample = 60;
  let open: Fault | null = null;
  let networkDone = false;

  try {
    while (now() < end) {
      const t = now();
      const playing = await playingTiles(page);
      if (open) {
        if (open.noticedS === undefined && playing === 0) open.noticedS = t - open.at;
        const downFor = open.kind === 'sources killed' ? SOURCE_DOWN_S : NETWORK_DOWN_S;
        if (open.endedAt === undefined && t - open.at >= downFor) {
          if (open.kind === 'sources killed') await cameras(base, pat, 'restore');
          else await page.context().setOffline(false);
          open.endedAt = now();
        }
        if (open.endedAt !== undefined && playing === DEVICES.length) {
          open.recoveredS = t - open.endedAt;
          console.log(
            `[soak] ${t.toFixed(0)} s: ${open.kind}: noticed after ${open.noticedS?.toFixed(1) ?? '—'} s, all tiles playing ${open.recoveredS.toFixed(1)} s after it ended`,
          );
          open = null;
        } else if (open.endedAt !== undefined && t - open.endedAt > RECOVERY_LIMIT_S) {
          console.log(
            `[soak] ${t.toFixed(0)} s: ${open.kind}: only ${playing}/${DEVICES.length} tiles playing ${RECOVERY_LIMIT_S} s after it ended`,
          );
          open = null;
        }
      } else if (t >= nextKill && t < end - 30) {
        nextKill += KILL_EVERY_S;
        await cameras(base, pat, 'kill');
        open = { kind: 'sources killed', at: now() };
        faults.push(open);
      } else if (!networkDone && t >= networkDropAt) {
        networkDone = true;
        await page.context().setOffline(true);
        open = { kind: 'network dropped', at: now() };
        faults.push(open);
      }
      if (t >= nextSample) {
        nextSample += 60;
        const s = { minute: Math.round(t / 60), heapMB: await gcHeapMB(cdp), playing };
        heap.push(s);
        console.log(`[soak] minute ${s.minute}: ${s.playing}/${DEVICES.length} playing, heap after GC ${s.heapMB.toFixed(2)} MB`);
      }
      await page.waitForTimeout(500);
    }
  } finally {
    await cameras(base, pat, 'restore').catch(() => undefined);
    await page.context().close();
  }

  const base0 = heap.find((h) => h.minute >= WARMUP_MIN) ?? heap[0]!;
  const last = heap[heap.length - 1]!;
  const after = heap.filter((h) => h.minute >= base0.minute);
  const growthPct = (100 * (last.heapMB - base0.heapMB)) / base0.heapMB;
  const recovered = faults.filter((f) => f.recoveredS !== undefined);
  const summary = {
    minutes,
    faults: faults.length,
    recovered: recovered.length,
    recoveryS: {
      median: Number(median(recovered.map((f) => f.recoveredS!)).toFixed(1)),
      max: Number(Math.max(...recovered.map((f) => f.recoveredS!)).toFixed(1)),
    },
    noticedS: {
      median: Number(median(faults.map((f) => f.noticedS ?? NaN).filter(Number.isFinite)).toFixed(1)),
      never: faults.filter((f) => f.noticedS === undefined).length,
    },
    heapMB: {
      start: Number(heap[0]!.heapMB.toFixed(2)),
      afterWarmup: Number(base0.heapMB.toFixed(2)),
      end: Number(last.heapMB.toFixed(2)),
      maxAfterWarmup: Number(Math.max(...after.map((h) => h.heapMB)).toFixed(2)),
    },
    heapGrowthAfterWarmupPct: Number(growthPct.toFixed(1)),
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log('\n| # | at | fault | no tile "playing" after | all tiles playing again after |\n|---|---|---|---|---|');
  faults.forEach((f, i) =>
    console.log(
      `| ${i + 1} | ${(f.at / 60).toFixed(1)} min | ${f.kind} (${f.kind === 'sources killed' ? SOURCE_DOWN_S : NETWORK_DOWN_S} s) | ${f.noticedS?.toFixed(1) ?? 'never'} s | ${f.recoveredS !== undefined ? `${f.recoveredS.toFixed(1)} s` : '**not recovered**'} |`,
    ),
  );
  console.log(`\nHeap after GC by minute (MB): ${heap.map((h) => `${h.minute}: ${h.heapMB.toFixed(2)}`).join(', ')}`);
  return summary;
}
