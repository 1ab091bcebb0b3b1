import { unzipSync } from 'fflate';
import fs from 'node:fs';
import type { Locator, Page, Route } from '@playwright/test';
import type { Map as MapLibreMap } from 'maplibre-gl';
import sharp from 'sharp';
import { formatBytes } from '../src/lib/format/bytes';
import { apiLogin, expect, serviceUrl, signIn, test, type ApiSession } from './fixtures';
import { routeUntilOff } from './helpers/route-until-off';

type Flight = { id: string; name: string; pilotName: string; version: string; teamId: string };

async function flightsOf(s: ApiSession, query = ''): Promise<Flight[]> {
  const res = await fetch(`${serviceUrl()}/v1/flights${query}`, { headers: { authorization: `Bearer ${s.credentials.authToken}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { items: Flight[] }).items;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Flight logs' });
/** Data rows only (the header row has no checkbox). */
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });

test('filter by version and pilot shows only matching rows, and the URL reproduces it after a reload', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  await expect(dataRows(page).first()).toBeVisible();
  const rowsInDom = await dataRows(page).count();
  expect(rowsInDom).toBeLessThanOrEqual(60);
  // A name outside ASCII comes through the list worker whole (it escapes such characters before decoding).
  await expect(page.getByLabel('Pilot').getByRole('option', { name: 'Sofía Márquez', exact: true })).toBeAttached();

  await page.getByLabel('Version').selectOption('droneV4');
  const pilot = page.getByLabel('Pilot');
  await expect(pilot.locator('option').nth(1)).toBeAttached();
  const name = (await pilot.locator('option').nth(1).textContent()) ?? '';
  await pilot.selectOption(name);
  await expect(page).toHaveURL(/version=droneV4/);
  await expect(page).toHaveURL(/pilot=/);

  // Every rendered row shows the version and the pilot: read in one look per poll (a locator per
  // cell costs a round trip each, seconds on a loaded machine) until only filtered rows are shown.
  const shown = () =>
    dataRows(page).evaluateAll((rows) =>
      rows.map((r) => {
        const cells = r.querySelectorAll('[role="gridcell"]');
        return `${cells[7]?.textContent ?? ''} | ${cells[2]?.textContent ?? ''}`;
      }),
    );
  const check = async () => {
    await expect(dataRows(page).first()).toBeVisible();
    await expect.poll(async () => [...new Set(await shown())]).toEqual([`droneV4 | ${name}`]);
  };

  await check();
  const session = await apiLogin('sofia');
  const expected = (await flightsOf(session, `?version=droneV4&pilotName=${encodeURIComponent(name)}`)).length;
  await expect(page.getByTestId('total-flights')).toHaveText(expected.toLocaleString('en-US'));

  await page.reload();
  await expect(page.getByLabel('Version')).toHaveValue('droneV4');
  await expect(page.getByLabel('Pilot')).toHaveValue(name);
  await check();
});

test('a date range that ends before it starts is marked on the To field, and the service is not asked', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  await expect(dataRows(page).first()).toBeVisible();
  const refused: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/flights') && r.status() === 400) refused.push(r.url());
  });

  await page.getByLabel('From', { exact: true }).fill('2024-06-10');
  await page.getByLabel('To', { exact: true }).fill('2024-06-01');
  const to = page.getByLabel('To', { exact: true });
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription(/To is before From/);
  await expect(page.getByText('No flights shown until the dates make a range.')).toBeVisible();
  await expect(grid(page)).toHaveCount(0);
  // Nothing is counted, so nothing says it is counting.
  await expect(page.getByText(/Counting the flights/)).toHaveCount(0);
  // Nor read, in the company view.
  await page.getByRole('group', { name: 'Logbook' }).getByRole('button', { name: 'Whole company' }).click();
  await expect(page.getByText('No flights shown until the dates make a range.')).toBeVisible();
  await expect(page.getByText(/flights read so far/)).toHaveCount(0);
  await page.getByRole('group', { name: 'Logbook' }).getByRole('button', { name: 'My team' }).click();

  // Mended, the logbook asks again and the mark goes.
  await to.fill('2030-01-01');
  await expect(to).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/To is before From/)).toHaveCount(0);
  await expect(dataRows(page).first().or(page.getByText('No flights match these filters.'))).toBeVisible();
  expect(refused).toEqual([]);
});

test('"select all matching" then delete removes exactly the filtered set and nothing else', async ({ page }) => {
  // Deleting by filter is an admin's (the permission table); hiroshi is team-survey's admin.
  const admin = await apiLogin('hiroshi');
  const everything = await flightsOf(admin);
  const target = everything.find((f) => f.version === 'afl') as Flight;
  const query = `?version=afl&pilotName=${encodeURIComponent(target.pilotName)}`;
  const matching = await flightsOf(admin, query);
  expect(matching.length).toBeGreaterThan(1);

  await signIn(page, 'hiroshi');
  await page.goto(`/flights?version=afl&pilot=${encodeURIComponent(target.pilotName)}`);
  await page.getByRole('button', { name: `Select all ${matching.length} matching` }).click();
  await page.getByRole('button', { name: 'Delete…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete every matching flight?' });
  await expect(confirm).toContainText(`all ${matching.length} flights`);
  await expect(confirm).toContainText(`pilot ${target.pilotName}`);
  await expect(confirm).toContainText('autonomous-flight app logs');
  await confirm.getByRole('button', { name: `Delete ${matching.length} flights` }).click();
  await expect(page.getByText(`Deleted ${matching.length} flights`)).toBeVisible();
  await expect(page.getByText('No flights match these filters')).toBeVisible();

  const after = await flightsOf(admin);
  const gone = new Set(matching.map((f) => f.id));
  expect(after.map((f) => f.id).sort()).toEqual(
    everything
      .filter((f) => !gone.has(f.id))
      .map((f) => f.id)
      .sort(),
  );
});

test('the table does not move when the totals arrive, so a quick click lands on the row it aimed at', async ({ page }) => {
  // Every frame from the start, the grid's top whenever it changes: one value means it never moved.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { __gridTops: number[] }).__gridTops = tops;
    const watch = () => {
      const grid = document.querySelector('[role="grid"][aria-label="Flight logs"]');
      const top = grid && Math.round(grid.getBoundingClientRect().top);
      if (top !== null && top !== tops.at(-1)) tops.push(top);
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await signIn(page, 'sofia');
  await page.goto('/flights?version=droneV5');
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByTestId('total-flights')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Select all [\d,]+ matching$/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __gridTops: number[] }).__gridTops)).toHaveLength(1);
});

test('a ZIP download of three selected logs contains those three files', async ({ page }) => {
  // Force the Blob fallback: the File System Access picker is a native dialog a test cannot answer.
  await page.addInitScript(() => {
    delete (window as unknown as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await signIn(page, 'sofia');
  await page.goto('/flights?version=droneV5');
  const rows = dataRows(page);
  await expect(rows.nth(3)).toBeVisible();
  const names: string[] = [];
  for (const i of [0, 1, 2]) {
    const cb = rows.nth(i).getByRole('checkbox');
    names.push(((await cb.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await cb.click();
  }
  await expect(page.getByText('3 flights selected')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ZIP' }).click();
  const file = await (await download).path();
  // The size said is the file's, in a unit that reads (a few hundred KB, not "0 MB").
  await expect(page.getByText(`ZIP saved (${formatBytes(fs.statSync(file).size)}).`)).toBeVisible();
  const entries = unzipSync(new Uint8Array(fs.readFileSync(file)));
  expect(Object.keys(entries).sort()).toEqual(names.sort());
});

/**
 * How many of the map's pixels the track's line changes, as the user sees them: screenshots of the
 * map with the line shown, hidden, and shown again, each once the map is idle. While anything else
 * changes between them (the basemap's labels go in at an idle), the two shown ones differ and the
 * answer is -1, to be asked again.
 */
async function trackLinePixels(map: Locator): Promise<number> {
  const shot = async (visibility: 'visible' | 'none') => {
    await map.evaluate(
      (el, v) =>
        new Promise<void>((resolve) => {
          const m = (el as HTMLElement & { maplibre: MapLibreMap }).maplibre;
          m.setLayoutProperty('flight-track-line', 'visibility', v);
          m.once('idle', () => resolve());
          m.triggerRepaint();
        }),
      visibility,
    );
    return sharp(await map.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer();
  };
  const shown = await shot('visible');
  const hidden = await shot('none');
  if (!shown.equals(await shot('visible'))) return -1;
  let changed = 0;
  for (let i = 0; i < shown.length; i += 3)
    if (shown[i] !== hidden[i] || shown[i + 1] !== hidden[i + 1] || shown[i + 2] !== hidden[i + 2]) changed++;
  return changed;
}

test('open a flight: track and chart, scrubbing moves the marker', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  const first = dataRows(page).first().getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const map = page.getByRole('region', { name: 'Flight track map' });
  await expect(map).toHaveAttribute('data-track-points', /^\d+$/, { timeout: 15_000 });
  // The "drawn" mark (the bench's figure) came with the same track, and the line is on the map.
  await expect(map).toHaveAttribute('data-track-drawn', (await map.getAttribute('data-track-points')) ?? '');
  await expect.poll(() => trackLinePixels(map)).toBeGreaterThan(200);
  // The basemap, held until the line is drawn (the map is made during the download), goes in under the track.
  await expect
    .poll(() =>
      map.evaluate((el) => {
        const ids = (el as HTMLElement & { maplibre: { getLayersOrder(): string[] } }).maplibre.getLayersOrder();
        const track = ids.indexOf('flight-track-line');
        return ids.some((id, i) => id.startsWith('bm:') && i < track);
      }),
    )
    .toBe(true);
  await expect(page.getByRole('img', { name: 'Altitude, speed and battery over the flight' })).toBeVisible();
  const marker = page.locator('.replay-marker').locator('..');
  const readout = page.getByLabel('Replay readout');
  const before = { text: await readout.textContent(), transform: await marker.getAttribute('style') };
  const slider = page.getByRole('slider', { name: 'Replay position' });
  // Halfway: the seeded flights return home, so the end is where they took off.
  const max = Number(await slider.getAttribute('max'));
  await slider.fill(String(Math.round(max / 2)));
  await expect(readout).not.toHaveText(before.text ?? '');
  await expect.poll(() => marker.getAttribute('style')).not.toBe(before.transform);
  await expect(page.getByRole('button', { name: 'Play replay' })).toBeVisible();
});

/** The logbook's first row, signed in as sofia: its link, the flight's name, its page's path and its file's path on the flight CDN. */
async function firstFlightRow(page: Page) {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  const row = dataRows(page).first();
  const link = row.getByRole('link').first();
  const name = (await link.textContent()) ?? '';
  const flightPath = (await link.getAttribute('href')) ?? '';
  const filePath = new URL((await row.getByRole('link', { name: `Download ${name}` }).getAttribute('href')) ?? '', serviceUrl()).pathname;
  return { link, name, flightPath, filePath };
}

test('a flight opens at once from its logbook row, and its map keeps its size when the track arrives', async ({ page }) => {
  const { link, name, flightPath, filePath } = await firstFlightRow(page);
  // The log's own request and the track file wait until released: the page must not need the first.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route((url) => url.pathname === `/v1${flightPath}` || url.pathname === filePath, held);
  await link.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the track' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GPX' })).toBeDisabled();
  const map = page.getByRole('region', { name: 'Flight track map' });
  const before = await map.boundingBox();
  release();
  await expect(map).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Altitude, speed and battery over the flight' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'GPX' })).toBeEnabled();
  // The controls and the chart filled the room kept for them: the map neither moved nor shrank.
  expect(await map.boundingBox()).toEqual(before);
});

test('a flight opened from its row while its log gets no answer stays on screen under the error, and Retry refreshes it', async ({
  page,
  faults,
}) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  const { link, name, flightPath } = await firstFlightRow(page);
  // Only the log's own request goes unanswered; the track's file (flight CDN) still answers.
  const stop = await routeUntilOff(page, new RegExp(`/v1${flightPath}(\\?|$)`), (route) => route.abort('connectionrefused'));
  await link.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Could not refresh the flight' });
  await expect(alert).toContainText('Cannot reach the service', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flight track map' })).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 15_000 });
  // The app retries on its own first ("Retrying…", disabled): the log answers again only once
  // Retry is offered, so what clears the alert is the click, not a retry already on its way.
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  stop();
  await retry.click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('a track file that gets no answer says the service cannot be reached, and Retry draws it once it answers', async ({
  page,
  faults,
}) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  const { link, filePath } = await firstFlightRow(page);
  const stop = await routeUntilOff(page, new RegExp(`${filePath}$`), (route) => route.abort('connectionrefused'));
  await link.click();
  // The load is retried with backoff (no answer is worth retrying) before the page says so.
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the track' });
  await expect(alert).toContainText('Cannot reach the service', { timeout: 20_000 });
  const retry = alert.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeEnabled({ timeout: 30_000 });
  stop();
  await retry.click();
  await expect(page.getByRole('region', { name: 'Flight track map' })).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});

test("another team's flight id shows not found inside the app", async ({ page }) => {
  const amara = await apiLogin('amara');
  const [theirs] = await flightsOf(amara, '?version=afl');
  await signIn(page, 'hiroshi');
  await page.goto(`/flights/${theirs?.id}`);
  await expect(page.getByRole('heading', { name: 'Flight not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the logbook' }).click();
  await expect(dataRows(page).first()).toBeVisible();
});
