import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { realFixture } from '../tests/fixtures/real-fixtures';
import { apiLogin, expect, serviceUrl, signIn, test } from './fixtures';

/**
 * Real flight logs (PX4 ULog, ArduPilot tlog, DJI SRT) through the logbook as a pilot uses it:
 * Upload logs, the records, each flight's page (track, mode bands, events); a log opened on this
 * computer without a request leaving the page; a cut-off file; a JPEG renamed .ulg.
 * ingrid's team (Alpine Rescue) is used: the other flight specs count Northwind's logbooks.
 */

type Item = { id: string; name: string; flightStartDate: string; flightDuration: string; takeOffLocation: { lat: number; long: number } };

test('upload a ULog and a tlog → both listed with start, duration and take-off → each opens with track, modes and events', async ({
  page,
}) => {
  await signIn(page, 'ingrid', '/flights');
  await page.getByRole('button', { name: 'Upload logs' }).click();
  const panel = page.getByRole('region', { name: 'Upload logs' });
  const stamp = Date.now();
  const ulogName = `px4-events-${stamp}.ulg`;
  const tlogName = `ardusub-${stamp}.tlog`;
  await panel.getByLabel('Log files to upload').setInputFiles([
    { name: ulogName, mimeType: 'application/octet-stream', buffer: fs.readFileSync(realFixture('flightlog/ulog/sample_px4_events.ulg')) },
    { name: tlogName, mimeType: 'application/octet-stream', buffer: fs.readFileSync(realFixture('flightlog/tlog/ardusub_small.tlog')) },
  ]);
  await expect(panel.getByRole('status')).toHaveText(/2 read, 0 refused\./, { timeout: 30_000 });

  // The records as the service keeps them: start, duration and take-off from the logs themselves.
  const ingrid = await apiLogin('ingrid');
  const res = await fetch(`${serviceUrl()}/v1/flights`, { headers: { authorization: `Bearer ${ingrid.credentials.authToken}` } });
  const items = ((await res.json()) as { items: Item[] }).items;
  const ulog = items.find((f) => f.name === ulogName) as Item;
  const tlog = items.find((f) => f.name === tlogName) as Item;
  // pyulog's sample: PX4 SITL at Zürich on 2024-03-18; the ArduSub tlog: Neah Bay, 2023-05-04 17:15:41 UTC, 263 s.
  expect(ulog.flightStartDate.slice(0, 10)).toBe('2024-03-18');
  expect(ulog.takeOffLocation.lat).toBeCloseTo(47.3977, 3);
  expect(tlog.flightStartDate.slice(0, 19)).toBe('2023-05-04T17:15:41');
  expect(Number(tlog.flightDuration)).toBeGreaterThan(250);
  expect(tlog.takeOffLocation.long).toBeCloseTo(-124.63, 2);

  // Each appears in the logbook and opens with its track, mode bands and events.
  for (const [name, mode] of [
    [ulogName, 'Takeoff'],
    [tlogName, 'Manual'],
  ] as const) {
    await page.goto('/flights');
    await page.getByRole('grid', { name: 'Flight logs' }).getByRole('link', { name, exact: true }).click();
    const map = page.getByRole('region', { name: 'Flight track map' });
    await expect(map).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Flight modes' })).toContainText(mode);
    const events = page.getByRole('list', { name: 'Events' }).getByRole('button');
    await expect(events.first()).toBeVisible();
    await expect(page.getByText(/Max altitude AMSL/)).toBeVisible();
    // A click on an event moves the replay there.
    const last = events.last();
    await last.click();
    await expect(last).toHaveAttribute('aria-current', 'true');
  }
});

test('an SRT dropped on the flight browser is viewed locally: no request leaves the page', async ({ page }) => {
  await signIn(page, 'ingrid', '/flights');
  await expect(page.getByRole('button', { name: 'Open a file…' })).toBeVisible();
  // Every request the page makes from the drop on: none may carry the file or send anything
  // (the logbook's own list reads may still be finishing; an upload would be refused here).
  const sent: string[] = [];
  let dropped = false;
  page.on('request', (r) => {
    if (!dropped) return;
    const body = r.postDataBuffer();
    if (r.method() !== 'GET' || (body && body.length > 0) || /upload/.test(r.url())) sent.push(`${r.method()} ${r.url()}`);
  });
  await page.route('**/v1/flights/upload**', (route) => {
    sent.push(`intercepted ${route.request().url()}`);
    return route.abort();
  });
  // A drop as the browser makes it: a DataTransfer with the file, on the logbook.
  const srt = fs.readFileSync(realFixture('flightlog/dji_srt/Mini5PRO_clip.SRT'), 'utf8');
  const dt = await page.evaluateHandle((text) => {
    const d = new DataTransfer();
    d.items.add(new File([text], 'DJI_0001.SRT', { type: 'application/x-subrip' }));
    return d;
  }, srt);
  dropped = true;
  await page.getByRole('heading', { name: 'Flights' }).dispatchEvent('dragover', { dataTransfer: dt });
  await page.getByRole('heading', { name: 'Flights' }).dispatchEvent('drop', { dataTransfer: dt });
  await expect(page.getByRole('heading', { name: 'DJI_0001.SRT' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flight track map' })).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 20_000 });
  await expect(page.getByText('DJI video telemetry (.srt)')).toBeVisible();
  // Nothing was sent: no request with a body, no upload.
  expect(sent).toEqual([]);
  await expect(page.getByRole('button', { name: 'Add to logbook' })).toBeVisible();
});

test('a cut-off tlog opened locally shows what could be read and says where it stopped', async ({ page }) => {
  await signIn(page, 'ingrid', '/flights/open');
  const cut = fs.readFileSync(realFixture('flightlog/tlog/ardusub_small.tlog')).subarray(0, 700_003);
  await page.getByLabel('Flight log to open').setInputFiles({ name: 'cut.tlog', mimeType: 'application/octet-stream', buffer: cut });
  await expect(page.getByRole('alert')).toContainText(/The file stops early: the file ends inside a MAVLink packet at byte 69\d,\d{3}/);
  await expect(page.getByRole('region', { name: 'Flight track map' })).toHaveAttribute('data-track-drawn', /^\d+$/, { timeout: 20_000 });
});

test('a JPEG renamed .ulg is refused with the formats that were tried', async ({ page }) => {
  await signIn(page, 'ingrid', '/flights');
  await page.getByRole('button', { name: 'Upload logs' }).click();
  const panel = page.getByRole('region', { name: 'Upload logs' });
  const jpeg = fs.readFileSync(realFixture('photos/DJI_Zenmuse_XT2_640_R_13mm.jpg'));
  await panel.getByLabel('Log files to upload').setInputFiles({ name: 'flight.ulg', mimeType: 'application/octet-stream', buffer: jpeg });
  await expect(panel.getByRole('status')).toHaveText(/0 read, 1 refused\./, { timeout: 30_000 });
  await expect(panel.getByRole('list', { name: 'Uploads' })).toContainText(
    /flight\.ulg.*Tried: PX4 ULog \(\.ulg\), ArduPilot DataFlash log/,
  );
  // And opened locally, the same sentence.
  await page.goto('/flights/open');
  await page.getByLabel('Flight log to open').setInputFiles({ name: 'flight.ulg', mimeType: 'application/octet-stream', buffer: jpeg });
  await expect(page.getByText(/Tried: PX4 ULog/)).toBeVisible();
});

type Listed = { name: string; flightStartDate: string | null };

/** The team's whole logbook as the service lists it (unpaginated), with the filters given. */
async function teamList(query = ''): Promise<Listed[]> {
  const sofia = await apiLogin('sofia');
  const res = await fetch(`${serviceUrl()}/v1/flights${query}`, { headers: { authorization: `Bearer ${sofia.credentials.authToken}` } });
  expect(res.ok).toBe(true);
  return ((await res.json()) as { items: Listed[] }).items;
}

const firstNames = async (page: Page, n: number) => {
  const rows = page
    .getByRole('grid', { name: 'Flight logs' })
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });
  await expect(rows.nth(n - 1)).toBeVisible();
  return Promise.all(Array.from({ length: n }, (_, i) => rows.nth(i).getByRole('link').first().textContent()));
};

test('the team logbook sorts the whole logbook and filters on flight start as the service’s unpaginated list does', async ({ page }) => {
  const all = await teamList();
  const byStart = [...all].sort((a, b) => Date.parse(a.flightStartDate ?? '') - Date.parse(b.flightStartDate ?? ''));
  await signIn(page, 'sofia', '/flights?sort=start&dir=asc');
  // Oldest first over every flight of the team, not the first pages.
  await expect.poll(() => firstNames(page, 3), { timeout: 30_000 }).toEqual(byStart.slice(0, 3).map((f) => f.name));

  // Dates on the flight start: the same flights as the service's list with dateType=flightStartDate.
  const day = (byStart[Math.floor(byStart.length / 2)]?.flightStartDate ?? '').slice(0, 10);
  await page.goto(`/flights?from=${day}&to=${day}&dateType=flightStartDate&sort=name&dir=asc`);
  await expect(page.getByLabel('Dates apply to')).toHaveValue('flightStartDate');
  const from = new Date(`${day}T00:00:00`).getTime();
  const to = new Date(`${day}T23:59:59.999`).getTime();
  const expected = (await teamList(`?dateFrom=${from}&dateTo=${to}&dateType=flightStartDate`))
    .map((f) => f.name)
    .sort((a, b) => a.localeCompare(b));
  expect(expected.length).toBeGreaterThan(0);
  const n = Math.min(expected.length, 3);
  await expect.poll(() => firstNames(page, n), { timeout: 30_000 }).toEqual(expected.slice(0, n));
});
