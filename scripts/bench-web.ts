/**
 * `npm run bench:web`: load time of the Channels page from the production build served by the
 * real service on loopback, in Debian Chromium, cold cache each run. Reports the median of
 * RUNS runs of FCP and of "list rendered" (the channel table's first row in the DOM), both
 * from navigation start (Performance API), plus the bundle budget figure, and writes the
 * `## Web` section of docs/benchmarks.md. Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt } from '../e2e/helpers/service';
import { writeBenchSection } from './bench-doc';

const RUNS = Number(process.env.RUNS ?? 5);
const FCP_BUDGET_MS = 1000;
const LIST_BUDGET_MS = 1500;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0]!;
  // APP_DIST=<dir> NO_WRITE=1 measures another build (the service serves APP_DIST) for a side-by-side ratio.
  const dist = process.env.APP_DIST ?? 'dist';
  if (!fs.existsSync(`${dist}/index.html`)) throw new Error('Run `npm run build` first.');
  const size = process.env.APP_DIST ? '' : execFileSync(process.execPath, ['scripts/check-bundle-size.mjs'], { encoding: 'utf8' });
  const sizeLine = size.split('\n').find((l) => l.startsWith('initial JS')) ?? '';

  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const fcp: number[] = [];
  const list: number[] = [];
  try {
    const session = await devLoginAt(service.url, 'amara');
    // One warm-up run (service JIT, SQLite page cache), not counted.
    for (let i = 0; i <= RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      await context.addInitScript((value) => {
        sessionStorage.setItem('lops.session', value);
        // Record when the first channel row is in the DOM.
        new MutationObserver((_m, obs) => {
          if (document.querySelector('table tbody tr')) {
            performance.mark('channels-list-rendered');
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      }, JSON.stringify(session));
      const page = await context.newPage();
      await page.goto(`${service.url}/channels`);
      await page.waitForSelector('table tbody tr');
      const t = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        list: performance.getEntriesByName('channels-list-rendered')[0]?.startTime ?? NaN,
      }));
      if (i > 0) {
        fcp.push(t.fcp);
        list.push(t.list);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  }

  const fcpMed = median(fcp);
  const listMed = median(list);
  const ok = (v: number, budget: number) => (v <= budget ? 'within budget' : 'OVER BUDGET');
  const section = [
    '## Web',
    '',
    `Command: \`npm run build && npm run bench:web\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, Debian Chromium headless.`,
    'Production build served by the reference service on loopback (CAMERAS=off), signed in as amara, cold browser cache each run;',
    `times from navigation start (Performance API), median of ${RUNS} runs after one warm-up.`,
    `Machine load (1-min load average on ${os.cpus().length} cores): ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after — figures taken under load above ~2 are not comparable.`,
    '',
    '| measure | median | runs (ms) | budget |',
    '|---|---|---|---|',
    `| First contentful paint, /channels | ${fcpMed.toFixed(0)} ms | ${fcp.map((x) => x.toFixed(0)).join(', ')} | ≤ ${FCP_BUDGET_MS} ms (${ok(fcpMed, FCP_BUDGET_MS)}) |`,
    `| Channel list rendered | ${listMed.toFixed(0)} ms | ${list.map((x) => x.toFixed(0)).join(', ')} | ≤ ${LIST_BUDGET_MS} ms (${ok(listMed, LIST_BUDGET_MS)}) |`,
    '',
    `Bundle (\`npm run size\`): ${sizeLine.replace(/^initial JS/, 'initial JS')}. Budget 150 KB; no maplibre, hls.js, dash.js or uPlot code in an initial chunk (checked from the build's module map).`,
    '',
  ].join('\n');
  console.log(section);
  writeBenchSection('Web', section);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
