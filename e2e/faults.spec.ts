import type { Page } from '@playwright/test';
import { apiLogin, expect, serviceUrl, signIn, streamsCall, test, uniqueName } from './fixtures';
import { jobsCall } from './jobs-helpers';
import { apiFolder, apiUpload, folderUrl, PHOTOS } from './media-helpers';
import { missionsCall, showTableAndProfile, waypointRows } from './missions-helpers';
import { routeUntilOff } from './helpers/route-until-off';

test('a 500 on the channel list shows an error with a working retry', async ({ page, faults }) => {
  faults.allowServerErrors(/\/v1\/channels$/);
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();

  let failing = true;
  await page.route('**/v1/channels', (route) =>
    failing && route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'BOOM', message: 'Injected failure' } }),
        })
      : route.fallback(),
  );
  await page.reload();
  const error = page.getByRole('alert').filter({ hasText: 'Could not load the channels' });
  // GETs retry with backoff on a 5xx before giving up (about 3.5 s).
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error).toContainText('Injected failure');

  failing = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toBeVisible();
});

test('going offline then online recovers by itself', async ({ page, context, faults }) => {
  faults.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  // Data already on screen stays.
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toBeVisible();

  // Move around while offline, and meanwhile a teammate adds a channel.
  const nav = page.getByRole('navigation', { name: 'Modules' });
  await nav.getByRole('link', { name: 'Jobs' }).click();
  await nav.getByRole('link', { name: 'Channels' }).click();
  const added = uniqueName('While offline');
  await streamsCall(await apiLogin('lukas'), 'POST', '/v1/channels', { name: added });

  // Back online: the banner goes and the list refreshes without any click.
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: added, exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load' })).toHaveCount(0);
});

test('an unreachable service shows the offline banner and the screen recovers by itself', async ({ page, faults }) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();

  const stopRoute = await routeUntilOff(page, '**/v1/channels', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(/Cannot reach the service/).first()).toBeVisible({ timeout: 15_000 });

  // The service comes back: no click needed.
  stopRoute();
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toHaveCount(0);
});

test.describe('a screen whose code is not loaded yet', () => {
  async function openJobsWithANewJob(page: Page): Promise<string> {
    const s = await apiLogin('amara');
    const title = uniqueName('Chunk test');
    await jobsCall(s, 'POST', '/v1/job', { title, description: 'e2e', userIds: [s.userId] });
    await signIn(page, 'amara');
    await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    return title;
  }

  /** Counts documents the tab loads: a reload of the app is one more. */
  function countDocuments(page: Page): { count: number } {
    const seen = { count: 0 };
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) seen.count++;
    });
    return seen;
  }

  test('with the service down, it waits in the app and opens by itself when the service is back', async ({ page, faults }) => {
    faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED|Failed to fetch dynamically imported module/);
    const title = await openJobsWithANewJob(page);
    const documents = countDocuments(page);

    // Everything the tab asks for now gets no answer, as when the service is stopped.
    const stopRoute = await routeUntilOff(page, '**/*', (route) => route.abort('connectionrefused'));
    await page.getByRole('link', { name: title }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the service' });
    await expect(alert).toContainText('This screen could not be downloaded');
    // Still the dashboard (the router's own answer was to reload, which shows the browser's error page).
    await expect(page.getByRole('navigation', { name: 'Modules' })).toBeVisible();

    stopRoute();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(alert).toHaveCount(0);
    // Chromium 156 imports the screen's code again in the page. Chromium 150 keeps the failed import in
    // its module map (the retry sends no request), so the app reloads the page once: only after the
    // file answered, so it is the dashboard again and never the browser's error page.
    expect(documents.count).toBeLessThanOrEqual(1);
  });

  test('after a new deployment removed it, the page reloads once and the screen opens', async ({ page, faults }) => {
    faults.allowConsoleErrors(/status of 404|Failed to fetch dynamically imported module/);
    const title = await openJobsWithANewJob(page);
    const documents = countDocuments(page);

    // The job board's code answers 404 until the page reloads (then the "new build" has it).
    const boardChunk = /\/assets\/jobs_\._jobId-[^/]+\.js$/;
    await page.route(boardChunk, (route) => (documents.count === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback()));
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    expect(documents.count).toBe(1);
  });
});

test('a screen whose data could not load because nothing answered opens by itself when the service is back', async ({ page, faults }) => {
  // The router logs its loader's failure to the console; the page shows it as below.
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED|Cannot reach the service/);
  const session = await apiLogin('amara');
  const name = uniqueName('Unreachable mission');
  const route = [
    { lat: 52.52, lng: 13.4, altitude: 60 },
    { lat: 52.521, lng: 13.401, altitude: 60 },
  ];
  const { id } = await missionsCall<{ id: string }>(session, 'POST', '/v1/mission', { name, route });
  await signIn(page, 'amara');

  // The editor's route loads the mission before it renders; nothing answers that request.
  const missionUrl = `**/v1/mission/${id}`;
  const stopRoute = await routeUntilOff(page, missionUrl, (r) => r.abort('connectionrefused'));
  await page.goto(`/missions/${id}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the service' });
  await expect(alert).toContainText('could not load its data', { timeout: 15_000 });

  stopRoute();
  await expect(page.getByRole('heading', { level: 1, name: `Mission editor: ${name}` })).toBeVisible({ timeout: 15_000 });
  await showTableAndProfile(page);
  await expect(waypointRows(page)).toHaveCount(route.length);
  await expect(alert).toHaveCount(0);
});

test('the company logbook opened while the service is down says so, without flickering, and loads by itself when it is back', async ({
  page,
  faults,
}) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  await signIn(page, 'sofia', '/flights');
  await expect(page.getByRole('grid', { name: 'Flight logs' })).toBeVisible();

  // Nothing answers now: the list's request, and the list worker's script if it has not started.
  const stopRoute = await routeUntilOff(page, '**/*', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Whole company' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Cannot reach the service' });
  await expect(alert).toContainText('Could not load the flight logs');
  // While it stays down, the error stays (the shell asks the service, not the list, again).
  const spinnerSeen = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const seen = () => document.body.textContent?.includes('Loading the company logbook') ?? false;
        const observer = new MutationObserver(() => seen() && resolve(true));
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        // Past the shell's next probe (every 4 s), which used to refetch the list and show the spinner.
        setTimeout(() => resolve(seen()), 5000);
      }),
  );
  expect(await spinnerSeen).toBe(false);

  stopRoute();
  await expect(page.getByRole('grid', { name: 'Flight logs' })).toBeVisible({ timeout: 15_000 });
  await expect(alert).toHaveCount(0);
});

test('analytics opened while its worker and data get no answer says so, and loads by itself when they answer', async ({ page, faults }) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  const amara = await apiLogin('amara');
  const [device] = (await (
    await fetch(`${serviceUrl()}/v1/analytics/devices`, { headers: { 'x-api-key': amara.credentials.apiKey } })
  ).json()) as string[];
  await signIn(page, 'amara');

  // The page's worker script and the detections get no answer (the rest of the app is loaded).
  const blocked = /analytics\.worker|\/v1\/analytics\//;
  const stopRoute = await routeUntilOff(page, blocked, (route) => route.abort('connectionrefused'));
  const to = Date.now();
  await page.goto(`/analytics?device=${device}&range=custom&from=${to - 7 * 24 * 3600_000}&to=${to}`);
  const alert = page.getByRole('alert').filter({ hasText: `Could not load ${device}` });
  await expect(alert).toContainText('Cannot reach the service', { timeout: 15_000 });
  // One panel for one cause: the chart does not add "could not aggregate" to the failed load.
  await expect(page.getByRole('alert').filter({ hasText: 'Could not aggregate' })).toHaveCount(0);

  stopRoute();
  await expect(page.getByText(/^Loaded .* records$/)).toBeVisible({ timeout: 20_000 });
  await expect(alert).toHaveCount(0);
});

test('a media folder opened while the drive gets no answer says so, and loads by itself when it answers', async ({ page, faults }) => {
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  const amara = await apiLogin('amara');
  const folder = await apiFolder(amara, uniqueName('Outage'));
  await apiUpload(amara, folder, 'after-the-outage.jpg', `${PHOTOS}/DJI_Zenmuse_XT2_640_R_13mm.jpg`);
  await signIn(page, 'amara');

  const stopRoute = await routeUntilOff(page, '**/graphql', (route) => route.abort('connectionrefused'));
  await page.goto(folderUrl(folder));
  const alerts = page.getByRole('alert').filter({ hasText: 'Cannot reach the service' });
  await expect(alerts.filter({ hasText: 'Could not load this folder' })).toBeVisible({ timeout: 15_000 });
  // The shell knows too, so it asks the service again by itself: no click is needed.
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toBeVisible();

  stopRoute();
  const list = page.getByRole('list', { name: /^Items in / });
  await expect(list.getByRole('button', { name: 'after-the-outage.jpg', exact: true })).toBeVisible({ timeout: 15_000 });
  // The folder tree beside it recovers too.
  await expect(alerts).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toHaveCount(0);
});
