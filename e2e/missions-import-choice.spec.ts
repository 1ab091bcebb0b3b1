import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { idFromUrl, mapBox, missionsCall, type SavedMission } from './missions-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

async function seedMission(user: string, name: string) {
  return missionsCall<SavedMission>(await apiLogin(user), 'POST', '/v1/mission', {
    name,
    description: 'Keep me',
    type: 'waypoint',
    heightMode: 'relativeToStartPoint',
    speed: 7,
    route: [
      { lat: 47.37, lng: 8.54, altitude: 60 },
      { lat: 47.371, lng: 8.541, altitude: 60 },
    ],
  });
}

test.describe('import into an open mission', () => {
  test('asks first; "Add to this route" keeps name, type, height mode and speed, and says what changed', async ({ page }) => {
    const name = uniqueName('Import target');
    const seeded = await seedMission('amara', name);
    await signIn(page, 'amara');
    await page.goto(`/missions/${seeded.id}`);
    await mapBox(page);
    await page.getByLabel('Import mission file').setInputFiles(realFixture('litchi/waypoints.csv'));

    const dialog = page.getByRole('dialog', { name: 'Import waypoints.csv' });
    await expect(dialog).toContainText('52 waypoints');
    // Nothing has changed while the question is open.
    await expect(page.getByTestId('figure-count')).toHaveText('2');
    await dialog.getByRole('button', { name: 'Add to this route' }).click();

    await expect(page.getByTestId('figure-count')).toHaveText('54');
    const summary = page.getByRole('status', { name: 'Import summary' });
    await expect(summary).toContainText('52 waypoints read');
    await expect(summary).toContainText('52 waypoints added after waypoint 2 (now 54)');
    await expect(summary).toContainText('type Other planner');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Keep me');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('waypoint');
    await expect(page.getByRole('combobox', { name: 'Height mode' })).toHaveValue('relativeToStartPoint');
    await expect(page.getByLabel('Speed (m/s)', { exact: true })).toHaveValue('7');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await missionsCall<SavedMission>(await apiLogin('amara'), 'GET', `/v1/mission/${seeded.id}`)).route.length)
      .toBe(54);
    const saved = await missionsCall<SavedMission>(await apiLogin('amara'), 'GET', `/v1/mission/${seeded.id}`);
    expect(saved.name).toBe(name);
    expect(saved.type).toBe('waypoint');
  });

  test('"Replace this mission\'s route" swaps only the route; "Open as a new mission" leaves this one alone', async ({ page }) => {
    const seeded = await seedMission('amara', uniqueName('Replace target'));
    await signIn(page, 'amara');
    await page.goto(`/missions/${seeded.id}`);
    await mapBox(page);
    const input = page.getByLabel('Import mission file');
    await input.setInputFiles(realFixture('wpml/waypointsample.kmz'));
    await page
      .getByRole('dialog', { name: 'Import waypointsample.kmz' })
      .getByRole('button', { name: 'Replace this mission’s route' })
      .click();
    await expect(page.getByTestId('figure-count')).toHaveText('4');
    await expect(page.getByRole('status', { name: 'Import summary' })).toContainText('Route replaced: 2 waypoints → 4 waypoints');
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('waypoint');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await input.setInputFiles(realFixture('litchi/waypoints.csv'));
    await page.getByRole('dialog', { name: 'Import waypoints.csv' }).getByRole('button', { name: 'Open as a new mission' }).click();
    await expect(page).not.toHaveURL(new RegExp(seeded.id));
    await expect(page.getByTestId('figure-count')).toHaveText('52');
    await expect(page.getByRole('status', { name: 'Import summary' })).toContainText('New mission');
    // The import opens unsaved (issue 37): nothing reaches the service until the planner saves.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const created = await missionsCall<SavedMission>(await apiLogin('amara'), 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(created.route).toHaveLength(52);
    expect(created.type).toBe('third-party-planner');
    const original = await missionsCall<SavedMission>(await apiLogin('amara'), 'GET', `/v1/mission/${seeded.id}`);
    expect(original.route).toHaveLength(4);
  });
});
