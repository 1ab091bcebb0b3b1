import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { mapBox, missionsCall, waypointRows, type SavedMission } from './missions-helpers';

test('a save after someone else saved reports the conflict, compares, and never overwrites silently', async ({ page }) => {
  const s = await apiLogin('elena');
  const name = uniqueName('Conflict');
  const created = await missionsCall<SavedMission>(s, 'POST', '/v1/mission', {
    name,
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 40 },
    ],
  });
  await signIn(page, 'elena');
  await page.goto(`/missions/${created.id}`);
  await mapBox(page);
  await expect(waypointRows(page)).toHaveCount(2);

  // Someone else saves a third waypoint meanwhile.
  await missionsCall(s, 'PATCH', `/v1/mission/${created.id}`, {
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 40 },
      { lat: 47.372, lng: 8.542, altitude: 40 },
    ],
  });

  const alt = page.getByRole('spinbutton', { name: 'Altitude of waypoint 1' });
  await alt.fill('55');
  await alt.press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'This mission was changed by someone else' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Waypoints/ })).toContainText('2');
  await expect(dialog.getByRole('row', { name: /Waypoints/ })).toContainText('3');
  // Nothing was written.
  expect((await missionsCall<SavedMission>(s, 'GET', `/v1/mission/${created.id}`)).route[0]?.altitude).toBe(40);

  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(waypointRows(page)).toHaveCount(3);
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 1' })).toHaveValue('40');
});
