import type { Map as MapLibreMap } from 'maplibre-gl';
import { expect, test } from './fixtures';
import { sampleLandWater, truthAround } from './helpers/land-water';
import { openSeededMission } from './missions-helpers';

type MapEl = HTMLElement & { maplibre: MapLibreMap };

test('toggling the theme restyles the open mission map in place: colours change, route and camera stay', async ({ page }) => {
  // Tiles are cut on first use and each look is a screenshot: a heavy map test on a loaded machine.
  test.setTimeout(90_000);
  // Along Lake Zürich, so the fitted view has shore and water.
  const route = [
    { lat: 47.29, lng: 8.57, altitude: 60 },
    { lat: 47.27, lng: 8.62, altitude: 60 },
    { lat: 47.25, lng: 8.67, altitude: 60 },
  ];
  await openSeededMission(page, 'amara', { name: 'Theme toggle over the lake', route });
  const map = page.getByRole('region', { name: 'Mission map' });
  await expect(page.getByRole('combobox', { name: 'Basemap' })).toHaveValue('default');
  await expect.poll(() => map.evaluate((el) => (el as MapEl).maplibre.areTilesLoaded()), { timeout: 30_000 }).toBe(true);
  const truth = truthAround(8.62, 47.27);
  const hideLabels = () =>
    map.evaluate((el) => {
      const m = (el as MapEl).maplibre;
      for (const l of m.getStyle().layers) if (l.type === 'symbol') m.setLayoutProperty(l.id, 'visibility', 'none');
    });
  // Land and water match the data in the current theme's colours (sampleLandWater reads the theme).
  const matches = async () => {
    await hideLabels();
    const s = await sampleLandWater(map, truth);
    return s.land >= 5 && s.water >= 5 && s.ratio >= 0.85 ? 'matches' : `land ${s.land}, water ${s.water}, ratio ${s.ratio.toFixed(2)}`;
  };
  await expect.poll(matches).toBe('matches');
  const state = () =>
    map.evaluate((el) => {
      const m = (el as MapEl).maplibre;
      const c = m.getCenter();
      return {
        theme: document.documentElement.dataset.theme ?? 'dark',
        water: String(m.getPaintProperty('bm:background', 'background-color')),
        camera: `${c.lng.toFixed(6)},${c.lat.toFixed(6)},${m.getZoom().toFixed(4)}`,
        route: m.getSource('wp-line') ? m.queryRenderedFeatures({ layers: ['wp-line'] }).length : -1,
      };
    });
  const before = await state();
  expect(before.route).toBeGreaterThan(0);

  const other = before.theme === 'light' ? 'dark' : 'light';
  await page.getByRole('button', { name: `Switch to ${other} theme` }).click();
  await expect.poll(async () => (await state()).theme).toBe(other);
  // The basemap's colours follow, the pixels show it, and the screen's own layers and the camera stay.
  await expect.poll(async () => (await state()).water).not.toBe(before.water);
  await expect.poll(matches).toBe('matches');
  const after = await state();
  expect(after.camera).toBe(before.camera);
  expect(after.route).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Waypoints' }).locator('tbody tr[data-index]')).toHaveCount(route.length);
});
