import path from 'node:path';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, apiUpload, folderUrl, PHOTOS } from './media-helpers';

const XT2 = path.join(PHOTOS, 'DJI_Zenmuse_XT2_640_R_13mm.jpg');
const H20N = path.join(PHOTOS, 'rjpeg/H20N_DJI_0006_R.JPG');

test('the map shows the folder’s geotagged files, follows the filters in the URL and opens a clicked point', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Mapped'));
  await apiUpload(amara, folder, 'XT2.jpg', XT2);
  const h20n = await apiUpload(amara, folder, 'H20N.JPG', H20N);
  await apiFolder(amara, 'Sub', folder); // folders are never mapped
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder, 'grid'));

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/map=true/);
  const map = page.getByRole('region', { name: 'Media map' });
  // Both photos carry a position; only the H20N's metadata (height above take-off, pitch −32.9°, 29 mm) gives a footprint.
  await expect(map).toHaveAttribute('data-geotagged', '2');
  await expect(map).toHaveAttribute('data-footprints', '1');
  await expect(page.getByRole('region', { name: 'Map of geotagged files' })).toContainText('2 of 2 files carry a position');
  await expect(map).toHaveAttribute('data-clusters', /^\d+$/);
  // Closed and opened again: the map reports its points drawn again (it once waited for an idle that had passed).
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map).toHaveCount(0);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map).toHaveAttribute('data-clusters', /^\d+$/);

  // The grid's selection is highlighted on the map.
  const items = page.getByRole('list', { name: /^Items in / });
  await items.getByLabel('Select XT2.jpg').check();
  await expect(map).toHaveAttribute('data-highlighted', '1');

  // A name filter narrows the grid and the map alike, and lives in the URL (a reload keeps both).
  await page.getByLabel('Search by name').fill('H20N');
  await expect(page).toHaveURL(/q=H20N/);
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(map).toHaveAttribute('data-geotagged', '1');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Media map' })).toHaveAttribute('data-geotagged', '1');

  // The one point is fitted to the middle of the map: clicking it opens the file.
  await expect(async () => {
    await page.getByRole('region', { name: 'Media map' }).click();
    await expect(page.getByRole('heading', { name: 'H20N.JPG' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page).toHaveURL(new RegExp(`item=${h20n.id}`));
  await expect(page.getByRole('region', { name: 'Media map' })).toHaveAttribute('data-focus', h20n.id);
  await expect(page.getByRole('region', { name: 'Metadata' })).toContainText('22.596');
});

test('a type filter with no located files says so on the map', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Unmapped'));
  await apiUpload(amara, folder, 'XT2.jpg', XT2);
  await signIn(page, 'amara');
  await page.goto(`${folderUrl(folder, 'grid')}&map=true&type=F`);
  await expect(page.getByRole('region', { name: 'Map of geotagged files' })).toContainText('None of the 0 files here carries a position');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('region', { name: 'Media map' })).toHaveAttribute('data-geotagged', '1');
});
