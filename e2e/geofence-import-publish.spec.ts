import type { Map as MapLibreMap } from 'maplibre-gl';
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { fenceMap, LAT, LNG } from './geofence-helpers';
import { jobsCall, square } from './jobs-helpers';

// Issue 41: a task whose geofence was imported and saved through the task page could not be
// published (neither from the task page nor from the board), with "Something went wrong".
const fenceFile = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Survey area', stroke: '#16a34a', fill: '#22c55e', geofence: 'inclusion' },
      geometry: { type: 'Polygon', coordinates: square(LNG, LAT, 0.01) },
    },
    {
      type: 'Feature',
      properties: { name: 'Helipad', stroke: '#dc2626', fill: '#ef4444', geofence: 'exclusion' },
      geometry: { type: 'Polygon', coordinates: square(LNG + 0.003, LAT + 0.003, 0.001) },
    },
    {
      type: 'Feature',
      properties: { name: 'Power line', stroke: '#f59e0b' },
      geometry: {
        type: 'LineString',
        coordinates: [
          [LNG - 0.008, LAT - 0.004],
          [LNG + 0.008, LAT - 0.004],
        ],
      },
    },
  ],
};

type MapEl = HTMLElement & { maplibre: MapLibreMap };
type Task = { id: string; status: string; context?: { geojson?: { features: unknown[] } } };

test('import a geofence, save it, then publish the task from its page and from the board', async ({ page }) => {
  const s = await apiLogin('amara');
  // Through the overview, as a person signs in: it caches every team task as one list (issue 41's
  // cause: the move assumed every cached list was pages, and failed before sending its change).
  await signIn(page, 'amara', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Jobs' }).first().click();

  // A job and a task, through their forms.
  await page.getByRole('button', { name: 'New job' }).click();
  const jobDialog = page.getByRole('dialog', { name: 'New job' });
  const jobTitle = uniqueName('Fence import job');
  await jobDialog.getByLabel('Title').fill(jobTitle);
  await jobDialog.getByLabel('Description').fill('Issue 41');
  await jobDialog.getByRole('button', { name: 'Create job' }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  const jobUrl = page.url();
  const addTask = async (title: string) => {
    await page.getByRole('button', { name: 'Add task' }).click();
    const d = page.getByRole('dialog', { name: 'New task' });
    await d.getByLabel('Task title').fill(title);
    await d.getByLabel('Task description').fill('Imported fence');
    await d.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: title })).toBeVisible();
  };
  await addTask('Fence A');
  await addTask('Fence B');
  const jobId = new URL(jobUrl).pathname.split('/').pop()!;
  const tasks = await jobsCall<{ items: Array<Task & { title: string }> }>(s, 'GET', `/v1/task/job/${jobId}`);
  const idOf = (title: string) => tasks.items.find((t) => t.title === title)!.id;

  // Import and save the fence of a task; the map shows what was imported.
  const importAndSave = async (title: string) => {
    await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fenceMap(page);
    await page.getByLabel('Import geofence file').setInputFiles({
      name: `${title}.geojson`,
      mimeType: 'application/geo+json',
      buffer: Buffer.from(JSON.stringify(fenceFile)),
    });
    await expect(page.getByText(`Imported 3 shape(s) from ${title}.geojson`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem')).toHaveCount(3);
    // The map is fitted to the imported shapes (the task has no location: it started at [0, 20]).
    const map = page.getByRole('region', { name: 'Geofence map' });
    const shows = () =>
      map.evaluate(
        (el, [lng, lat]) => {
          const m = (el as MapEl).maplibre;
          return (
            m.getBounds().contains([lng! - 0.008, lat! - 0.009]) && m.getBounds().contains([lng! + 0.008, lat! + 0.009]) && m.getZoom() > 12
          );
        },
        [LNG, LAT],
      );
    await expect.poll(shows).toBe(true);
    await page.getByRole('button', { name: 'Save geofence' }).click();
    await expect(page.getByText('Geofence saved').first()).toBeVisible();
    await expect.poll(async () => (await jobsCall<Task>(s, 'GET', `/v1/task/${idOf(title)}`)).context?.geojson?.features.length).toBe(3);
  };

  // From the task page: the status select.
  await importAndSave('Fence A');
  await page.getByLabel('Task status').selectOption('PUBLISHED');
  await expect(page.getByLabel('Task status')).toHaveValue('PUBLISHED');
  await expect.poll(async () => (await jobsCall<Task>(s, 'GET', `/v1/task/${idOf('Fence A')}`)).status).toBe('PUBLISHED');
  await expect(page.getByText(/could not move/)).toHaveCount(0);

  // From the board: drag the card from Draft to Published.
  await page.getByRole('link', { name: '← Job board' }).click();
  await importAndSave('Fence B');
  await page.getByRole('link', { name: '← Job board' }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  await page.getByRole('article', { name: 'Fence B' }).dragTo(page.getByRole('region', { name: 'Published' }));
  await expect(page.getByRole('region', { name: 'Published' }).getByRole('article', { name: 'Fence B' })).toBeVisible();
  await expect.poll(async () => (await jobsCall<Task>(s, 'GET', `/v1/task/${idOf('Fence B')}`)).status).toBe('PUBLISHED');
  await expect(page.getByText(/could not move/)).toHaveCount(0);
});
