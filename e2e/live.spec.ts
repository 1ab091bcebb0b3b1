import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { expectFramesAdvance, expectPictureNotBlack, playerBadge, waitForState } from './helpers/video';

// Each test uses its own simulated camera so specs can run side by side.
test.describe.configure({ timeout: 90_000 });

async function stopIfRunning(deviceId: string): Promise<void> {
  const session = await apiLogin('amara');
  await streamsCall(session, 'POST', '/v1/streams/api/stop', { streamId: `${deviceId}-FROM` }).catch(() => undefined);
}

test('start a device stream, see moving non-black frames, stop it', async ({ page }) => {
  const device = { id: 'dev-insp-axis-2', name: 'Limmat Bridge Deck Cam' };
  await stopIfRunning(device.id);
  await signIn(page, 'amara');
  await page.goto(`/live?device=${device.id}`);
  const item = page.getByRole('listitem', { name: device.name });
  await item.getByRole('button', { name: `Start ${device.name}` }).click();
  // STARTING is shown as reported, then STREAMING.
  await expect(item.getByText(/STARTING|STREAMING/)).toBeVisible();
  await expect(item.getByText('STREAMING')).toBeVisible({ timeout: 30_000 });

  const player = page.getByRole('group', { name: device.name });
  await waitForState(player, 'playing', 30_000);
  await expect(playerBadge(player)).toHaveText(/LIVE/);
  await expectFramesAdvance(player, 1.5);
  await expectPictureNotBlack(player);

  // Stats on demand show the latency behind live.
  await player.getByRole('button', { name: 'Stats' }).click();
  await expect(player.getByTestId('stat-latency')).toHaveText(/\d+\.\d+ s/);

  await item.getByRole('button', { name: `Stop ${device.name}` }).click();
  await expect(item.getByText('STOPPED')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: device.name })).toHaveCount(0);
});

test('a device that cannot stream offers no Start and says why', async ({ page }) => {
  await signIn(page, 'amara');
  await page.goto('/live');
  // This drone has no sourceUrl (the service would answer 412): no Start, and its row says so.
  const item = page.getByRole('listitem', { name: 'M30T Spare' });
  await expect(item).toContainText('No video source');
  await expect(item.getByRole('button', { name: 'Start M30T Spare' })).toHaveCount(0);
});

test('restream forms check the URL before sending', async ({ page }) => {
  await signIn(page, 'amara');
  await page.goto('/live');
  const pull = page.getByRole('form', { name: 'Pull from a URL' });
  await pull.getByLabel('Source URL').fill('http://example.test/live');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/v1/streams/from/start')) sent = true;
  });
  await pull.getByRole('button', { name: 'Start pulling' }).click();
  await expect(pull.getByText('The source must be an rtmp://, rtmps:// or rtsp:// URL.')).toBeVisible();
  await expect(pull.getByLabel('Source URL')).toHaveAttribute('aria-invalid', 'true');
  const relay = page.getByRole('form', { name: 'Relay to a destination' });
  await relay.getByLabel('Destination URL').fill('rtsp://cam.test/1');
  await relay.getByRole('button', { name: 'Start relay' }).click();
  await expect(relay.getByText('The destination must be an rtmp:// or rtmps:// URL.')).toBeVisible();
  expect(sent).toBe(false);
  await expectNoA11yViolations(page);
});

test('multi-view: layouts from the URL, keyboard reorder, saved layouts', async ({ page }) => {
  await signIn(page, 'amara');
  await page.goto('/live/multi?layout=2x2&devices=dev-insp-m30t-1,dev-insp-m3td-1');
  const grid = page.getByRole('list', { name: 'Video grid 2x2' });
  await expect(grid.getByRole('listitem', { name: /^Tile / })).toHaveCount(2);
  await expect(grid.getByRole('listitem').first()).toHaveAccessibleName('Tile 1: M30T Spare');
  // Alt+ArrowRight moves the focused tile one cell right.
  await grid.getByRole('listitem').first().focus();
  await page.keyboard.press('Alt+ArrowRight');
  await expect(grid.getByRole('listitem').first()).toHaveAccessibleName('Tile 1: M3TD Baden Line');
  await expect(page).toHaveURL(/devices=dev-insp-m3td-1(%2C|,)dev-insp-m30t-1/);
  await page.getByRole('button', { name: '3×3' }).click();
  await expect(page.getByRole('list', { name: 'Video grid 3x3' })).toBeVisible();
  await page.getByLabel('Layout name').fill('Night shift');
  await page.getByRole('button', { name: 'Save layout' }).click();
  await page.goto('/live/multi');
  await page.getByLabel('Saved layouts').selectOption('Night shift');
  await expect(page.getByRole('list', { name: 'Video grid 3x3' }).getByRole('listitem', { name: /^Tile / })).toHaveCount(2);
  await expectNoA11yViolations(page);
});

test('DASH on request: dash.js plays the same live stream, and the choice is kept in the URL', async ({ page }) => {
  // A survey-team camera no other spec uses.
  const device = { id: 'dev-surv-axis-1', name: 'Quarry Entrance Cam' };
  await ensureStreaming(device.id, await apiLogin('hiroshi'));
  await signIn(page, 'hiroshi');
  await page.goto(`/live?device=${device.id}`);
  await page.getByLabel('Playback').selectOption('dash');
  await expect(page).toHaveURL(/format=dash/);
  const player = page.getByRole('group', { name: device.name });
  await waitForState(player, 'playing', 45_000);
  await expectFramesAdvance(player, 1.5);
  await expectPictureNotBlack(player);
  await player.getByRole('button', { name: 'Stats' }).click();
  await expect(player.getByTestId('stat-engine')).toHaveText('dash');

  await page.reload();
  await expect(page.getByLabel('Playback')).toHaveValue('dash');
  await waitForState(page.getByRole('group', { name: device.name }), 'playing', 45_000);
});
