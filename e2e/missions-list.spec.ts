import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { missionsCall } from './missions-helpers';

interface MissionPage {
  items: { id: string; name: string }[];
}

test('the mission list filters by type, searches by name, duplicates, and deletes only after confirmation', async ({ page }) => {
  const s = await apiLogin('priya');
  const prefix = uniqueName('List');
  const route = [
    { lat: 47.37, lng: 8.54, altitude: 40 },
    { lat: 47.371, lng: 8.541, altitude: 40 },
  ];
  await missionsCall(s, 'POST', '/v1/mission', { name: `${prefix} alpha`, type: 'waypoint', route });
  await missionsCall(s, 'POST', '/v1/mission', { name: `${prefix} beta`, type: 'corridor', route });

  await signIn(page, 'priya');
  await page.goto('/missions');
  const table = page.getByRole('table', { name: 'Missions' });
  const rows = table.getByRole('row').filter({ hasText: prefix });

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(prefix);
  await expect(rows).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Type' }).selectOption('corridor');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${prefix} beta`);
  await page.getByRole('combobox', { name: 'Type' }).selectOption('');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: `Duplicate ${prefix} alpha` }).click();
  const copy = rows.filter({ hasText: `${prefix} alpha (copy)` });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText('2'); // the copy carries the route

  // Cancel keeps it; confirming deletes it, in the list and on the service.
  await page.getByRole('button', { name: `Delete ${prefix} alpha (copy)` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete mission?' });
  await expect(dialog).toContainText(`${prefix} alpha (copy)`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(copy).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${prefix} alpha (copy)` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  const left = await missionsCall<MissionPage>(s, 'GET', `/v1/mission?limit=100&name=${encodeURIComponent(prefix)}`);
  expect(left.items.map((m) => m.name).sort()).toEqual([`${prefix} alpha`, `${prefix} beta`]);
});
