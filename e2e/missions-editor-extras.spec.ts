import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { apiLogin, expect, signIn, test } from './fixtures';
import { jobsCall } from './jobs-helpers';
import { idFromUrl, mapBox, missionsCall, openSeededMission, waypointRows } from './missions-helpers';

const ROUTE: { lat: number; lng: number; altitude: number; heading?: number }[] = [
  { lat: 47.37, lng: 8.53, altitude: 60 },
  { lat: 47.372, lng: 8.54, altitude: 60 },
  { lat: 47.368, lng: 8.55, altitude: 60 },
];

async function downloaded(page: Page, choose: () => Promise<void>): Promise<{ name: string; text: string }> {
  const wait = page.waitForEvent('download');
  await choose();
  const d: Download = await wait;
  const file = await d.path();
  return { name: d.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

test.describe('mission editor: profile, export, publishing', () => {
  test('dragging a point of the altitude profile changes its altitude as one undo step', async ({ page }) => {
    await openSeededMission(page, 'lukas', { name: 'Profile drag', route: ROUTE });
    const altitude = page.getByLabel('Altitude of waypoint 2');
    await expect(altitude).toHaveValue('60');
    const point = page.getByTestId('profile-point-2');
    const box = await point.boundingBox();
    if (!box) throw new Error('profile point has no box');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 20, { steps: 4 });
    await page.mouse.move(x, y - 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Number(await altitude.inputValue())).toBeGreaterThan(65);
    await expect(page.getByLabel('Altitude of waypoint 1')).toHaveValue('60');
    await expect(waypointRows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+z');
    await expect(altitude).toHaveValue('60');
  });

  test('export downloads the file; a format that loses data asks first and lists what it loses', async ({ page }) => {
    const mission = { name: 'Export check', description: 'Bridge deck survey', route: ROUTE.map((w) => ({ ...w, heading: 90 })) };
    await openSeededMission(page, 'amara', mission);
    const menuButton = page.getByRole('button', { name: 'Export ▾' });
    const menu = page.getByRole('menu', { name: 'Export as' });

    // GeoJSON keeps everything: no question, straight to a file.
    const geo = await downloaded(page, async () => {
      await menuButton.click();
      await menu.getByRole('menuitem', { name: 'GeoJSON' }).click();
    });
    expect(geo.name).toMatch(/\.geojson$/);
    const fc = JSON.parse(geo.text) as { features: { geometry: { type: string; coordinates: number[] } }[] };
    const points = fc.features.filter((f) => f.geometry.type === 'Point').map((f) => f.geometry.coordinates);
    expect(points).toHaveLength(3);
    expect(points[1]?.[0]).toBeCloseTo(8.54, 6);
    expect(points[1]?.[1]).toBeCloseTo(47.372, 6);

    // KML cannot hold headings: the losses dialog says so (and not the description, which KML keeps); Cancel writes nothing.
    await menuButton.click();
    await menu.getByRole('menuitem', { name: 'KML' }).click();
    const losses = page.getByRole('alertdialog', { name: 'Export as KML' });
    await expect(losses).toContainText('This format cannot hold');
    await expect(losses).toContainText('headings (3)');
    await expect(losses).not.toContainText('mission description');
    await losses.getByRole('button', { name: 'Cancel' }).click();
    await expect(losses).toBeHidden();

    const kml = await downloaded(page, async () => {
      await menuButton.click();
      await menu.getByRole('menuitem', { name: 'KML' }).click();
      await losses.getByRole('button', { name: 'Export anyway' }).click();
    });
    expect(kml.name).toMatch(/\.kml$/);
    expect(kml.text).toContain('<kml');
    expect(kml.text).toMatch(/8\.54,47\.372/);
    expect(kml.text).toContain('<description>Bridge deck survey</description>');
  });

  test('"Save & publish" from the editor attaches the new mission to the task', async ({ page }) => {
    const s = await apiLogin('amara');
    const jobs = <T>(method: string, path: string, body?: unknown) => jobsCall<T>(s, method, path, body);
    const job = await jobs<{ id: string }>('POST', '/v1/job', { title: 'Publish e2e', description: 'e2e' });
    const task = await jobs<{ id: string }>('POST', '/v1/task', { jobId: job.id, type: 'FLIGHT_REQUEST', title: 'Survey the roof' });
    await signIn(page, 'amara');
    await page.goto(`/missions/new?taskId=${task.id}`);
    const m = await mapBox(page);
    await expect(page.getByRole('link', { name: /Back to task “Survey the roof”/ })).toBeVisible();
    await page.mouse.click(m.cx - 80, m.cy);
    await page.mouse.click(m.cx + 80, m.cy);
    await expect(waypointRows(page)).toHaveCount(2);
    await page.getByLabel('Name', { exact: true }).fill('Roof route');
    await page.getByRole('button', { name: 'Save & publish' }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    await expect(page.getByText('Mission published to task “Survey the roof”')).toBeVisible();
    const id = idFromUrl(page.url());
    await expect
      .poll(
        async () => (await jobs<{ context?: { mission?: { id: string; name: string } } }>('GET', `/v1/task/${task.id}`)).context?.mission,
      )
      .toMatchObject({ id, name: 'Roof route' });
    const saved = await missionsCall<{ route: unknown[] }>(s, 'GET', `/v1/mission/${id}`);
    expect(saved.route).toHaveLength(2);
  });
});
