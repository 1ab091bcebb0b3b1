import fs from 'node:fs';
import path from 'node:path';
import { buildTerrainMbtiles } from '../server/testing/build-terrain-file';
import { expect, test, uniqueName } from './fixtures';
import { openSeededMission, waypointRows } from './missions-helpers';

// An elevation model near Innsbruck (no other test flies there): 560 m at 11.35° E, rising 1 m per 0.001°.
const ramp = (_lat: number, lng: number) => 560 + (lng - 11.35) * 1000;

async function installInnsbruckModel(): Promise<void> {
  const dir = process.env.E2E_BASEMAPS_DIR;
  if (!dir) throw new Error('E2E_BASEMAPS_DIR is not set (see e2e/global-setup.ts)');
  const file = path.join(dir, 'innsbruck.terrain.mbtiles');
  if (!fs.existsSync(file)) await buildTerrainMbtiles({ file, zoom: 12, bbox: [11.35, 47.24, 11.45, 47.3], elevation: ramp });
}

test('an operator elevation model gives the take-off elevation, the ground in the profile, and above-ground conversions', async ({
  page,
}) => {
  await installInnsbruckModel();

  await openSeededMission(page, 'lukas', {
    name: uniqueName('Terrain'),
    heightMode: 'relativeToStartPoint',
    route: [
      { lat: 47.26, lng: 11.39, altitude: 50 },
      { lat: 47.26, lng: 11.41, altitude: 50 },
    ],
  });
  await expect(page.getByTestId('profile-ground')).toBeVisible();
  await waypointRows(page).nth(0).locator('td').first().click();
  const panel = page.getByRole('region', { name: 'Waypoint properties' });
  await expect(panel.getByRole('note', { name: 'Take-off elevation' })).toContainText(
    'take-off ground elevation of 600 m above EGM96 (from the elevation model innsbruck.terrain.mbtiles)',
  );
  await expect(panel.getByLabel(/Alt\. EGM96/)).toHaveValue('650');

  // Above ground: waypoint 2 flies 50 m above take-off, over ground 20 m higher.
  await page.getByRole('combobox', { name: 'Height mode' }).selectOption('aboveGroundLevel');
  await expect(page.getByRole('columnheader', { name: 'Alt. above ground (m)' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' })).toHaveValue('30');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 1' })).toHaveValue('50');
  await page.getByRole('combobox', { name: 'Height mode' }).selectOption('relativeToStartPoint');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' })).toHaveValue('50');
});

test('without an elevation model or an entered value, absolute heights are unknown and the .plan export says why', async ({ page }) => {
  await openSeededMission(page, 'lukas', {
    name: uniqueName('No terrain'),
    heightMode: 'relativeToStartPoint',
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 40 },
    ],
  });
  await waypointRows(page).nth(0).locator('td').first().click();
  const panel = page.getByRole('region', { name: 'Waypoint properties' });
  await expect(panel.getByRole('note', { name: 'Take-off elevation' })).toContainText('The take-off ground elevation is unknown');
  await expect(panel.getByLabel(/Alt\. EGM96/)).toHaveAttribute('placeholder', 'unknown');
  await expect(page.getByLabel('Take-off ground elevation (EGM96, m)')).toHaveValue('');

  await page.getByRole('button', { name: 'Export ▾' }).click();
  const menu = page.getByRole('menu', { name: 'Export as' });
  const plan = menu.getByRole('menuitem', { name: /QGroundControl plan/ });
  await expect(plan).toHaveAttribute('aria-disabled', 'true');
  await expect(plan).toContainText('Take-off ground elevation unknown');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  await page.getByLabel('Take-off ground elevation (EGM96, m)').fill('408');
  // The field applies on Enter or on leaving it (one re-derivation of every height).
  await page.getByLabel('Take-off ground elevation (EGM96, m)').press('Enter');
  await expect(panel.getByLabel(/Alt\. EGM96/)).toHaveValue('448');
  await page.getByRole('button', { name: 'Export ▾' }).click();
  await expect(page.getByRole('menuitem', { name: /QGroundControl plan/ })).not.toHaveAttribute('aria-disabled', 'true');
});

test('a route outside the elevation model switches to above-ground heights unconverted, and says why', async ({ page }) => {
  await installInnsbruckModel();
  await openSeededMission(page, 'lukas', {
    name: uniqueName('Outside terrain'),
    heightMode: 'relativeToStartPoint',
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 45 },
    ],
  });
  await page.getByLabel('Take-off ground elevation (EGM96, m)').fill('408');
  await page.getByLabel('Take-off ground elevation (EGM96, m)').press('Enter');
  await page.getByRole('combobox', { name: 'Height mode' }).selectOption('aboveGroundLevel');
  await expect(
    page.getByText('The elevation model has no ground under waypoint 1: heights are kept as entered, not converted.'),
  ).toBeVisible();
  await waypointRows(page).nth(1).locator('td').first().click();
  const panel = page.getByRole('region', { name: 'Waypoint properties' });
  await expect(panel.getByRole('note')).toContainText('needs terrain elevation data, which is not available under these waypoints');
  await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' })).toHaveValue('45');
});
