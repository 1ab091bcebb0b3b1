import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

interface AxeScope {
  include?: string;
  exclude?: string[];
}

/** The axe violations of moderate impact or above on the page as it is now, one readable line block each. */
export async function a11yViolations(page: Page, options: AxeScope = {}): Promise<string[]> {
  // Legacy mode runs axe once inside the page. The default mode also opens a blank page to merge
  // the results of every frame; the app has no iframes, and that step made a pass ~3 s slower on
  // a busy machine (shell.spec's four passes: 27 s instead of 37–39 s beside a CPU hog).
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (options.include) builder = builder.include(options.include);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
}

/** Fails on any axe violation of moderate impact or above on the page as it is now. */
export async function expectNoA11yViolations(page: Page, options: AxeScope = {}): Promise<void> {
  const bad = await a11yViolations(page, options);
  expect(bad, bad.join('\n')).toEqual([]);
}
