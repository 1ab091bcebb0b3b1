/**
 * `npx tsx scripts/layout-shifts.ts [path …]`: which parts of each screen move while it loads, by
 * the browser's Layout Instability API (shifts without recent input, as a user who waits and then
 * clicks would suffer them). Opens each path in the app, in turn, against a seeded service serving
 * the production build, and lists every shift of 0.005 or more with what moved (element, old and new
 * top, height). A moving table or panel is how a quick click lands on the wrong row (it made the
 * flights ZIP e2e test fail under load). Default paths: the main screens. Run `npm run build` first.
 */
import { chromium } from '@playwright/test';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';

const PATHS = ['/', '/live', '/channels', '/missions', '/jobs', '/flights', '/flights?view=company', '/analytics', '/media'];

/**
 * In the page: collects the shifts in `window.__shifts` as lines of text. A string, not a function:
 * tsx compiles functions with name helpers that do not exist in the page.
 */
const RECORD_SHIFTS = `(() => {
  const shifts = [];
  window.__shifts = shifts;
  const describe = (node) => {
    if (!(node instanceof HTMLElement)) return node ? node.nodeName : '?';
    const label = node.getAttribute('aria-label');
    return node.tagName.toLowerCase() + (label ? '[' + label + ']' : '') + ' "' + (node.textContent || '').slice(0, 30) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput || e.value < 0.005) continue;
      const what = e.sources.map((s) => describe(s.node) + ' top ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) +
        ', height ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height));
      shifts.push(e.value.toFixed(3) + ' at ' + Math.round(performance.now()) + ' ms: ' + what.join(' | '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

async function main(): Promise<void> {
  const paths = process.argv.length > 2 ? process.argv.slice(2) : PATHS;
  const service = await startService({ serveApp: true, env: { CAMERAS: 'off' } });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript({ content: RECORD_SHIFTS });
    await page.goto(`${service.url}/sign-in?redirect=%2Fchannels`);
    await page.getByRole('button', { name: /@amara ·/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    for (const path of paths) {
      await page.goto(`${service.url}${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(4000);
      const shifts = (await page.evaluate('window.__shifts')) as string[];
      console.log(`${path}: ${shifts.length ? `\n  ${shifts.join('\n  ')}` : 'no shift'}`);
    }
  } finally {
    await browser.close();
    await service.stop();
  }
}

void main();
