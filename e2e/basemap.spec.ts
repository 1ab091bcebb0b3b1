import type { Map as MapLibreMap } from 'maplibre-gl';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { basemapsDir, writeRasterMbtiles, writeVectorMbtiles } from './helpers/basemap-files';
import { centrePixel, sampleLandWater, truthAround } from './helpers/land-water';

const MAGENTA: [number, number, number] = [255, 0, 255];
const near = (a: number[], b: number[], tol = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

/** The overview's fleet map: a map route every user has. */
const mapOf = (page: Page) => page.getByRole('region', { name: 'Map of the fleet' });

/** The map code is a lazy chunk: wait for the map to exist as a person waits for it (the action timeout). */
async function mapReady(page: Page) {
  await page.locator('[aria-label="Map of the fleet"][data-map-ready="true"]').waitFor();
  return mapOf(page);
}

async function goTo(page: Page, text: string) {
  const input = page.getByLabel('Go to coordinates or place');
  await input.fill(text);
  await input.press('Enter');
}

for (const [lat, lng, place, town] of [
  [-33.86, 151.21, 'Sydney', 'Sydney'],
  // Lake Zürich's middle: the city is out of view at zoom 11; a lakeside town is named.
  [47.27, 8.62, 'Zürich', 'Thalwil'],
] as const) {
  test(`the default basemap shows land, water and place names offline around ${place} (${lat}, ${lng})`, async ({ page }) => {
    // Tiles are cut on first use and each look is a screenshot: a heavy test on a loaded machine.
    test.setTimeout(90_000);
    await signIn(page, 'amara', '/');
    const map = await mapReady(page);
    await expect(page.getByRole('combobox', { name: 'Basemap' })).toHaveValue('default');
    await goTo(page, `${lat}, ${lng}`);
    // Two steps out with the keyboard, on the focused map canvas.
    await map.locator('canvas').focus();
    const zoom = () => map.evaluate((el) => (el as HTMLElement & { maplibre: MapLibreMap }).maplibre.getZoom());
    // Each key press eases the map one level from the rounded zoom it has when pressed, so the
    // second press waits for the first step to land, as a person sees it before pressing again.
    await page.keyboard.press('Minus');
    await expect.poll(zoom).toBe(12);
    await page.keyboard.press('Minus');
    await expect.poll(zoom).toBe(11);
    // Sample once the map has drawn every tile in view, as a person waits for the map to fill in.
    await expect
      .poll(() => map.evaluate((el) => (el as HTMLElement & { maplibre: MapLibreMap }).maplibre.areTilesLoaded()), { timeout: 30_000 })
      .toBe(true);
    const truth = truthAround(lng, lat);
    // Labels cover the fill where towns are dense (Lake Zürich's shores): the fill is sampled with
    // the label layers hidden, and the names are checked after they are shown again.
    const labels = (visibility: 'none' | 'visible') =>
      map.evaluate((el, v) => {
        const m = (el as HTMLElement & { maplibre: MapLibreMap }).maplibre;
        for (const l of m.getStyle().layers) if (l.type === 'symbol') m.setLayoutProperty(l.id, 'visibility', v);
      }, visibility);
    await expect
      .poll(async () => {
        // Hidden on every look: the style may be set again (the remembered basemap), showing them.
        await labels('none');
        const s = await sampleLandWater(map, truth);
        return s.land >= 5 && s.water >= 5 && s.ratio >= 0.85 ? 'matches' : `land ${s.land}, water ${s.water}, ratio ${s.ratio.toFixed(2)}`;
      })
      .toBe('matches');
    await labels('visible');
    await expect
      .poll(() =>
        map.evaluate((el) => {
          const m = (el as HTMLElement & { maplibre: MapLibreMap }).maplibre;
          return m.queryRenderedFeatures({ layers: ['bm:places'] }).map((f) => String(f.properties.name));
        }),
      )
      .toContain(town);
  });
}

test.describe('operator basemap files', () => {
  test.beforeAll(async () => {
    const dir = basemapsDir();
    await writeRasterMbtiles(path.join(dir, 'test-ortho.mbtiles'), MAGENTA);
    writeVectorMbtiles(path.join(dir, 'test-zones.mbtiles'));
    fs.writeFileSync(path.join(dir, 'broken.pmtiles'), 'this is not a tile archive');
    fs.writeFileSync(path.join(dir, 'alps.terrain.pmtiles'), 'an elevation model, not a basemap');
  });

  test('dropped files appear in the switcher; raster and vector show their pixels; a broken one says why', async ({ page }) => {
    await signIn(page, 'amara', '/');
    const map = await mapReady(page);
    const select = page.getByRole('combobox', { name: 'Basemap' });
    // Options of a closed <select> are not "visible"; they are found as elements.
    await expect(select.locator('option', { hasText: 'test-ortho.mbtiles' })).toBeAttached();
    await expect(select.locator('option', { hasText: /broken\.pmtiles — Cannot read this file/ })).toBeDisabled();
    await expect(select.locator('option', { hasText: /terrain/ })).toHaveCount(0);

    await select.selectOption('test-ortho.mbtiles');
    await expect.poll(() => centrePixel(map).then((px) => near(px, MAGENTA))).toBe(true);
    expect(new URL(page.url()).searchParams.get('basemap')).toBe('test-ortho.mbtiles');

    await select.selectOption('test-zones.mbtiles');
    await expect.poll(() => centrePixel(map).then((px) => near(px, MAGENTA))).toBe(false);
    await expect
      .poll(() =>
        map.evaluate(
          (el) => (el as HTMLElement & { maplibre: MapLibreMap }).maplibre.queryRenderedFeatures({ layers: ['bm:zone-fill'] }).length,
        ),
      )
      .toBeGreaterThan(0);
  });

  test('?basemap= on a wall URL selects the basemap with no mouse', async ({ page }) => {
    await signIn(page, 'amara', '/');
    await page.goto('/wall/overview?tiles=0&basemap=test-ortho.mbtiles');
    const map = await mapReady(page);
    await expect(page.getByRole('combobox', { name: 'Basemap' })).toHaveValue('test-ortho.mbtiles');
    await expect.poll(() => centrePixel(map).then((px) => near(px, MAGENTA))).toBe(true);
  });

  test('a basemap picked in the switcher is remembered for the user', async ({ page }) => {
    await signIn(page, 'amara', '/');
    await mapReady(page);
    await page.getByRole('combobox', { name: 'Basemap' }).selectOption('test-zones.mbtiles');
    // A URL without the parameter shows the user's last choice.
    await page.goto('/');
    await mapReady(page);
    await expect(page.getByRole('combobox', { name: 'Basemap' })).toHaveValue('test-zones.mbtiles');
  });
});
