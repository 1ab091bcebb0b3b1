import type { Map as MapLibreMap } from 'maplibre-gl';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, serviceUrl, signIn, test } from './fixtures';
import { basemapsDir, writeRasterPmtiles, writeVectorPmtiles } from './helpers/basemap-files';
import { centrePixel } from './helpers/land-water';

type MapEl = HTMLElement & { maplibre: MapLibreMap };
const CYAN: [number, number, number] = [0, 255, 255];
const near = (a: number[], b: number[], tol = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);

async function fleetMap(page: Page) {
  await page.locator('[aria-label="Map of the fleet"][data-map-ready="true"]').waitFor();
  return page.getByRole('region', { name: 'Map of the fleet' });
}

test.beforeAll(async () => {
  // Built at test time by the tests' PMTiles v3 writer (server/testing/pmtiles-writer.ts).
  await writeRasterPmtiles(path.join(basemapsDir(), 'test-sat.pmtiles'), CYAN);
  writeVectorPmtiles(path.join(basemapsDir(), 'test-areas.pmtiles'));
});

test('the service answers a Range request for a PMTiles file with 206 and those bytes', async ({ request }) => {
  const res = await request.get(`${serviceUrl()}/basemaps/test-sat.pmtiles`, { headers: { range: 'bytes=0-126' } });
  expect(res.status()).toBe(206);
  expect(res.headers()['content-range']).toMatch(/^bytes 0-126\/\d+$/);
  const header = await res.body();
  expect(header.length).toBe(127);
  expect(header.subarray(0, 7).toString('ascii')).toBe('PMTiles');
  expect(header[7]).toBe(3);
});

test('dropped PMTiles files, raster and vector, are picked in the switcher and show on the map, read by Range', async ({ page }) => {
  const ranges: { url: string; status: number }[] = [];
  page.on('response', (res) => {
    if (/\/basemaps\/test-(sat|areas)\.pmtiles$/.test(res.url())) ranges.push({ url: res.url(), status: res.status() });
  });
  await signIn(page, 'amara', '/');
  const map = await fleetMap(page);
  const select = page.getByRole('combobox', { name: 'Basemap' });
  await expect(select.locator('option', { hasText: 'test-sat.pmtiles' })).toBeEnabled();
  await expect(select.locator('option', { hasText: 'test-areas.pmtiles' })).toBeEnabled();

  await select.selectOption('test-sat.pmtiles');
  await expect.poll(() => centrePixel(map).then((px) => near(px, CYAN))).toBe(true);
  // maplibre's pmtiles protocol read the archive in pieces, each answered 206.
  expect(ranges.some((r) => r.url.endsWith('test-sat.pmtiles'))).toBe(true);
  expect(ranges.every((r) => r.status === 206)).toBe(true);

  await select.selectOption('test-areas.pmtiles');
  await expect.poll(() => centrePixel(map).then((px) => near(px, CYAN))).toBe(false);
  await expect
    .poll(() => map.evaluate((el) => (el as MapEl).maplibre.queryRenderedFeatures({ layers: ['bm:area-fill'] }).length))
    .toBeGreaterThan(0);
  expect(ranges.some((r) => r.url.endsWith('test-areas.pmtiles') && r.status === 206)).toBe(true);
  expect(new URL(page.url()).searchParams.get('basemap')).toBe('test-areas.pmtiles');
});
