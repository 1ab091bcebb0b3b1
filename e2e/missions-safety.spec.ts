import { apiLogin, expect, serviceUrl, signIn, test } from './fixtures';
import { idFromUrl, mapBox, missionsCall, waypointRows, type SavedMission } from './missions-helpers';

test.describe('mission planner safety', () => {
  test('reload mid-edit, then restore the draft', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await signIn(page, 'sofia');
    await page.goto('/missions/new');
    const m = await mapBox(page);
    await page.mouse.click(m.cx - 100, m.cy);
    await page.mouse.click(m.cx + 100, m.cy + 40);
    await expect(waypointRows(page)).toHaveCount(2);
    // Drafts are written within a few hundred ms of an edit.
    await page.waitForTimeout(800);
    await page.reload();
    await mapBox(page);
    await expect(waypointRows(page)).toHaveCount(0);
    const offer = page.getByRole('status').filter({ hasText: 'unsaved draft' });
    await expect(offer).toContainText('2 waypoints');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    await expect(waypointRows(page)).toHaveCount(2);
  });

  test('a 401 during save keeps the edit, and the save succeeds after signing in again', async ({ page }) => {
    await signIn(page, 'lukas');
    await page.goto('/missions/new');
    const m = await mapBox(page);
    await page.mouse.click(m.cx - 80, m.cy);
    await page.mouse.click(m.cx + 80, m.cy);
    await page.getByLabel('Name', { exact: true }).fill('After re-sign-in');
    // The first POST answers 401, as an expired token would.
    let rejected = false;
    await page.route('**/v1/mission', async (route) => {
      if (route.request().method() === 'POST' && !rejected) {
        rejected = true;
        await route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'token expired' } }),
        });
      } else await route.continue();
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in again' });
    await expect(dialog).toBeVisible();
    await expect(waypointRows(page)).toHaveCount(2);
    await dialog.getByRole('button', { name: /@lukas ·/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const saved = await missionsCall<SavedMission>(await apiLogin('lukas'), 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(saved.name).toBe('After re-sign-in');
    expect(saved.route).toHaveLength(2);
  });

  test('a geofence violation blocks publishing and is shown', async ({ page }) => {
    const s = await apiLogin('amara');
    const jobs = async <T>(method: string, path: string, body: unknown): Promise<T> => {
      const res = await fetch(`${serviceUrl()}${path}`, {
        method,
        headers: { 'x-service-identity-security-token': s.credentials.identityToken, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    };
    const job = await jobs<{ id: string }>('POST', '/v1/job', { title: 'Geofence e2e', description: 'e2e' });
    const square = (lng: number, lat: number, d: number) => [
      [
        [lng - d, lat - d],
        [lng + d, lat - d],
        [lng + d, lat + d],
        [lng - d, lat + d],
        [lng - d, lat - d],
      ],
    ];
    const task = await jobs<{ id: string }>('POST', '/v1/task', {
      jobId: job.id,
      type: 'FLIGHT_REQUEST',
      title: 'Inspect the yard',
      context: {
        geojson: {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { name: 'Work area', geofence: 'inclusion' },
              geometry: { type: 'Polygon', coordinates: square(8.54, 47.37, 0.02) },
            },
            {
              type: 'Feature',
              properties: { name: 'Hospital', geofence: 'exclusion' },
              geometry: { type: 'Polygon', coordinates: square(8.54, 47.37, 0.004) },
            },
          ],
        },
      },
    });
    await signIn(page, 'amara');
    await page.goto(`/missions/new?taskId=${task.id}`);
    const m = await mapBox(page);
    await expect(page.getByText('Checked against the geofence of task “Inspect the yard”')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save & publish' })).toBeDisabled();
    // The map fits the task's areas: one point inside the work area, one in the middle (the exclusion).
    await page.waitForTimeout(300);
    await page.mouse.click(m.cx, m.cy - 80);
    await page.mouse.click(m.cx, m.cy);
    await expect(waypointRows(page)).toHaveCount(2);
    const validation = page.getByRole('region', { name: 'Validation' });
    await expect(validation.getByRole('alert')).toContainText('saving is blocked');
    await expect(validation).toContainText(/Waypoint 2 is inside no-fly zone "?Hospital/);
    await expect(waypointRows(page).nth(1)).toContainText('geofence');
    await expect(page.getByRole('button', { name: 'Save & publish' })).toBeDisabled();
    // Removing the offending waypoint unblocks it.
    await waypointRows(page).nth(1).locator('td').first().click();
    await page.keyboard.press('Delete');
    await expect(waypointRows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Save & publish' })).toBeEnabled();
  });
});
