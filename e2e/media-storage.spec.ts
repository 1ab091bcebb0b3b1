import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { apiFolder, folderUrl } from './media-helpers';

test('the drive shows how much of the team’s space is used and how much is left', async ({ page }) => {
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Space'));
  await signIn(page, 'amara');
  await page.goto(folderUrl(folder, 'grid'));

  const meter = page.getByRole('meter', { name: 'Drive space used' });
  await expect(meter).toBeVisible();
  // The service's default quota (TEAM_STORAGE_QUOTA_GB = 50) with the demo files in it.
  await expect(page.getByText(/^[\d.]+ [KMG]?B of 50 GB used · [\d.]+ GB left$/)).toBeVisible();
  await expect(meter).toHaveAttribute('max', String(50 * 1024 ** 3));
});
