import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { idFromUrl, mapBox, missionsCall, waypointRows, type SavedMission } from './missions-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';
import { zipSync } from 'fflate';

/** Real fixture files, read in place (not copied into the repo). */
test.describe('mission import', () => {
  test('import a DJI KMZ and save it: right type, count and coordinates', async ({ page }) => {
    await signIn(page, 'amara');
    await page.goto('/missions/new');
    await mapBox(page);
    await page.getByLabel('Import mission file').setInputFiles(realFixture('wpml/waypointsample.kmz'));
    await expect(waypointRows(page)).toHaveCount(4);
    const name = uniqueName('KMZ import');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const saved = await missionsCall<SavedMission & { isImported?: boolean }>(
      await apiLogin('amara'),
      'GET',
      `/v1/mission/${idFromUrl(page.url())}`,
    );
    expect(saved.name).toBe(name);
    expect(saved.type).toBe('waypoint');
    expect(saved.isImported).toBe(true);
    expect(saved.route).toHaveLength(4);
    for (const p of saved.route) {
      expect(p.lng).toBeGreaterThan(113.9);
      expect(p.lng).toBeLessThan(114.0);
      expect(p.lat).toBeGreaterThan(22.5);
      expect(p.lat).toBeLessThan(22.6);
      expect(p.altitude).toBe(100);
    }
  });

  test('import a Litchi CSV and save it; a broken file is refused whole with where it broke', async ({ page }) => {
    await signIn(page, 'hiroshi');
    await page.goto('/missions/new');
    await mapBox(page);
    const input = page.getByLabel('Import mission file');
    await input.setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('latitude,longitude,altitude(m)\n21.25,-157.80,100\nnot-a-number,-157.81,100\n'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Import failed' })).toContainText('broken.csv');
    await expect(waypointRows(page)).toHaveCount(0);

    await input.setInputFiles(realFixture('litchi/waypoints.csv'));
    // The table is virtualised, so the count figure (not the DOM rows) says how many arrived.
    await expect(page.getByTestId('figure-count')).toHaveText('52');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const saved = await missionsCall<SavedMission>(await apiLogin('hiroshi'), 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(saved.type).toBe('third-party-planner');
    expect(saved.route).toHaveLength(52);
    expect(saved.route[0]?.lat).toBeCloseTo(21.2568756, 6);
    expect(saved.route[0]?.lng).toBeCloseTo(-157.8072611, 6);
  });

  test('a KMZ zip bomb is refused with its reason and the tab keeps working', async ({ page }) => {
    // 300 MB of KML packed into ~300 KB: inflating it all used to take the tab's memory.
    const bomb = Buffer.from(zipSync({ 'wpmz/template.kml': new Uint8Array(300 * 1024 * 1024) }, { level: 1 }));
    await signIn(page, 'amara');
    await page.goto('/missions/new');
    await mapBox(page);
    const input = page.getByLabel('Import mission file');
    await input.setInputFiles({ name: 'bomb.kmz', mimeType: 'application/vnd.google-earth.kmz', buffer: bomb });
    await expect(page.getByRole('alert').filter({ hasText: 'Import failed' })).toContainText(
      'wpmz/template.kml would inflate past the 50 MB an archive entry may hold',
    );
    // The same tab goes on: a real mission imports right after.
    await input.setInputFiles(realFixture('wpml/waypointsample.kmz'));
    await expect(waypointRows(page)).toHaveCount(4);
  });
});
