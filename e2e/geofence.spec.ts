import { apiLogin, expect, signIn, test } from './fixtures';
import { drawExclusion, fenceMap, LAT, LNG, taskWithMission } from './geofence-helpers';
import { jobsCall } from './jobs-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

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
    await expect(page.getByRole('alert', { name: 'Status change blocked' })).toContainText('crosses no-fly zone');
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
    await expect(page.getByRole('alert', { name: 'Status change blocked' })).toHaveCount(0);
    await expect.poll(async () => (await jobsCall<{ status: string }>(s, 'GET', `/v1/task/${task.id}`)).status).toBe('PUBLISHED');
  });

  test('a reload in the middle of editing keeps the edit', async ({ page }) => {
    const { task } = await taskWithMission();
    await signIn(page, 'amara');
    await page.goto(`/tasks/${task.id}`);
    // The reload follows the edit at once: the draft is written as the page goes, not only by the autosave.
    await drawExclusion(page);
    await page.reload();
    await expect(page.getByText('Restored your unsaved geofence edit')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem')).toHaveCount(2);
  });
});

type FenceTask = { context?: { geojson?: { features: Array<{ geometry: { type: string; coordinates: unknown } }> } } };

test.describe('geofence editor: snapping and KML', () => {
  test('a drawn corner snaps to another shape’s vertex; with snapping off it does not', async ({ page }) => {
    const s = await apiLogin('amara');
    const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'Snap e2e', description: 'e2e', userIds: [s.userId] });
    const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
      jobId: job.id,
      type: 'FLIGHT_REQUEST',
      title: 'Snap task',
      context: {
        geojson: {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', properties: { name: 'Pylon' }, geometry: { type: 'Point', coordinates: [LNG, LAT] } }],
        },
      },
    });
    await signIn(page, 'amara');
    await page.goto(`/tasks/${task.id}`);
    const m = await fenceMap(page);
    const shapes = page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem');
    const drawLine = async (a: [number, number], b: [number, number], count: number) => {
      await page.getByRole('button', { name: 'Draw obstacle line' }).click();
      await page.mouse.click(...a);
      await page.mouse.click(...b);
      await page.getByRole('button', { name: 'Finish shape' }).click();
      await expect(shapes).toHaveCount(count);
    };
    const saved = async (count: number) => {
      await page.getByRole('button', { name: 'Save geofence' }).click();
      await expect
        .poll(async () => (await jobsCall<FenceTask>(s, 'GET', `/v1/task/${task.id}`)).context?.geojson?.features.length)
        .toBe(count);
      const features = (await jobsCall<FenceTask>(s, 'GET', `/v1/task/${task.id}`)).context!.geojson!.features;
      return features.map((f) => f.geometry.coordinates as number[][]);
    };
    // Snapping off, a line 100 px right and down from the centre, far from the pylon: it gives the
    // map's scale, so the pylon's pixel can be worked out.
    await page.getByRole('checkbox', { name: 'Snap to other shapes' }).uncheck();
    await drawLine([m.cx - 150, m.cy - 120], [m.cx - 50, m.cy - 20], 2);
    const [a, b] = (await saved(2))[1]!;
    const perPx = [(b![0]! - a![0]!) / 100, (b![1]! - a![1]!) / 100];
    const pylon: [number, number] = [m.cx - 150 + (LNG - a![0]!) / perPx[0]!, m.cy - 120 + (LAT - a![1]!) / perPx[1]!];
    // Snapping on, a corner placed 5 px right and 4 px below the pylon lands exactly on it.
    await page.getByRole('checkbox', { name: 'Snap to other shapes' }).check();
    await drawLine([pylon[0] + 5, pylon[1] + 4], [pylon[0] + 120, pylon[1] + 60], 3);
    expect((await saved(3))[2]![0]).toEqual([LNG, LAT]);
    // Off again, the same click stays where it was clicked.
    await page.getByRole('checkbox', { name: 'Snap to other shapes' }).uncheck();
    await drawLine([pylon[0] + 5, pylon[1] + 4], [pylon[0] + 120, pylon[1] + 90], 4);
    const off = (await saved(4))[3]![0]!;
    expect(off).not.toEqual([LNG, LAT]);
    expect(Math.abs(off[0]! - LNG)).toBeLessThan(Math.abs(perPx[0]!) * 8);
  });

  test('one KML with many placemarks imports as many areas, obstacles and points (real file)', async ({ page }) => {
    const s = await apiLogin('amara');
    const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'KML e2e', description: 'e2e', userIds: [s.userId] });
    const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', { jobId: job.id, type: 'FLIGHT_REQUEST', title: 'Zurich routes' });
    await signIn(page, 'amara');
    await page.goto(`/tasks/${task.id}`);
    await fenceMap(page);
    await page.getByLabel('Import geofence file').setInputFiles(realFixture('kml/zurich.kml'));
    await expect(page.getByText('Imported 14 shape(s) from zurich.kml')).toBeVisible();
    await expect(page.getByText(/10 polygon\(s\) as allowed areas.*2 line\(s\) as obstacles, 2 point\(s\)/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Geofence map' })).toHaveAttribute('data-fence-count', '14');
    await page.getByRole('button', { name: 'Save geofence' }).click();
    await expect
      .poll(async () =>
        (await jobsCall<FenceTask>(s, 'GET', `/v1/task/${task.id}`)).context?.geojson?.features
          .map((f) => f.geometry.type)
          .sort()
          .join(),
      )
      .toBe([...Array(2).fill('LineString'), ...Array(2).fill('Point'), ...Array(10).fill('Polygon')].join());
  });
});
