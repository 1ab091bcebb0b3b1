import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const FAILING_IMPACTS = new Set(['moderate', 'serious', 'critical']);

/** Fails on any axe violation of moderate impact or above on the page as it is now. */
export async function expectNoA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''));
  const report = bad.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`).join('\n');
  expect(bad, report).toEqual([]);
}
