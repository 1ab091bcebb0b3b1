import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, apiUpload, childLocation, PHOTOS } from './media-helpers';
import { buildFff, celsiusToRaw, SAMPLE_FLIR_PARAMS, withFlirSegments } from '../src/features/media/utils/flir-test-file';

/**
 * The fixtures hold no FLIR-layout radiometric file (the XT2 photo is its visible-light image),
 * so one is written to the documented layout around it: left half 20 °C, right half 80 °C.
 */
function flirFile(): string {
  const [w, h] = [320, 240];
  const raw = new Uint16Array(w * h);
  const [cold, hot] = [celsiusToRaw(SAMPLE_FLIR_PARAMS, 20), celsiusToRaw(SAMPLE_FLIR_PARAMS, 80)];
  for (let i = 0; i < raw.length; i++) raw[i] = i % w < w / 2 ? cold : hot;
  const jpeg = new Uint8Array(fs.readFileSync(path.join(PHOTOS, 'DJI_Zenmuse_XT2_640_R_13mm.jpg')));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'flir-e2e-')), 'flir.jpg');
  fs.writeFileSync(file, withFlirSegments(jpeg, buildFff(w, h, raw, SAMPLE_FLIR_PARAMS)));
  return file;
}

test('a FLIR-layout radiometric image reads the temperature under the cursor and its range', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Thermal'));
  const item = await apiUpload(amara, folder, 'flir.jpg', flirFile());
  await signIn(page, 'amara');
  // Requests for the original file on the media CDN (thumbnails and previews are other files).
  const originals: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cdn/media/') && r.url().endsWith('/flir.jpg')) originals.push(r.url());
  });
  await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}`);

  const readout = page.getByRole('region', { name: 'Thermal readout' });
  // A download of the original and a parse, as in the test below: as long as the suite's other downloads.
  await expect(readout).toContainText('Minimum20.0 °C', { timeout: 15_000 });
  await expect(readout).toContainText('Maximum80.0 °C');
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('FLIR layout');

  const image = page.getByRole('img', { name: 'flir.jpg' });
  // The readout and the picture come from one download of the original.
  await expect(image).toBeVisible();
  expect(originals).toHaveLength(1);
  const box = await image.boundingBox();
  if (!box) throw new Error('no image box');
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(page.getByRole('status', { name: 'Temperature at the cursor' })).toContainText('20.0 °C · pixel 80, 120');
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2);
  await expect(page.getByRole('status', { name: 'Temperature at the cursor' })).toContainText('80.0 °C · pixel 240, 120');
});

test('a DJI R-JPEG says its temperatures are in a closed layout instead of showing nothing', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('DJI thermal'));
  const item = await apiUpload(amara, folder, 'DJI_H20T.jpg', path.join(PHOTOS, 'rjpeg/DJI_H20T.jpg'));
  await signIn(page, 'amara');
  await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}`);
  // The readout downloads the whole original (1.8 MB) beside the image's own download, then reads
  // its segments. In a full e2e run beside two CPU hogs it said so 8–9 s after the page loaded (the
  // screenshot at the 7 s timeout had it a moment later), so this waits as long as the other
  // download-heavy steps of the suite do.
  await expect(page.getByRole('region', { name: 'Thermal readout' })).toContainText('DJI’s closed R-JPEG layout', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('Emissivity');
  await page.getByRole('img', { name: 'DJI_H20T.jpg' }).hover();
  await expect(page.getByRole('status', { name: 'Temperature at the cursor' })).toHaveCount(0);
});
