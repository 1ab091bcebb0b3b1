import path from 'node:path';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, apiUpload, childLocation, folderUrl, PHOTOS } from './media-helpers';

/**
 * The real DJI photos in the drive: when (EXIF capture time, not the upload), where (relative altitude,
 * GSD) and which folder. Expected values are the files' own EXIF/XMP as published beside them
 * (ExifTool dumps in SanNianYiSi/thermal_parser images/*.txt; tests/fixtures/real/SOURCES.md).
 */
const PHOTOS_TAKEN = [
  // [fixture, DateTimeOriginal (day as shown), RelativeAltitude or null, GSD text or null]
  ['DJI_Zenmuse_XT2_640_R_13mm.jpg', '24 May 2019', '34.4 m above take-off', null],
  ['rjpeg/DJI_XTS.jpg', '25 Dec 2019', '37.7 m above take-off', null],
  // GSD by hand: sensor width = 43.2666·f/f35 · w/hypot(w, h); GSD = width·height/(f·w).
  // H20T: f 13.5, f35 58 → 7.864 mm; ·16.508/(13.5·640) = 1.502 cm/px.
  ['rjpeg/DJI_H20T.jpg', '28 May 2021', '16.5 m above take-off', '1.5 cm/px'],
  // H20N: f 6.0, f35 29 → 6.990 mm; ·42.602/(6·640) = 7.755 cm/px.
  ['rjpeg/H20N_DJI_0006_R.JPG', '24 Mar 2022', '42.6 m above take-off', '7.76 cm/px'],
  ['rjpeg/M3T_DJI_0002_R.JPG', '23 Jul 2022', null, null],
] as const;

test.use({ locale: 'en-GB', timezoneId: 'UTC' });

test('the real DJI photos show their EXIF capture time, relative altitude and GSD, and sort by it', async ({ page }) => {
  test.setTimeout(90_000);
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('DJI photos'));
  // Uploaded newest-taken first, so upload order and capture order differ.
  const items = [];
  for (const [file] of [...PHOTOS_TAKEN].reverse())
    items.push(await apiUpload(amara, folder, path.basename(file), path.join(PHOTOS, file)));
  await signIn(page, 'amara');
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.now());

  for (const [file, taken, relAlt, gsd] of PHOTOS_TAKEN) {
    const item = items.find((i) => i.name === path.basename(file));
    if (!item) throw new Error(`${file} not uploaded`);
    await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}`);
    const meta = page.getByRole('region', { name: 'Metadata' });
    await expect(meta.locator('dt:text-is("Taken") + dd')).toContainText(taken);
    await expect(meta.locator('dt:text-is("Taken") + dd')).not.toContainText(today);
    await expect(meta.locator('dt:text-is("Taken") + dd')).toContainText('no time zone recorded');
    if (relAlt) await expect(meta.locator('dt:text-is("Relative altitude") + dd')).toHaveText(relAlt);
    else await expect(meta.locator('dt:text-is("Relative altitude")')).toHaveCount(0);
    if (gsd) await expect(meta.locator('dt:text-is("GSD") + dd')).toContainText(gsd);
    else if (relAlt) await expect(meta.locator('dt:text-is("GSD") + dd')).toContainText('— (the file gives no sensor size');
  }

  // Sorted by taken time, oldest first: the EXIF order, not the upload order.
  await page.goto(`${folderUrl(folder)}&sort=taken-oldest`);
  const list = page.getByRole('list', { name: /^Items in / });
  await expect(list.getByRole('listitem')).toHaveCount(PHOTOS_TAKEN.length);
  const names = await list.getByRole('listitem').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names).toEqual(PHOTOS_TAKEN.map(([f]) => path.basename(f)));
  await expect(list.getByRole('listitem').first()).toContainText('Taken 24 May 2019');

  // Taken-time filter: only 2021 onwards.
  await page.getByLabel('Dates').selectOption('taken');
  await page.getByLabel('From').fill('2021-01-01');
  await expect(list.getByRole('listitem')).toHaveCount(3);
});

test('a drive-wide search lists each result’s folder path and opens it in place', async ({ page }) => {
  const amara = await apiLogin('amara');
  const stem = uniqueName('Tower').replace(/\s+/g, '-');
  const a = await apiFolder(amara, `${stem} A`);
  const b = await apiFolder(amara, `${stem} B`);
  const name = `${stem}_0022_W.JPG`;
  await apiUpload(amara, a, name);
  const inB = await apiUpload(amara, b, name);
  await signIn(page, 'amara');
  await page.goto(`${folderUrl(a)}&scope=drive&q=${encodeURIComponent(stem)}`);
  const rows = page.getByRole('list', { name: /^Items in / }).getByRole('listitem', { name });
  await expect(rows).toHaveCount(2);
  // The two folders match the name too (they sit in the drive's root); the files name their folders.
  await expect(rows.getByTestId('folder-path')).toHaveText([`in Drive / ${stem} B`, `in Drive / ${stem} A`], { timeout: 10_000 });
  await rows
    .filter({ hasText: `${stem} B` })
    .getByRole('button', { name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`item=${inB.id}`));
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(`${stem} B`);
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${viewport.width}×${viewport.height} with the map open the photo keeps half the width and nothing overlaps`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const amara = await apiLogin('amara');
    const folder = await apiFolder(amara, uniqueName('Layout'));
    const item = await apiUpload(amara, folder, 'DJI_H20T.jpg', path.join(PHOTOS, 'rjpeg/DJI_H20T.jpg'));
    await signIn(page, 'amara');
    await page.goto(`/media?folder=${encodeURIComponent(childLocation(folder))}&item=${item.id}&map=true`);
    await expect(page.getByRole('region', { name: 'Thermal readout' })).toContainText('Relative values.', { timeout: 15_000 });
    const viewer = await page.getByTestId('image-viewport').boundingBox();
    const side = await page.getByTestId('preview-side').boundingBox();
    if (!viewer || !side) throw new Error('preview not laid out');
    expect(viewer.width).toBeGreaterThanOrEqual(viewport.width * 0.5);
    // The side column is beside or below the picture, never over it.
    expect(side.x >= viewer.x + viewer.width - 1 || side.y >= viewer.y + viewer.height - 1).toBe(true);
    // Its blocks follow one another: each starts below the one before.
    const blocks = await page
      .getByTestId('preview-side')
      .locator(':scope > *')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
    for (let i = 1; i < blocks.length; i++) expect(blocks[i]!.top).toBeGreaterThanOrEqual(blocks[i - 1]!.bottom - 0.5);
    await page.screenshot({ path: testInfo.outputPath(`preview-map-${viewport.width}x${viewport.height}.png`) });
    await testInfo.attach(`preview with map ${viewport.width}×${viewport.height}`, {
      path: testInfo.outputPath(`preview-map-${viewport.width}x${viewport.height}.png`),
      contentType: 'image/png',
    });
  });
}
