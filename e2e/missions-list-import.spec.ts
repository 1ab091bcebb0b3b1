import { readFileSync } from 'node:fs';
import { apiLogin, expect, signIn, test } from './fixtures';
import { idFromUrl, mapBox, missionsCall, type SavedMission } from './missions-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

/** Real fixture files, read in place (not copied into the repo). */
test.describe('import from the missions list', () => {
  test('"Import…" a .plan opens it in the editor as a new mission', async ({ page }) => {
    await signIn(page, 'amara');
    await page.goto('/missions');
    await expect(page.getByRole('heading', { name: 'Missions' })).toBeVisible();
    await page.getByLabel('Import mission file').setInputFiles(realFixture('qgc/qgroundcontrol_sample.plan'));
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    await mapBox(page);
    await expect(page.getByTestId('figure-count')).toHaveText('3');
    await expect(page.getByRole('status', { name: 'Import summary' })).toContainText('New mission');
    const saved = await missionsCall<SavedMission & { isImported?: boolean }>(
      await apiLogin('amara'),
      'GET',
      `/v1/mission/${idFromUrl(page.url())}`,
    );
    expect(saved.route).toHaveLength(3);
    expect(saved.isImported).toBe(true);
  });

  test('a KML dropped on the list opens in the editor; a file that is not a mission says so', async ({ page }) => {
    await signIn(page, 'hiroshi');
    await page.goto('/missions');
    const list = page.getByRole('heading', { name: 'Missions' });
    await expect(list).toBeVisible();
    const drop = async (name: string, text: string, mimeType: string) => {
      const dt = await page.evaluateHandle(
        ({ name, text, mimeType }) => {
          const d = new DataTransfer();
          d.items.add(new File([text], name, { type: mimeType }));
          return d;
        },
        { name, text, mimeType },
      );
      await list.dispatchEvent('dragover', { dataTransfer: dt });
      await list.dispatchEvent('drop', { dataTransfer: dt });
    };
    await drop('notes.txt', 'hello, not a mission', 'text/plain');
    await expect(page.getByText(/notes\.txt/)).toBeVisible();
    await expect(page.getByText(/“notes\.txt” isn't a mission we can read \(KMZ, KML, CSV, \.plan, GeoJSON\)/)).toBeVisible();
    await expect(page).toHaveURL(/\/missions\/?(\?.*)?$/);

    await drop('zurich.kml', readFileSync(realFixture('kml/zurich.kml'), 'utf8'), 'application/vnd.google-earth.kml+xml');
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    await mapBox(page);
    await expect(page.getByTestId('figure-count')).toHaveText('185');
    const saved = await missionsCall<SavedMission>(await apiLogin('hiroshi'), 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(saved.route).toHaveLength(185);
    expect(saved.route.every((w) => w.lat > 47 && w.lat < 48 && w.lng > 8 && w.lng < 9)).toBe(true);
  });
});
