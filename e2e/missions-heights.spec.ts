import { expect, test, uniqueName } from './fixtures';
import { missionsCall, openSeededMission, waypointRows } from './missions-helpers';

interface HeightsMission {
  heightMode: string;
  route: { lat: number; lng: number; altitude: number; altitudeEGM?: number; altitudeWGS?: number }[];
}

test('heights: relative, EGM96 and WGS84 from the take-off elevation, an undoable mode conversion, saved in sync', async ({ page }) => {
  const { session: s, id } = await openSeededMission(page, 'lukas', {
    name: uniqueName('Heights'),
    heightMode: 'relativeToStartPoint',
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 40 },
    ],
  });

  await page.getByLabel('Take-off ground elevation (EGM96, m)').fill('400');
  await waypointRows(page).nth(0).locator('td').first().click();
  const panel = page.getByRole('region', { name: 'Waypoint properties' });
  await expect(panel.getByLabel(/Alt\. EGM96/)).toHaveValue('440');
  // Zurich: the geoid lies about 47 m above the ellipsoid.
  const wgs = Number(await panel.getByLabel(/Alt\. WGS84/).inputValue());
  expect(wgs - 440).toBeGreaterThan(46);
  expect(wgs - 440).toBeLessThan(49);

  // Converting the mission to EGM96 is one undoable step.
  const mode = page.getByRole('combobox', { name: 'Height mode' });
  await mode.selectOption('EGM96');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(mode).toHaveValue('relativeToStartPoint');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(mode).toHaveValue('EGM96');

  // Entering an EGM96 height moves the relative one with it.
  await panel.getByLabel(/Alt\. EGM96/).fill('500');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 1' })).toHaveValue('100');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = await missionsCall<HeightsMission>(s, 'GET', `/v1/mission/${id}`);
  expect(saved.heightMode).toBe('EGM96');
  expect(saved.route[0]).toMatchObject({ altitude: 100, altitudeEGM: 500 });
  expect(saved.route[0]!.altitudeWGS! - 500).toBeCloseTo(wgs - 440, 1);
  expect(saved.route[1]).toMatchObject({ altitude: 40, altitudeEGM: 440 });

  // Terrain-following modes: said plainly that the data is missing.
  await mode.selectOption('aboveGroundLevel');
  await expect(panel.getByRole('note')).toContainText('needs terrain elevation data, which is not available');
});
