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

  await page.getByRole('button', { name: `Actions for ${prefix} alpha` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const copy = rows.filter({ hasText: `${prefix} alpha (copy)` });
  await expect(copy).toHaveCount(1);
  await expect(copy).toContainText('2'); // the copy carries the route

  // Delete is in the row's menu; Cancel keeps it; confirming deletes it, in the list and on the service.
  const actions = page.getByRole('button', { name: `Actions for ${prefix} alpha (copy)` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete mission?' });
  await expect(dialog).toContainText(`${prefix} alpha (copy)`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(copy).toHaveCount(1);

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete…' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(copy).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  const left = await missionsCall<MissionPage>(s, 'GET', `/v1/mission?limit=100&name=${encodeURIComponent(prefix)}`);
  expect(left.items.map((m) => m.name).sort()).toEqual([`${prefix} alpha`, `${prefix} beta`]);
});

test('the list shows types in words, the camera, a route thumbnail, and sorts by a column kept in the URL', async ({ page }) => {
  const s = await apiLogin('priya');
  const prefix = uniqueName('Sort');
  const leg = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: 47.37 + i * 0.001, lng: 8.54 + (i % 2) * 0.001, altitude: 40 }));
  await missionsCall(s, 'POST', '/v1/mission', {
    name: `${prefix} b strip`,
    type: 'mappingStrip',
    heightMode: 'realTimeFollowSurface',
    route: leg(5),
  });
  await missionsCall(s, 'POST', '/v1/mission', {
    name: `${prefix} a survey`,
    type: 'mapping2d',
    route: leg(3),
    survey: {
      kind: 'mapping2d',
      polygon: [],
      camera: {
        name: 'Zenmuse P1 35mm',
        sensorWidthMm: 35.9,
        sensorHeightMm: 24,
        focalLengthMm: 35,
        imageWidthPx: 8192,
        imageHeightPx: 5460,
      },
      frontOverlap: 80,
      sideOverlap: 70,
      gridAngle: 0,
    },
  });
  await missionsCall(s, 'POST', '/v1/mission', { name: `${prefix} c inspect`, type: 'smart-inspect', route: leg(8) });

  await signIn(page, 'priya');
  await page.goto(`/missions?q=${encodeURIComponent(prefix)}`);
  const table = page.getByRole('table', { name: 'Missions' });
  const rows = table.getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'strip' })).toContainText('Strip mapping');
  await expect(rows.filter({ hasText: 'inspect' })).toContainText('Smart inspection');
  await expect(rows.filter({ hasText: 'survey' })).toContainText('Area mapping (2D)');
  await expect(rows.filter({ hasText: 'survey' })).toContainText('Zenmuse P1 35mm');
  await expect(table).not.toContainText('mappingStrip');
  await expect(rows.filter({ hasText: 'inspect' }).getByRole('img', { name: 'Route of 8 waypoints' })).toBeVisible();

  const names = () => rows.getByRole('link').allTextContents();
  await table.getByRole('button', { name: 'Waypoints' }).click();
  await expect(page).toHaveURL(/sort=-waypoints/);
  await expect(table.getByRole('columnheader', { name: /Waypoints/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(names).toEqual([`${prefix} c inspect`, `${prefix} b strip`, `${prefix} a survey`]);

  await table.getByRole('button', { name: 'Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect.poll(names).toEqual([`${prefix} a survey`, `${prefix} b strip`, `${prefix} c inspect`]);

  // The URL reproduces the order.
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(names).toEqual([`${prefix} a survey`, `${prefix} b strip`, `${prefix} c inspect`]);
});
