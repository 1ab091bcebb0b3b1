import { expect as baseExpect, type Page } from '@playwright/test';
import { apiLogin, expect, signIn, test } from './fixtures';
import { jobsCall, square } from './jobs-helpers';
import { missionsCall } from './missions-helpers';

const LNG = 8.54,
  LAT = 47.37;

/** A task with a big allowed area and a mission whose one leg runs east-west through its centre. */
async function taskWithMission() {
  const s = await apiLogin('amara');
  const mission = await missionsCall<{ id: string; name: string }>(s, 'POST', '/v1/mission', {
    name: 'Fence e2e route',
    speed: 5,
    route: [
      { lat: LAT, lng: LNG - 0.005, altitude: 50 },
      { lat: LAT, lng: LNG + 0.005, altitude: 50 },
    ],
  });
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'Fence e2e', description: 'e2e', userIds: [s.userId] });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
    jobId: job.id,
    type: 'FLIGHT_REQUEST',
    title: 'Fence task',
    context: {
      mission: { id: mission.id, name: mission.name },
      geojson: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Work area', geofence: 'inclusion' },
            geometry: { type: 'Polygon', coordinates: square(LNG, LAT, 0.02) },
          },
        ],
      },
    },
  });
  return { s, task };
}

async function fenceMap(page: Page) {
  const map = page.getByRole('region', { name: 'Geofence map' });
  await baseExpect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  const box = await map.boundingBox();
  if (!box) throw new Error('map has no box');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/**
 * Draws a no-fly rectangle of 2 × `half` by 2 × `halfY` px around the map centre. The map is fitted
 * to the 0.04° work area: the leg's waypoints are about 25 px either side of the centre, and the
 * centre may sit a few pixels off the leg, so a tall narrow strip is what surely crosses it.
 */
async function drawExclusion(page: Page, half = 25, halfY = half) {
  const m = await fenceMap(page);
  await page.getByRole('button', { name: 'Draw no-fly zone' }).click();
  for (const [dx, dy] of [
    [-half, -halfY],
    [half, -halfY],
    [half, halfY],
    [-half, halfY],
  ])
    await page.mouse.click(m.cx + dx!, m.cy + dy!);
  await page.getByRole('button', { name: 'Finish shape' }).click();
  await expect(page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem')).toHaveCount(2);
}

test.describe('geofence editor', () => {
  test('an exclusion across the mission leg blocks publishing; removing it allows it', async ({ page }) => {
    const { s, task } = await taskWithMission();
    await signIn(page, 'amara');
    await page.goto(`/tasks/${task.id}`);
    await fenceMap(page);
    // A no-fly strip drawn across the leg's middle (both waypoints stay outside it).
    await drawExclusion(page, 10, 100);
    const check = page.getByRole('region', { name: 'Mission check' });
    await expect(check).toContainText(/Leg 1 .* crosses no-fly zone/);
    await page.getByRole('button', { name: 'Save geofence' }).click();
    // Saved when the service holds it (a toast from the previous save may still be on screen).
    await expect
      .poll(
        async () =>
          (await jobsCall<{ context?: { geojson?: { features: unknown[] } } }>(s, 'GET', `/v1/task/${task.id}`)).context?.geojson?.features
            .length,
      )
      .toBe(2);
    await page.getByRole('combobox', { name: 'Task status' }).selectOption('PUBLISHED');
    await expect(page.getByRole('alert', { name: 'Publishing blocked' })).toContainText('crosses no-fly zone');
    await expect(page.getByRole('combobox', { name: 'Task status' })).toHaveValue('DRAFT');

    await page.getByRole('button', { name: /^Delete “no-fly zone/ }).click();
    await expect(check).toContainText('stays within this geofence');
    await page.getByRole('button', { name: 'Save geofence' }).click();
    // Saved when the service holds it (a toast from the previous save may still be on screen).
    await expect
      .poll(
        async () =>
          (await jobsCall<{ context?: { geojson?: { features: unknown[] } } }>(s, 'GET', `/v1/task/${task.id}`)).context?.geojson?.features
            .length,
      )
      .toBe(1);
    await page.getByRole('combobox', { name: 'Task status' }).selectOption('PUBLISHED');
    await expect(page.getByRole('alert', { name: 'Publishing blocked' })).toHaveCount(0);
    await expect.poll(async () => (await jobsCall<{ status: string }>(s, 'GET', `/v1/task/${task.id}`)).status).toBe('PUBLISHED');
  });

  test('a reload in the middle of editing keeps the edit', async ({ page }) => {
    const { task } = await taskWithMission();
    await signIn(page, 'amara');
    await page.goto(`/tasks/${task.id}`);
    await drawExclusion(page);
    // The draft is in IndexedDB once the autosave has run.
    await expect
      .poll(() =>
        page.evaluate(
          (key) =>
            new Promise<boolean>((resolve) => {
              const req = indexedDB.open('fleet-ops-drafts');
              req.onsuccess = () => {
                const get = req.result.transaction('geofences').objectStore('geofences').get(key);
                get.onsuccess = () => resolve(Boolean(get.result));
                get.onerror = () => resolve(false);
              };
              req.onerror = () => resolve(false);
            }),
          `task:${task.id}`,
        ),
      )
      .toBe(true);
    await page.reload();
    await expect(page.getByText('Restored your unsaved geofence edit')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem')).toHaveCount(2);
  });
});
