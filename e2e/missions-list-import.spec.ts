import { readFileSync } from 'node:fs';
import { apiLogin, expect, signIn, test } from './fixtures';
import { idFromUrl, mapBox, missionsCall, type SavedMission } from './missions-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

/** Real fixture files, read in place (not copied into the repo). */
test.describe('import from the missions list', () => {
  test('"Import…" a .plan opens it in the editor unsaved; it reaches the service when the planner saves', async ({ page }) => {
    const s = await apiLogin('amara');
    // What this page writes (the team's mission count moves with the other specs running beside it).
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/v1\/mission(\/|\?|$)/.test(new URL(r.url()).pathname)) writes.push(`${r.method()} ${r.url()}`);
    });
    await signIn(page, 'amara');
    await page.goto('/missions');
    await expect(page.getByRole('heading', { name: 'Missions' })).toBeVisible();
    await page.getByLabel('Import mission file').setInputFiles(realFixture('qgc/qgroundcontrol_sample.plan'));
    await expect(page).toHaveURL(/\/missions\/new/);
    await mapBox(page);
    await expect(page.getByTestId('figure-count')).toHaveText('3');
    await expect(page.getByRole('status', { name: 'Import summary' })).toContainText('New mission');
    expect(writes).toEqual([]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const saved = await missionsCall<SavedMission & { isImported?: boolean }>(s, 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(saved.route).toHaveLength(3);
    expect(saved.isImported).toBe(true);
  });

  test('a KML dropped on the list opens in the editor; a file that is not a mission says so', async ({ page }) => {
    // What this page writes: the team's mission count moves with the other specs running beside it,
    // so "nothing was saved" is read from the page's own requests.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && /\/v1\/mission(\/|\?|$)/.test(new URL(r.url()).pathname)) writes.push(`${r.method()} ${r.url()}`);
    });
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

    // Two flights in one file: the planner picks one; operator locations are not waypoints, and
    // their sea-level height (459 m for "flight: ETA") is the take-off ground elevation.
    await drop('zurich.kml', readFileSync(realFixture('kml/zurich.kml'), 'utf8'), 'application/vnd.google-earth.kml+xml');
    const choice = page.getByRole('dialog', { name: /holds 2 flights/ });
    await expect(choice.getByRole('button', { name: 'Open “flight: train tracks” (66 waypoints)' })).toBeVisible();
    await choice.getByRole('button', { name: 'Open “flight: ETA” (117 waypoints)' }).click();
    await expect(page).toHaveURL(/\/missions\/new/);
    await mapBox(page);
    await expect(page.getByTestId('figure-count')).toHaveText('117');
    await expect(page.getByLabel('Take-off ground elevation (EGM96, m)')).toHaveValue('459');
    await expect(page.getByRole('status', { name: 'Import summary' })).toContainText(
      '459 m above sea level is used as the take-off ground elevation',
    );
    expect(writes).toEqual([]);
  });
});
