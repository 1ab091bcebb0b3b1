import fs from 'node:fs';
import { apiLogin, expect, signIn, test } from './fixtures';
import { fenceMap, LAT, LNG } from './geofence-helpers';
import { jobsCall } from './jobs-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

type Exported = {
  type: string;
  features: Array<{ geometry: { type: string; coordinates: number[][][] }; properties: { geofence?: string } }>;
};

test('QGroundControl .plan import (real file, and a circle that becomes a polygon, said so), then GeoJSON export', async ({ page }) => {
  const s = await apiLogin('amara');
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'Plan import e2e', description: 'e2e', userIds: [s.userId] });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', { jobId: job.id, type: 'FLIGHT_REQUEST', title: 'Plan import' });
  await signIn(page, 'amara');
  await page.goto(`/tasks/${task.id}`);
  await fenceMap(page);
  const shapes = page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem');
  const file = page.getByLabel('Import geofence file');

  // The real file: one inclusion and one exclusion polygon in its geoFence.
  await file.setInputFiles(realFixture('qgc/ce_geofence_home_base.plan'));
  await expect(page.getByText('Imported 2 shape(s) from ce_geofence_home_base.plan')).toBeVisible();
  await expect(shapes).toHaveCount(2);

  // A circle, as QGroundControl writes it: the import turns it into a polygon and says so.
  const plan = {
    fileType: 'Plan',
    version: 1,
    groundStation: 'QGroundControl',
    mission: {
      version: 2,
      items: [],
      plannedHomePosition: [LAT, LNG, 0],
      cruiseSpeed: 15,
      hoverSpeed: 5,
      firmwareType: 12,
      vehicleType: 2,
    },
    rallyPoints: { version: 2, points: [] },
    geoFence: { version: 2, polygons: [], circles: [{ inclusion: false, version: 1, circle: { center: [LAT, LNG], radius: 50 } }] },
  };
  await file.setInputFiles({ name: 'circle.plan', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(plan)) });
  await expect(page.getByText('1 circle(s) became 64-sided polygons')).toBeVisible();
  await expect(shapes).toHaveCount(3);

  // Export: the edit as a GeoJSON file, every shape in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export GeoJSON' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('geofence.geojson');
  const exported = JSON.parse(fs.readFileSync((await saved.path())!, 'utf8')) as Exported;
  expect(exported.type).toBe('FeatureCollection');
  expect(exported.features.map((f) => [f.geometry.type, f.properties.geofence])).toEqual([
    ['Polygon', 'inclusion'],
    ['Polygon', 'exclusion'],
    ['Polygon', 'exclusion'],
  ]);
  expect(exported.features[2]!.geometry.coordinates[0]).toHaveLength(65);
});
