import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test, uniqueName } from './fixtures';
import { ensureStreaming, stopStream } from './helpers/streams';
import { expectFramesAdvance, waitForState } from './helpers/video';

// Survey-team devices no other spec uses: a simulated camera, and a drone with no video source.
const CAMERA = { id: 'dev-surv-m350-1', name: 'M350 Quarry Mapper' };
const NO_SOURCE = { id: 'dev-surv-m3e-1', name: 'Mavic 3E Farmland' };

test.describe.configure({ timeout: 90_000 });

test('the sign-in page lists the richest demo first, and own credentials is a visible button', async ({ page }) => {
  await page.goto('/sign-in');
  const first = page.getByRole('list', { name: 'Demo users' }).getByRole('button').first();
  // The inspection team has the most live cameras: a newcomer who clicks the first name sees video.
  await expect(first).toHaveAccessibleName(/team-inspection/);
  const own = page.getByRole('button', { name: 'Use my own credentials' });
  await expect(own).toBeVisible();
  // A bordered button, not a link-like ghost.
  expect(await own.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe('rgba(0, 0, 0, 0)');
  await first.click();
  await page.goto('/live');
  await expect(page.getByRole('listitem', { name: 'Substation PTZ Gate' })).toBeVisible();
});

test('pressing Start selects the device and plays it; the annotated renditions of the AI add-ons are offered', async ({ page }) => {
  const session = await apiLogin('priya');
  await stopStream(CAMERA.id, session);
  await signIn(page, 'priya');
  await page.goto('/live');
  // /live opens on the first device that streams (issue 36), or asks to pick one when none does.
  await expect(page.getByTestId('live-player')).toBeVisible();
  const item = page.getByRole('listitem', { name: CAMERA.name });
  // The camera's own token request: the device /live opened on may ask for its token meanwhile.
  const tokenRequest = page.waitForRequest(
    (r) => r.url().endsWith('/v1/streams/external/token') && (r.postDataJSON() as { deviceId?: string } | null)?.deviceId === CAMERA.id,
    { timeout: 45_000 },
  );
  await item.getByRole('button', { name: `Start ${CAMERA.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`device=${CAMERA.id}`));
  const player = page.getByRole('group', { name: CAMERA.name });
  await waitForState(player, 'playing', 45_000);
  await expectFramesAdvance(player, 1);

  // The token asked for the deployment's AI add-ons; the player offers what it returned.
  expect((await tokenRequest).postDataJSON()).toMatchObject({ deviceId: CAMERA.id, aiAppIds: expect.arrayContaining(['ppe']) });
  const annotations = page.getByLabel('Annotations');
  await expect(annotations.getByRole('option', { name: 'PPE detection' })).toHaveCount(1);
  const segment = page.waitForResponse((r) => /\/ai\/ppe\/.+\.(ts|m4s)$/.test(r.url()) && r.status() === 200, { timeout: 45_000 });
  await annotations.selectOption({ label: 'PPE detection' });
  await expect(page).toHaveURL(/ai=ppe/);
  await segment;
  const annotated = page.getByRole('group', { name: CAMERA.name });
  await waitForState(annotated, 'playing', 45_000);
  await expectFramesAdvance(annotated, 1);

  // Back to the original video.
  await annotations.selectOption({ label: 'None (original video)' });
  await expect(page).not.toHaveURL(/ai=/);
  await stopStream(CAMERA.id, session);
});

test('a device with no video source says so calmly, with no player controls, on the live page, in multi-view and on the wall', async ({
  page,
}) => {
  await signIn(page, 'priya');
  await page.goto(`/live?device=${NO_SOURCE.id}`);
  const panel = page.getByRole('region', { name: 'Player' }).getByRole('group', { name: NO_SOURCE.name });
  await expect(panel).toContainText('No video source configured');
  await expect(panel).toHaveAttribute('data-player-state', 'no-source');
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto(`/live/multi?layout=2x2&devices=${NO_SOURCE.id},${CAMERA.id}`);
  const tile = page.getByRole('listitem', { name: `Tile 1: ${NO_SOURCE.name}` }).getByRole('group', { name: NO_SOURCE.name });
  await expect(tile).toContainText('No video source configured');
  await expect(tile.getByRole('button')).toHaveCount(0);

  await page.goto(`/wall?devices=${NO_SOURCE.id}&layout=2x2`);
  const wallTile = page.getByRole('group', { name: NO_SOURCE.name });
  await expect(wallTile).toContainText('No video source configured');
  await expect(wallTile).toHaveAttribute('data-player-state', 'no-source');
  // It stays calm: it never starts reconnecting.
  await expect(page.getByText('RECONNECTING')).toHaveCount(0);
});

test('a device without source offers no Start and says why in its row', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto(`/live?device=${NO_SOURCE.id}`);
  const item = page.getByRole('listitem', { name: NO_SOURCE.name });
  await expect(item).toContainText('No video source');
  await expect(item.getByRole('button', { name: `Start ${NO_SOURCE.name}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Player' })).toContainText('No video source configured');
});

test('multi-view and the wall play the annotated rendition named by &ai=', async ({ page }) => {
  const session = await ensureStreaming(CAMERA.id, await apiLogin('priya'));
  await signIn(page, 'priya');
  const segments = () =>
    page.waitForResponse((r) => /\/ai\/defects\/.+\.(ts|m4s)$/.test(r.url()) && r.status() === 200, { timeout: 45_000 });

  let segment = segments();
  await page.goto(`/live/multi?layout=2x2&devices=${CAMERA.id}&ai=defects`);
  await expect(page.getByLabel('Annotations')).toHaveValue('defects');
  await segment;
  const tile = page.getByRole('listitem', { name: `Tile 1: ${CAMERA.name}` }).getByRole('group', { name: CAMERA.name });
  await waitForState(tile, 'playing', 45_000);
  await expectFramesAdvance(tile, 1);
  // The wall link keeps the add-on.
  await expect(page.getByRole('link', { name: 'Open as wall' })).toHaveAttribute('href', /ai=defects/);

  segment = segments();
  await page.goto(`/wall?devices=${CAMERA.id}&layout=2x2&ai=defects&autostart=0`);
  await segment;
  const wallTile = page.getByRole('group', { name: CAMERA.name });
  await waitForState(wallTile, 'playing', 45_000);
  await expectFramesAdvance(wallTile, 1);
  await stopStream(CAMERA.id, session);
});

test('the device list starts and stops a whole channel at once, shows last-live times, and multi-view shows live status in its picker', async ({
  page,
}) => {
  const session = await apiLogin('priya');
  await stopStream(CAMERA.id, session);
  const name = uniqueName('Bulk');
  const channel = await streamsCall<{ id: string }>(session, 'POST', '/v1/channels', { name });
  await streamsCall(session, 'PATCH', `/v1/channels/${channel.id}`, { deviceIds: [CAMERA.id, NO_SOURCE.id] });

  await signIn(page, 'priya');
  await page.goto('/live');
  await page.getByLabel('Channel').selectOption({ label: name });
  await expect(page).toHaveURL(new RegExp(`channel=${channel.id}`));
  const devices = page.getByRole('list', { name: 'Devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  // Short buttons: the row already names the device.
  await expect(devices.getByRole('listitem', { name: CAMERA.name }).getByRole('button', { name: `Start ${CAMERA.name}` })).toHaveText(
    'Start',
  );

  // The device without a source is left out of "start all".
  await page.getByRole('button', { name: `Start all in ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Started 1.' })).toBeVisible();
  const camera = devices.getByRole('listitem', { name: CAMERA.name });
  await expect(camera.getByText('STREAMING')).toBeVisible({ timeout: 30_000 });

  await page.goto(`/live/multi?layout=2x2&devices=${CAMERA.id}`);
  await page.getByText(/Pick devices/).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`${CAMERA.name}.*STREAMING`) })).toBeChecked();
  // Its state is whatever its last pull left (control-room.spec pulls into it): only the choice matters here.
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${NO_SOURCE.name} `) })).not.toBeChecked();

  await page.goto(`/live?channel=${channel.id}`);
  await page.getByRole('button', { name: `Stop all in ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stopped 1.' })).toBeVisible();
  await expect(camera.getByText('STOPPED')).toBeVisible({ timeout: 20_000 });
  await expect(camera).toContainText(/last live (just now|\d+ min ago)/);
  await expectNoA11yViolations(page);
});

test('an error in the device list clears once the next action succeeds', async ({ page, faults }) => {
  faults.allowServerErrors(/\/v1\/streams\/api\/[^/]+\/start$/, 503);
  faults.allowConsoleErrors(/status of 503/);
  const session = await apiLogin('priya');
  await stopStream(CAMERA.id, session);
  await signIn(page, 'priya');
  await page.goto(`/live?device=${NO_SOURCE.id}`);
  // A device without source has no Start any more (issue 36); the failing action is a start the
  // service refuses once (its stream limit), then the same start succeeds.
  const camera = page.getByRole('listitem', { name: CAMERA.name });
  const start = `**/v1/streams/api/${CAMERA.id}/start`;
  await page.route(start, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'STREAM_CAPACITY', message: 'Stream limit reached: 16 streams are running on this service; stop one and retry' },
      }),
    }),
  );
  await camera.getByRole('button', { name: `Start ${CAMERA.name}` }).click();
  await expect(camera.getByRole('alert')).toContainText('Stream limit reached');
  await page.unroute(start);
  await camera.getByRole('button', { name: `Start ${CAMERA.name}` }).click();
  await expect(camera.getByText(/STARTING|STREAMING/)).toBeVisible();
  await expect(camera.getByRole('alert')).toHaveCount(0);
  await stopStream(CAMERA.id, session);
});

test('saving a multi-view layout confirms it and names the active layout', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto(`/live/multi?layout=2x2&devices=${NO_SOURCE.id}`);
  await page.getByLabel('Layout name').fill('Morning');
  await page.getByRole('button', { name: 'Save layout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Layout “Morning” saved.' })).toBeVisible();
  await expect(page.getByTestId('active-layout')).toHaveText('Active layout: Morning');
  await expect(page.getByLabel('Saved layouts')).toHaveValue('Morning');
  // Changing the grid marks the active layout as changed; loading it again restores it.
  await page.getByRole('button', { name: '3×3' }).click();
  await expect(page.getByTestId('active-layout')).toHaveText('Active layout: Morning (changed)');
  await page.getByLabel('Saved layouts').selectOption('Morning');
  await expect(page.getByRole('list', { name: 'Video grid 2x2' })).toBeVisible();
  await expect(page.getByTestId('active-layout')).toHaveText('Active layout: Morning');
});
