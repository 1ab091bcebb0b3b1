import fs from 'node:fs';
import { apiLogin, expect, expectNoA11yViolations, serviceUrl, signIn, test, type ApiSession } from './fixtures';
import { ANALYTICS_KEYS, type AnalyticsBiPage, type AnalyticsRecord } from '../src/lib/contract/analytics';

/**
 * RFC 4180 read here, not with the product's own parser, so a fault in the product's CSV writer and
 * reader together cannot pass: quoted fields may hold commas, doubled quotes and line breaks.
 */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

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

// Two tests, not one long journey: on a busy CI machine the load, the axe audit, the export and
// the review strip together outlasted one test's time. The second opens the pinned window by its
// URL, as a shared link does.
test('connect, pick a device and a range, read the chart and the top classes', async ({ page }) => {
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
  // The session bars say what their axes mean, with units, and name the device, not its id.
  const sessions = page.getByRole('list', { name: 'Detections per session' });
  await expect(sessions).toHaveAccessibleDescription(
    /^Height: detections per session \(count, 0 to [\d,]+\)\. Across: sessions by start time \(local\), oldest .+ to newest .+\.$/,
  );
  const bar = sessions.getByRole('button').first();
  await expect(bar).toHaveAccessibleName(/^Session of .+ on .+: [\d,]+ detections?$/);
  expect(await bar.getAttribute('aria-label')).not.toContain(device);
  await expectNoA11yViolations(page);

  // "Custom" pins the preset's exact ends in the URL, so the view can be shared.
  await page.getByLabel('Time range', { exact: true }).selectOption('custom');
  await expect(page).toHaveURL(/range=custom.*from=\d+.*to=\d+|range=custom.*to=\d+.*from=\d+/);
});

test('a pinned window exports CSV equal to the service, and a class click opens its frames', async ({ page }) => {
  const amara = await apiLogin('amara');
  const device = await busiestDevice(amara);
  const to = Date.now();
  const from = to - 30 * 24 * 3600_000;
  await signIn(page, 'amara');
  await page.goto(`/analytics?device=${device}&range=custom&from=${from}&to=${to}`);
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const rows = readCsv(fs.readFileSync(file, 'utf8'));
  const expected = await allRecords(amara, device, from, to);
  expect(rows[0]).toEqual([...ANALYTICS_KEYS]);
  expect(expected.length).toBeGreaterThan(100);
  expect(rows.slice(1)).toEqual(expected.map((r) => ANALYTICS_KEYS.map((k) => String(r[k]))));

  // A class click filters the rest and opens its frames.
  const table = page.getByRole('table', { name: 'Top classes' });
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

test('a To before From says which field is wrong and loads nothing; a range again loads', async ({ page }) => {
  const amara = await apiLogin('amara');
  const device = await busiestDevice(amara);
  await signIn(page, 'amara');
  await page.goto(`/analytics?device=${device}&range=30d`);
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Time range', { exact: true }).selectOption('custom');

  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill('2026-11-20T10:00');
  await to.fill('2026-11-01T10:00');
  // What was typed stays in the fields; To is marked and the message says what to do.
  await expect(to).toHaveValue('2026-11-01T10:00');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('To is before From: choose a time after From.');
  await expect(page.getByText('Nothing is loaded until the times make a range.')).toBeVisible();
  await expect(page.getByRole('img', { name: /Detections per/ })).toHaveCount(0);

  await to.fill('2026-11-29T10:00');
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
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

/** The two devices of the team with the most records, busiest first. */
async function twoBusiestDevices(s: ApiSession): Promise<[string, string]> {
  const devices = await analytics<string[]>(s, '/v1/analytics/devices');
  const pages = await Promise.all(
    devices.map(async (d) => [d, (await analytics<AnalyticsBiPage>(s, `/v1/analytics/bi/${d}/0/${NOW}/1`)).total_num_pages] as const),
  );
  const sorted = [...pages].sort((a, b) => b[1] - a[1]).map(([d]) => d);
  if (sorted.length < 2) throw new Error('the demo team needs two devices with detections');
  return [sorted[0] as string, sorted[1] as string];
}

const DAY = 86_400_000;
/** A fixed 14-day window ending at the next hour, so the page and the API read the same scope. */
const fixedWindow = () => {
  const to = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  return { from: to - 14 * DAY, to };
};

test('compare two devices on one axis: each side loads exactly the records the service has for it', async ({ page }) => {
  const amara = await apiLogin('amara');
  const [a, b] = await twoBusiestDevices(amara);
  const { from, to } = fixedWindow();
  await signIn(page, 'amara');
  await page.goto(`/analytics?device=${a}&range=custom&from=${from}&to=${to}&tz=utc`);
  await expect(page.getByText(new RegExp(`^Loaded ${a}: `))).toBeVisible({ timeout: 20_000 });
  // Chosen through the form, as a user would; the URL keeps it.
  await page.getByLabel('Compare with').selectOption('device');
  await page.getByLabel('Second device').selectOption(b);
  await expect(page).toHaveURL(new RegExp(`compare=device.*compareDevice=${b}|compareDevice=${b}.*compare=device`));
  const [recordsA, recordsB] = await Promise.all([allRecords(amara, a, from, to), allRecords(amara, b, from, to)]);
  await expect(page.getByText(new RegExp(`^Loaded ${a}: .*, ${recordsA.length.toLocaleString('en-US')} records$`))).toBeVisible();
  await expect(page.getByText(new RegExp(`^Loaded ${b}: .*, ${recordsB.length.toLocaleString('en-US')} records$`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: new RegExp(`^Detections per \\w+: ${a} against ${b}\\.`) })).toBeVisible();
  // The first side's figure is still its own (the second is drawn beside it, not added to it).
  const detectionsA = recordsA.reduce((sum, r) => sum + r.count, 0);
  await expect(page.getByRole('heading', { name: new RegExp(`^${detectionsA.toLocaleString('en-US')} detections in `) })).toBeVisible();
});

test('compare with the previous period: the second range is the same length just before, from the service', async ({ page }) => {
  const amara = await apiLogin('amara');
  const [device] = await twoBusiestDevices(amara);
  const { from, to } = fixedWindow();
  await signIn(page, 'amara');
  await page.goto(`/analytics?device=${device}&range=custom&from=${from}&to=${to}&tz=utc&compare=previous`);
  // previousWindow(): the same span, ending 1 ms before this one starts.
  const span = to - from;
  const previous = await allRecords(amara, device, from - span - 1, from - 1);
  await expect(page.getByText(new RegExp(`^Loaded Previous period: .*, ${previous.length.toLocaleString('en-US')} records$`))).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: /^Detections per \w+: This period against Previous period\./ })).toBeVisible();
  expect(previous.length).toBeGreaterThan(0);
});

test('cancel a long load: the chart keeps what arrived, nothing more is fetched, and "Load the rest" completes it', async ({ page }) => {
  const amara = await apiLogin('amara');
  const [device] = await twoBusiestDevices(amara);
  const { from, to } = fixedWindow();
  const first = await analytics<AnalyticsBiPage>(amara, `/v1/analytics/bi/${device}/${from}/${to}/1`);
  expect(first.total_num_pages).toBeGreaterThan(1);
  // Page 1 goes through; later pages wait until the test lets them (the worker's requests are the context's).
  let hold = true;
  const held: Array<() => void> = [];
  const requested: number[] = [];
  await page.context().route(new RegExp(`/v1/analytics/${device}/${from}/${to}/\\d+$`), async (route) => {
    const n = Number(route.request().url().split('/').at(-1));
    requested.push(n);
    if (n > 1 && hold) await new Promise<void>((resolve) => held.push(resolve));
    await route.continue().catch(() => undefined); // the cancelled ones were aborted meanwhile
  });
  await signIn(page, 'amara');
  await page.goto(`/analytics?device=${device}&range=custom&from=${from}&to=${to}&tz=utc`);
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`^Loading ${device}: 1 of ${first.total_num_pages} pages`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^Cancelled — showing ${device}: 1 of ${first.total_num_pages} pages, ${first.data.length.toLocaleString('en-US')} records$`,
      ),
    ),
  ).toBeVisible();
  // What is shown is page 1 only.
  await expect(
    page.getByRole('heading', { name: new RegExp(` detections in ${first.data.length.toLocaleString('en-US')} records, per `) }),
  ).toBeVisible();
  const askedBeforeRelease = requested.length;
  hold = false;
  for (const release of held) release();
  await expect(page.getByText(/^Cancelled — showing /)).toBeVisible();
  expect(requested.length).toBe(askedBeforeRelease);

  await page.getByRole('button', { name: 'Load the rest' }).click();
  const all = await allRecords(amara, device, from, to);
  await expect(
    page.getByText(
      new RegExp(
        `^Loaded ${device}: ${first.total_num_pages} of ${first.total_num_pages} pages, ${all.length.toLocaleString('en-US')} records$`,
      ),
    ),
  ).toBeVisible({ timeout: 20_000 });
});
