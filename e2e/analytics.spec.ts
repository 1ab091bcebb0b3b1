import fs from 'node:fs';
import { apiLogin, expect, expectNoA11yViolations, serviceUrl, signIn, test, type ApiSession } from './fixtures';
import { parseCsv } from '../src/features/analytics/utils/csv';
import { ANALYTICS_KEYS, type AnalyticsBiPage, type AnalyticsRecord } from '../src/lib/contract/analytics';

const NOW = 9_999_999_999_999;

async function analytics<T>(s: ApiSession, path: string): Promise<T> {
  const res = await fetch(`${serviceUrl()}${path}`, { headers: { 'x-api-key': s.credentials.apiKey } });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Every record of a scope, as the service pages it (BI form). */
async function allRecords(s: ApiSession, device: string, from: number, to: number): Promise<AnalyticsRecord[]> {
  const out: AnalyticsRecord[] = [];
  for (let p = 1; ; p++) {
    const page = await analytics<AnalyticsBiPage>(s, `/v1/analytics/bi/${encodeURIComponent(device)}/${from}/${to}/${p}`);
    out.push(...page.data);
    if (p >= page.total_num_pages) return out;
  }
}

/** The device of the team with the most records (the seed gives most, not all, devices detections). */
async function busiestDevice(s: ApiSession): Promise<string> {
  const devices = await analytics<string[]>(s, '/v1/analytics/devices');
  const pages = await Promise.all(
    devices.map(async (d) => (await analytics<AnalyticsBiPage>(s, `/v1/analytics/bi/${d}/0/${NOW}/1`)).total_num_pages),
  );
  return devices[pages.indexOf(Math.max(...pages))] as string;
}

test('connect, pick a device and a range, read the chart and the top classes, export CSV equal to the service', async ({ page }) => {
  const amara = await apiLogin('amara');
  const device = await busiestDevice(amara);
  await signIn(page, 'amara');
  await page.goto('/analytics');
  await expect(page.getByText(/Connected · Analytics API \d+\.\d+\.\d+/)).toBeVisible();

  await page.getByLabel('Device', { exact: true }).selectOption(device);
  await page.getByLabel('Time range', { exact: true }).selectOption('30d');
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Detections per hour, stacked by class/ })).toBeVisible();
  await expect(page.locator('canvas')).toBeVisible();
  const table = page.getByRole('table', { name: 'Top classes' });
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expect(table.getByRole('button', { name: /corrosion|crack|vegetation|insulator_damage/ }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`device=${device}`));
  await expectNoA11yViolations(page);

  // Pin the window in the URL (custom = the preset's exact ends), then export the records shown.
  await page.getByLabel('Time range', { exact: true }).selectOption('custom');
  await expect(page).toHaveURL(/range=custom.*from=\d+.*to=\d+|range=custom.*to=\d+.*from=\d+/);
  const url = new URL(page.url());
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const rows = parseCsv(fs.readFileSync(file, 'utf8'));
  const expected = await allRecords(amara, device, from, to);
  expect(rows[0]).toEqual([...ANALYTICS_KEYS]);
  expect(expected.length).toBeGreaterThan(100);
  expect(rows.slice(1)).toEqual(expected.map((r) => ANALYTICS_KEYS.map((k) => String(r[k]))));

  // A class click filters the rest and opens its frames.
  const cls = (await table.getByRole('button').first().textContent())?.trim() ?? '';
  await table.getByRole('button', { name: cls, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`cls=${cls}`));
  await expect(
    page
      .getByRole('table', { name: `Frames with ${cls}` })
      .getByRole('row')
      .nth(1),
  ).toContainText(/\.MP4/);
});

test('without an API key the analytics page says it is not connected and how to connect', async ({ page }) => {
  const s = await apiLogin('sofia');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Use my own credentials' }).click();
  await page.getByLabel(/^Identity token/).fill(s.credentials.identityToken);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: /Not connected: Analytics/ })).toBeVisible();
  await expect(page.getByText(/API key/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in with credentials' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a live wall with panel=analytics shows the detections of its device beside the tiles, with no mouse', async ({ page }) => {
  const amara = await apiLogin('amara');
  const device = await busiestDevice(amara);
  // The worker fetches the pages; the context sees its requests (the page's own events may not).
  const firstPages: string[] = [];
  page.context().on('request', (r) => {
    if (new RegExp(`/v1/analytics/${device}/\\d+/\\d+/1$`).test(r.url())) firstPages.push(r.url());
  });
  await signIn(page, 'amara');
  await page.goto(`/wall?devices=${device}&layout=2x2&autostart=0&panel=analytics&device=${device}&hours=168`);
  await expect(page.getByRole('list', { name: 'Video grid 2x2' })).toBeVisible();
  const panel = page.getByRole('region', { name: /^Detections on / });
  await expect(panel.getByRole('heading', { name: /^Detections · / })).toBeVisible();
  await expect(panel.getByText(/detections in [\d,]+ records, last 168 h/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation')).toHaveCount(0);

  // The figure is what the service holds for the window the panel asked for.
  const [from, to] = (firstPages.at(-1) ?? '').split('/').slice(-3, -1).map(Number) as [number, number];
  const expected = (await allRecords(amara, device, from, to)).reduce((sum, r) => sum + r.count, 0);
  await expect(panel.locator('p > span').first()).toHaveText(expected.toLocaleString('en-US'));
  expect(expected).toBeGreaterThan(0);
  await expect(panel.getByRole('img', { name: /^Detections per (hour|day|minute), stacked by class\.$/ })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Top classes' }).getByRole('listitem')).not.toHaveCount(0);
});
