// Issue 37: a task whose mission crosses a no-fly zone cannot go to work from any control — board
// drag, the card's status menu, the task page — nor through the API (409 naming the zone).
// And published geozone files import into a task geofence with their limits and references.
import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { fenceMap } from './geofence-helpers';
import { jobsCall, square } from './jobs-helpers';
import { missionsCall } from './missions-helpers';
import { serviceUrl } from './helpers/service';
import { realFixture } from '../tests/fixtures/real-fixtures';

const LNG = 8.54,
  LAT = 47.37;

test('a mission through a no-fly zone stays out of work: drag, card menu, task page and API', async ({ page }) => {
  const s = await apiLogin('amara');
  const mission = await missionsCall<{ id: string; name: string }>(s, 'POST', '/v1/mission', {
    name: uniqueName('Gate route'),
    route: [
      { lat: LAT, lng: LNG - 0.005, altitude: 50 },
      { lat: LAT, lng: LNG + 0.005, altitude: 50 },
    ],
  });
  const title = uniqueName('Gate job');
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title, description: 'gate', userIds: [s.userId] });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
    jobId: job.id,
    type: 'FLIGHT_REQUEST',
    title: 'Crossing task',
    context: {
      mission: { id: mission.id, name: mission.name },
      geojson: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Helipad', geofence: 'exclusion' },
            geometry: { type: 'Polygon', coordinates: square(LNG, LAT, 0.001) },
          },
        ],
      },
    },
  });

  await signIn(page, 'amara');
  await page.goto(`/jobs/${job.id}`);
  const card = page.getByRole('article', { name: 'Crossing task' });
  await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: 'Crossing task' })).toBeVisible();

  // Drag to In progress: refused with the zone named; the card stays in Draft.
  await card.dragTo(page.getByRole('region', { name: 'In progress' }));
  await expect(
    page.getByText(
      /cannot move to In progress\. The attached mission breaks the geofence \(1 problem\): Leg 1 .*crosses no-fly zone "Helipad"/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: 'Crossing task' })).toBeVisible();

  // The card's status menu: Published refused too.
  await page.getByLabel('Status of Crossing task').selectOption('PUBLISHED');
  await expect(page.getByText(/cannot move to Published\./)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: 'Crossing task' })).toBeVisible();

  // The task page.
  await page.goto(`/tasks/${task.id}`);
  await fenceMap(page);
  await page.getByLabel('Task status').selectOption('IN_PROGRESS');
  await expect(page.getByRole('alert', { name: 'Status change blocked' })).toContainText('Moving to In progress is blocked');
  await expect(page.getByRole('alert', { name: 'Status change blocked' })).toContainText('crosses no-fly zone "Helipad"');

  // Another client, straight to the service: 409 naming the violation.
  for (const status of ['PUBLISHED', 'IN_PROGRESS', 'COMPLETED']) {
    const res = await fetch(`${serviceUrl()}/v1/task/${task.id}`, {
      method: 'PATCH',
      headers: { 'x-service-identity-security-token': s.credentials.identityToken, 'content-type': 'application/json' },
      body: JSON.stringify({ status: [status] }),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('crosses no-fly zone "Helipad"');
  }
  expect((await jobsCall<{ status: string }>(s, 'GET', `/v1/task/${task.id}`)).status).toBe('DRAFT');
});

test('published geozone files import into a task geofence with their limits and references', async ({ page }) => {
  const s = await apiLogin('amara');
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', {
    title: uniqueName('Zones'),
    description: 'zones',
    userIds: [s.userId],
  });
  // At Geneva, where the InterUSS ED-269 sample lies; the Swiss feeds are within the country.
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
    jobId: job.id,
    type: 'FLIGHT_REQUEST',
    title: 'Zones task',
    lat: 46.215,
    lng: 6.168,
  });
  await signIn(page, 'amara');
  await page.goto(`/tasks/${task.id}`);
  await fenceMap(page);
  const zones = page.getByRole('region', { name: 'Imported geozones' });
  const cases: [string, string, RegExp[]][] = [
    ['cis_source_sample_ed269.json', 'ED-269', [/LSXX City Sample\s*Requires authorisation\s*0 m AGL\s*not stated\s*permanent/]],
    [
      'ed269-ch.json',
      'ED-269',
      [/ZH - Zurich CTR segment\s*Requires authorisation\s*0 m AGL\s*120 m AGL/, /no upper limit \(99999 AMSL\)/],
    ],
    [
      'cis_source_sample_ed318.json',
      'ED-318',
      [/LSZB Bern-Belp 2\s*Requires authorisation\s*60 m AGL\s*no upper limit \(99999 AGL\)/, /published by FOCA, 2025-03-13/],
    ],
    [
      'faa-uasfm.json',
      'FAA UAS Facility Map',
      [/KLGA LaGuardia Airport grid 2\s*LAANC authorisation up to 200 ft AGL\s*200 ft AGL\s*not stated/, /published by FAA, 2026-06-12/],
    ],
  ];
  for (const [file, format, rows] of cases) {
    await page.getByLabel('Import geofence file').setInputFiles(realFixture(`geojson/${file}`));
    await expect(zones).toContainText(`${format}: ${file}`);
    for (const r of rows) await expect(zones).toContainText(r);
  }
  // The FAA cells are near New York, far from this Geneva task: said so.
  await expect(zones.getByRole('alert')).toContainText(/km from the task/);
});
