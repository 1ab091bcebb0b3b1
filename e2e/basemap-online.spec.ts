import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { startService, type RunningService } from '../server/testing/start-service';
import { expect, test } from './fixtures';
import { writeRasterMbtiles } from './helpers/basemap-files';
import { pixelAt } from './helpers/land-water';

type MapEl = HTMLElement & { maplibre: MapLibreMap };
const ORANGE: [number, number, number] = [255, 128, 0];
const near = (a: number[], b: number[], tol = 12) => a.every((v, i) => Math.abs(v - b[i]!) <= tol);
const ATTRIBUTION = '© Test Survey Office';

/** A free loopback port: the configured template must name the service's origin before it starts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let service: RunningService | undefined;
let basemaps: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  // The e2e run forbids other origins, so the "online" source is this service's own tile URL
  // (an MBTiles served as /basemaps/<name>/{z}/{x}/{y}.png): configured as any tile server would be.
  basemaps = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-online-'));
  await writeRasterMbtiles(path.join(basemaps, 'survey.mbtiles'), ORANGE);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = [{ name: 'Survey office tiles', tiles: [`${origin}/basemaps/survey.mbtiles/{z}/{x}/{y}.png`], attribution: ATTRIBUTION }];
  service = await startService({
    serveApp: true,
    env: { PORT: String(port), CAMERAS: 'off', BASEMAPS_DIR: basemaps, MAP_BASEMAPS: JSON.stringify(config) },
  });
});

test.afterAll(async () => {
  await service?.stop();
  if (service) fs.rmSync(service.dataDir, { recursive: true, force: true });
  if (basemaps) fs.rmSync(basemaps, { recursive: true, force: true });
});

test('a raster source configured in MAP_BASEMAPS is in the switcher, shows its tiles and its attribution', async ({ page }) => {
  const base = service!.url;
  const config = (await (await fetch(`${base}/config.json`)).json()) as { basemaps?: { name: string; attribution?: string }[] };
  expect(config.basemaps).toEqual([expect.objectContaining({ name: 'Survey office tiles', attribution: ATTRIBUTION })]);

  await page.goto(`${base}/sign-in?redirect=%2F`);
  await page.getByRole('button', { name: /@amara ·/ }).click();
  await page.locator('[aria-label="Map of the fleet"][data-map-ready="true"]').waitFor();
  const map = page.getByRole('region', { name: 'Map of the fleet' });
  const select = page.getByRole('combobox', { name: 'Basemap' });
  await expect(select.locator('option', { hasText: 'Survey office tiles' })).toBeEnabled();
  // Not shown before it is picked: the attribution belongs to the source on the map.
  await expect(map.getByText(ATTRIBUTION)).toHaveCount(0);

  await select.selectOption('Survey office tiles');
  // The test's tile set has z0–4 only (a real tile server has every zoom): zoom out to it as a user
  // does. Once the user has moved the map, a list that arrives later no longer re-frames it.
  const zoom = () => map.evaluate((el) => (el as MapEl).maplibre.getZoom());
  // The zoom the map has come to rest at: a click during the fleet's framing animation would start
  // from a zoom the map is only passing through (under load it stopped short of a whole step).
  const restingZoom = async () => {
    await expect.poll(() => map.evaluate((el) => (el as MapEl).maplibre.isMoving())).toBe(false);
    return zoom();
  };
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  // Click by click, each time until the map has zoomed out a whole step.
  for (let z = await restingZoom(); z > 3.5; z = await restingZoom()) {
    await zoomOut.click();
    await expect.poll(zoom).toBeLessThanOrEqual(z - 0.99);
  }
  // Off-centre: the fleet's markers sit in the middle at this zoom.
  await expect.poll(() => pixelAt(map, 0.3, 0.3).then((px) => near(px, ORANGE))).toBe(true);
  await expect
    .poll(() => map.evaluate((el) => Object.keys((el as MapEl).maplibre.getStyle().sources).filter((s) => s.startsWith('bm:'))))
    .toEqual(['bm:online']);
  // maplibre's compact attribution: the (i) button opens it if the map started it closed.
  const credits = map.locator('.maplibregl-ctrl-attrib-inner');
  await expect(credits).toContainText(ATTRIBUTION);
  if (!(await credits.isVisible())) await map.locator('.maplibregl-ctrl-attrib-button').click();
  await expect(credits).toBeVisible();
  expect(new URL(page.url()).searchParams.get('basemap')).toBe('Survey office tiles');
});
