import fs from 'node:fs';
import path from 'node:path';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, apiUpload, childLocation, PHOTOS } from './media-helpers';

/** "17.9 °C" → 17.9; the readout's own words, parsed here. */
const celsiusIn = (text: string | null): number => {
  const m = /(-?\d+(?:\.\d+)?) °C/.exec(text ?? '');
  if (!m) throw new Error(`no °C in "${text}"`);
  return Number(m[1]);
};

test('a real FLIR E40 file reads within the range the camera recorded, under the cursor too', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Thermal'));
  const item = await apiUpload(amara, folder, 'FLIR_E40.jpg', path.join(PHOTOS, 'flir/FLIR_E40.jpg'));
  await signIn(page, 'amara');
  // Requests for the original file on the media CDN (thumbnails and previews are other files).
  const originals: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cdn/media/') && r.url().endsWith('/FLIR_E40.jpg')) originals.push(r.url());
  });
  await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}`);

  // Independent values: the camera's own "Image Temperature Min 291 K / Max 297 K" (whole kelvin; ExifTool's
  // dump published beside the file, SanNianYiSi/thermal_parser images/FLIR_E40.txt): 17.85–23.85 °C, ±1 K.
  const readout = page.getByRole('region', { name: 'Thermal readout' });
  await expect(readout).toContainText('Minimum', { timeout: 15_000 });
  const minimum = celsiusIn(await readout.locator('dt:text-is("Minimum") + dd').first().textContent());
  const maximum = celsiusIn(await readout.locator('dt:text-is("Maximum") + dd').first().textContent());
  expect(Math.abs(minimum - 17.85)).toBeLessThanOrEqual(1);
  expect(Math.abs(maximum - 23.85)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('FLIR layout');

  const image = page.getByRole('img', { name: 'FLIR_E40.jpg', exact: true });
  await expect(image).toBeVisible();
  // The readout and the picture come from one download of the original.
  expect(originals).toHaveLength(1);
  const box = await image.boundingBox();
  if (!box) throw new Error('no image box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const probe = page.getByRole('status', { name: 'Temperature at the cursor' });
  await expect(probe).toContainText('°C · pixel 80, 60');
  const spot = celsiusIn(await probe.textContent());
  expect(spot).toBeGreaterThanOrEqual(17.85 - 1);
  expect(spot).toBeLessThanOrEqual(23.85 + 1);
});

test('a DJI H20T R-JPEG says "relative values", reads the sensor scale where DJI’s SDK puts the hottest pixel, and measures a box', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('DJI thermal'));
  const item = await apiUpload(amara, folder, 'DJI_H20T.jpg', path.join(PHOTOS, 'rjpeg/DJI_H20T.jpg'));
  await signIn(page, 'amara');
  await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}`);
  const readout = page.getByRole('region', { name: 'Thermal readout' });
  // The readout downloads the whole original beside the image's own download, then reads its segments.
  await expect(readout).toContainText('Relative values.', { timeout: 15_000 });
  await expect(readout).toContainText('does not publish how this camera’s (ZH20T) sensor values convert to °C');
  await expect(readout).not.toContainText('°C ·');
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('relative sensor values');
  const maxText = (await readout.locator('dt:text-is("Maximum") + dd').first().textContent()) ?? '';
  expect(maxText).toMatch(/^\d+ raw$/);

  // DJI Thermal SDK v1.4 (dirp_measure_ex on this file) puts the frame's maximum, 28.1 °C, at pixels
  // (580, 147) and (581, 147): the sensor value there is the frame's largest.
  const image = page.getByRole('img', { name: 'DJI_H20T.jpg', exact: true });
  const box = await image.boundingBox();
  if (!box) throw new Error('no image box');
  const at = (x: number, y: number) => ({ x: box.x + ((x + 0.5) / 640) * box.width, y: box.y + ((y + 0.5) / 512) * box.height });
  const hottest = at(581, 147);
  await page.mouse.move(hottest.x, hottest.y);
  const probe = page.getByRole('status', { name: 'Relative value at the cursor' });
  await expect(probe).toContainText('(relative) · pixel 581, 147');
  expect((await probe.textContent())?.split(' ')[0]).toBe(maxText.split(' ')[0]);

  // A box: drag corner to corner; its figures are on the same scale, within the frame's range.
  await page.getByLabel('Box (drag)').check();
  const a = at(100, 100);
  const b = at(199, 199);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
  const measured = page.getByRole('definition').filter({ hasText: 'raw at' });
  await expect(page.locator('dl[aria-label="Box measurement"]')).toContainText('10,000');
  await expect(measured.first()).toBeVisible();

  // Isotherm: the band is painted over the picture.
  await page.getByLabel('Highlight').check();
  await expect(page.getByTestId('isotherm-layer')).toBeVisible();

  // The grid as CSV, read here by hand: 512 rows of 640 values after the header, the maximum where the SDK says.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export grid as CSV' }).click();
  const text = fs.readFileSync(await (await download).path(), 'utf8');
  const rows = text.trimEnd().split('\r\n');
  expect(rows).toHaveLength(513);
  const cells = rows.slice(1).map((r) => r.split(',').slice(1).map(Number));
  expect(cells.every((r) => r.length === 640)).toBe(true);
  const max = Math.max(...cells.map((r) => Math.max(...r)));
  expect(String(max)).toBe(maxText.split(' ')[0]);
  expect(cells[147]?.[581]).toBe(max);
});
