import type { Page } from '@playwright/test';
import { apiLogin, expect, serviceUrl, signIn, test } from './fixtures';
import { fenceMap, LAT, LNG, taskWithMission } from './geofence-helpers';
import { jobsCall } from './jobs-helpers';

type Ring = number[][];
type FenceTask = {
  context?: { geojson?: { features: Array<{ properties: Record<string, unknown>; geometry: { coordinates: Ring[] } }> } };
};

const fenceOf = async (s: Awaited<ReturnType<typeof apiLogin>>, id: string) =>
  (await jobsCall<FenceTask>(s, 'GET', `/v1/task/${id}`)).context?.geojson?.features ?? [];

/** Selects shape `i` through its row in the shape list. */
async function select(page: Page, i: number) {
  await page.getByRole('list', { name: 'Geofence shapes' }).getByRole('listitem').nth(i).getByRole('button').first().click();
}

test('a shape’s border, fill, floor and ceiling: refused values say why inline, valid ones are checked, saved and reloaded', async ({
  page,
}) => {
  const { s, task } = await taskWithMission();
  await signIn(page, 'amara');
  await page.goto(`/tasks/${task.id}`);
  await fenceMap(page);
  await select(page, 0);
  const props = page.getByRole('group', { name: 'Properties of “Work area”' });
  const field = (name: string) => props.getByRole('textbox', { name: new RegExp(`^${name} \\(`) });

  await field('Fill colour').fill('green');
  await expect(field('Fill colour')).toHaveAttribute('aria-invalid', 'true');
  await expect(props.getByText('A hex colour such as #ff0000')).toBeVisible();
  await field('Fill colour').fill('#0000ff');
  await expect(field('Fill colour')).not.toHaveAttribute('aria-invalid');
  await field('Fill opacity').fill('1.5');
  await expect(props.getByText('Between 0 and 1')).toBeVisible();
  await field('Fill opacity').fill('0.4');
  await field('Border width').fill('4');
  await field('Floor').fill('10');
  await field('Ceiling').fill('5');
  await expect(props.getByText('The ceiling must be above the floor')).toBeVisible();
  // The mission flies at 50 m: a 40 m ceiling puts both waypoints out of the area's band, and says so.
  await field('Ceiling').fill('40');
  await expect(props.getByText('The ceiling must be above the floor')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mission check' })).toContainText(
    '50 m above take-off is outside allowed area "Work area" (10–40 m above take-off)',
  );

  await page.getByRole('button', { name: 'Save geofence' }).click();
  await expect
    .poll(async () => (await fenceOf(s, task.id))[0]?.properties)
    .toMatchObject({ fill: '#0000ff', 'fill-opacity': 0.4, 'stroke-width': 4, floor: 10, ceiling: 40 });
  await page.reload();
  await fenceMap(page);
  await select(page, 0);
  await expect(field('Fill colour')).toHaveValue('#0000ff');
  await expect(field('Ceiling')).toHaveValue('40');
  // Reloaded straight after the save: what was saved is not offered again as an unsaved edit.
  await expect(page.getByText('Restored your unsaved geofence edit')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Mission check' })).toContainText('(10–40 m above take-off)');
  // The service refuses what the form refuses (the same rules), naming the field.
  const refused = await fetch(`${serviceUrl()}/v1/task/${task.id}`, {
    method: 'PATCH',
    headers: { 'x-service-identity-security-token': s.credentials.identityToken, 'content-type': 'application/json' },
    body: JSON.stringify({
      context: {
        geojson: { type: 'FeatureCollection', features: [{ ...(await fenceOf(s, task.id))[0], properties: { floor: 50, ceiling: 20 } }] },
      },
    }),
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain('ceiling');
});

test('moving a whole shape snaps its nearest corner onto another shape’s corner; not with snapping off', async ({ page }) => {
  const s = await apiLogin('amara');
  const job = await jobsCall<{ id: string }>(s, 'POST', '/v1/job', { title: 'Move snap e2e', description: 'e2e', userIds: [s.userId] });
  const rect = (w: number, e: number): Ring[] => [
    [
      [w, LAT - 0.002],
      [e, LAT - 0.002],
      [e, LAT + 0.002],
      [w, LAT + 0.002],
      [w, LAT - 0.002],
    ],
  ];
  // A narrow strip, then a square 0.0005° east of it; the map is fitted to both, so its centre is inside the square.
  const area = (name: string, coordinates: Ring[]) => ({
    type: 'Feature',
    properties: { name, geofence: 'inclusion' },
    geometry: { type: 'Polygon', coordinates },
  });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', {
    jobId: job.id,
    type: 'FLIGHT_REQUEST',
    title: 'Move snap task',
    context: {
      geojson: {
        type: 'FeatureCollection',
        features: [area('Strip', rect(LNG - 0.0035, LNG - 0.0025)), area('Square', rect(LNG - 0.002, LNG + 0.002))],
      },
    },
  });
  await signIn(page, 'amara');
  await page.goto(`/tasks/${task.id}`);
  const m = await fenceMap(page);
  const westOfSquare = async () => Math.min(...(await fenceOf(s, task.id))[1]!.geometry.coordinates[0]!.map((p) => p[0]!));
  const drag = async (dx: number) => {
    await page.mouse.move(m.cx, m.cy);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(m.cx + (dx * i) / 10, m.cy);
    await page.mouse.up();
  };
  const save = async (west: (x: number) => boolean) => {
    await page.getByRole('button', { name: 'Save geofence' }).click();
    await expect.poll(async () => west(await westOfSquare())).toBe(true);
    return westOfSquare();
  };
  await select(page, 1);
  // Snapping off: a 40 px move east (away from the strip) gives the map's scale.
  await page.getByRole('checkbox', { name: 'Snap to other shapes' }).uncheck();
  await drag(40);
  const perPx = ((await save((x) => x > LNG - 0.002)) - (LNG - 0.002)) / 40;
  // Snapping on: a move west that stops 4 px short of the strip lands the square's west corners on the strip's east ones.
  await page.getByRole('checkbox', { name: 'Snap to other shapes' }).check();
  await drag(-(0.0005 / perPx + 40 - 4));
  const snapped = await save((x) => Math.abs(x - (LNG - 0.0025)) < 1e-9);
  expect(snapped).toBeCloseTo(LNG - 0.0025, 12);
  const ring = (await fenceOf(s, task.id))[1]!.geometry.coordinates[0]!;
  expect(ring[0]![1]).toBeCloseTo(LAT - 0.002, 12);
});
