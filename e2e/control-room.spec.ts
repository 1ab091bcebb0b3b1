import net from 'node:net';
import type { Browser, Locator, Page } from '@playwright/test';
import { apiLogin, expect, serviceUrl, signIn, streamsCall, test, uniqueName, type ApiSession } from './fixtures';
import { ensureStreaming, stopStream, streamState } from './helpers/streams';
import { expectFramesAdvance } from './helpers/video';

/**
 * Issue 36, as a control-room operator sees it: a camera killed under every view that plays video
 * and restored, with the budgets the issue sets, measured on what is on screen.
 */
test.describe.configure({ timeout: 240_000 });

// Survey-team cameras; DEAD is killed and restored, ALIVE keeps streaming beside it.
const DEAD = { id: 'dev-surv-axis-1', name: 'Quarry Entrance Cam' };
const ALIVE = { id: 'dev-surv-m350-1', name: 'M350 Quarry Mapper' };

/** The tile's derived state (tile-status.ts), as its badge shows it. */
const tileState = (tile: Locator) => tile.getAttribute('data-tile-state');

async function killAndRestore(session: ApiSession, view: string, tile: () => Locator, page: Page, extra?: () => Promise<void>) {
  await expect.poll(() => tileState(tile()), { timeout: 45_000, message: `${view}: LIVE before the kill` }).toBe('live');
  await streamsCall(session, 'POST', `/dev/cameras/${DEAD.id}/kill`);
  // Within 5 s the tile leaves LIVE and names the camera.
  await expect.poll(() => tileState(tile()), { timeout: 5000, message: `${view}: left LIVE within 5 s` }).not.toBe('live');
  await expect(tile().getByTestId('tile-detail')).toContainText(DEAD.name, { timeout: 5000 });
  await extra?.();
  await streamsCall(session, 'POST', `/dev/cameras/${DEAD.id}/restore`);
  // Plays again within 15 s, with no click.
  await expect.poll(() => tileState(tile()), { timeout: 15_000, message: `${view}: LIVE again within 15 s` }).toBe('live');
  await expectFramesAdvance(tile(), 1);
  void page;
}

test('a camera killed under Live, multi-view (default settings) and the wall leaves LIVE within 5 s naming it, and plays again within 15 s of its return', async ({
  page,
}) => {
  const session = await apiLogin('hiroshi');
  await ensureStreaming(DEAD.id, session);
  await ensureStreaming(ALIVE.id, session);
  await signIn(page, 'hiroshi');
  try {
    // Live: the player of the watched device.
    await page.goto(`/live?device=${DEAD.id}`);
    const livePlayer = page.getByTestId('live-player');
    await expect.poll(() => tileState(livePlayer.getByRole('group', { name: DEAD.name })), { timeout: 45_000 }).toBe('live');
    await streamsCall(session, 'POST', `/dev/cameras/${DEAD.id}/kill`);
    await expect(livePlayer.getByRole('status', { name: 'Video live' })).toHaveCount(0, { timeout: 5000 });
    await expect(livePlayer).toContainText(DEAD.name, { timeout: 5000 });
    await streamsCall(session, 'POST', `/dev/cameras/${DEAD.id}/restore`);
    await expect.poll(() => tileState(livePlayer.getByRole('group', { name: DEAD.name })), { timeout: 15_000 }).toBe('live');

    // Multi-view with nothing ticked: the supervisor is on by default.
    await page.goto(`/live/multi?layout=2x2&devices=${DEAD.id},${ALIVE.id}`);
    await expect(page.getByLabel('Keep streaming')).toBeChecked();
    await killAndRestore(session, 'multi-view', () => page.getByRole('group', { name: DEAD.name }), page);

    // The wall with health figures: the header counts what the tiles show, and a dead tile's
    // latency is blank, never 0.0 s.
    await page.goto(`/wall?devices=${DEAD.id},${ALIVE.id}&layout=3x3&health=1`);
    const health = page.getByLabel('Wall health');
    await expect(health).toHaveText('2/2 live', { timeout: 45_000 });
    const deadTile = () => page.getByRole('group', { name: DEAD.name });
    await killAndRestore(session, 'wall', deadTile, page, async () => {
      await expect(health).toHaveText('1/2 live', { timeout: 5000 });
      // The wall's banner names the camera that went dark.
      await expect(page.getByRole('alert', { name: 'Camera alerts' })).toContainText(`${DEAD.name} went dark`);
      const latency = page.getByRole('definition').filter({ hasText: /s$|—/ });
      await expect(page.getByLabel(`Health of ${DEAD.name}`).getByRole('definition').first()).toHaveText('—');
      expect(await latency.allTextContents()).not.toContain('0.0 s');
    });
    await expect(health).toHaveText('2/2 live', { timeout: 15_000 });
    await expect(page.getByRole('alert', { name: 'Camera alerts' })).toHaveCount(0);
    // Two cameras on a 3×3 wall fill the screen side by side.
    await expect(page.getByRole('list', { name: 'Video grid 3x3' })).toHaveAttribute('data-columns', '2');
  } finally {
    await streamsCall(session, 'POST', `/dev/cameras/${DEAD.id}/restore`).catch(() => undefined);
  }
});

test('a 1920×1080 wall is readable across the room: names ≥ 2.5 % of the height, a clock with date and zone, chrome only on mouse move', async ({
  browser,
}) => {
  const session = await apiLogin('hiroshi');
  await ensureStreaming(ALIVE.id, session);
  const context = await browser.newContext({ baseURL: serviceUrl(), viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await signIn(page, 'hiroshi');
  await page.goto(`/wall?devices=${ALIVE.id},${DEAD.id}&layout=3x3`);
  const name = page.getByRole('group', { name: ALIVE.name }).locator('..').getByTestId('tile-name');
  await expect(name).toHaveText(ALIVE.name, { timeout: 30_000 });
  const size = async (l: Locator) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size(name)).toBeGreaterThanOrEqual(0.025 * 1080);
  const clock = page.getByLabel('Clock');
  expect(await size(page.getByTestId('wall-time'))).toBeGreaterThanOrEqual(0.03 * 1080);
  await expect(page.getByTestId('wall-date')).toHaveText(/\d{4}/);
  await expect(page.getByTestId('wall-zone')).not.toBeEmpty();
  expect(await size(page.getByLabel('Wall health'))).toBeGreaterThanOrEqual(0.025 * 1080);
  const shot = await page.screenshot();
  await test.info().attach('wall-1920x1080', { body: shot, contentType: 'image/png' });
  await expect(clock).toBeVisible();
  await context.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

// Five survey devices that are not otherwise streaming during this test; each gets a pull from a
// port where nothing listens.
const PULL_INTO = ['dev-surv-m3e-1', 'dev-surv-hik-1', 'dev-surv-dock2-1', DEAD.id, ALIVE.id];

test('failed pulls are sentences naming host and port (no ffmpeg text), can be retried and dismissed, and never squeeze the Live video', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const session = await apiLogin('elena');
  for (const id of PULL_INTO) await stopStream(id, session);
  await signIn(page, 'elena');
  await page.goto(`/live?device=${PULL_INTO[0]}`);
  const player = page.getByTestId('live-player');
  await expect(player).toBeVisible();
  const before = (await player.boundingBox())?.height ?? 0;
  expect(before).toBeGreaterThan(100);

  const ports: number[] = [];
  const devices = await streamsCall<{ id: string; name: string; streamKey?: string }[]>(session, 'GET', '/v1/devices');
  const streamKey = devices.find((d) => d.streamKey)?.streamKey ?? '';
  for (const id of PULL_INTO) {
    const port = await freePort();
    ports.push(port);
    // The stop above has to finish before a pull may take the device's stream id.
    await expect
      .poll(async () => (await streamState(session, id)) ?? 'none', { timeout: 15_000 })
      .not.toMatch(/STARTING|STREAMING|STOPPING/);
    await streamsCall(session, 'POST', '/v1/streams/from/start', {
      deviceId: id,
      streamKey,
      sourceUrl: `rtmp://127.0.0.1:${port}/app/key`,
    });
  }
  const list = page.getByRole('region', { name: 'Pulls and relays' });
  const rows = list.getByRole('row', { name: /^Pull into / });
  await expect(rows).toHaveCount(5, { timeout: 30_000 });
  await expect(list.getByText(`The source 127.0.0.1:${ports[0]} refused the connection (nothing listens there)`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(list.getByText(/^The source 127\.0\.0\.1:\d+ refused the connection/)).toHaveCount(5, { timeout: 30_000 });
  await expect(page.locator('body')).not.toContainText('@ 0x');
  await expect(page.locator('body')).not.toContainText('tcp_nodelay');

  // The video keeps at least 60 % of its height with five failed sources listed.
  const after = (await player.boundingBox())?.height ?? 0;
  expect(after).toBeGreaterThanOrEqual(0.6 * before);
  expect(after / 720).toBeGreaterThan(0.3);

  // Retry starts it again (and it fails again, in words); Dismiss removes it for everyone.
  const first = rows.first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const retried = PULL_INTO.find((id) => label.endsWith(devices.find((d) => d.id === id)?.name ?? '\u0000')) ?? '';
  const startedAt = async () =>
    (await streamsCall<{ streamId: string; startedAt: number; state: string }[]>(session, 'GET', '/v1/streams/api/states')).find(
      (x) => x.streamId === `${retried}-FROM`,
    );
  const was = (await startedAt())?.startedAt ?? 0;
  await first.getByRole('button', { name: /^Retry / }).click();
  // A new run that fails again, in the same words.
  await expect
    .poll(
      async () => {
        const r = await startedAt();
        return r && r.startedAt > was ? r.state : 'old';
      },
      { timeout: 30_000 },
    )
    .toBe('ERROR');
  await expect(list.getByText(/^The source 127\.0\.0\.1:\d+ refused the connection/)).toHaveCount(5, { timeout: 30_000 });
  for (let n = 5; n > 0; n--) {
    await rows
      .first()
      .getByRole('button', { name: /^Dismiss / })
      .click();
    await expect(rows).toHaveCount(n - 1);
  }
  await page.reload();
  await expect(list).toContainText('None running');
});

async function pairedWall(browser: Browser, admin: Page, deviceId: string) {
  await admin.goto('/live/displays');
  const name = uniqueName('Revoke wall');
  await admin.getByLabel('Display name').fill(name);
  await admin.getByLabel('Wall address').fill(`/wall?devices=${deviceId}&layout=2x2`);
  await admin.getByRole('button', { name: 'Create display' }).click();
  const link = await admin.getByLabel('Pairing link').inputValue();
  const context = await browser.newContext({ baseURL: serviceUrl(), viewport: { width: 1280, height: 720 } });
  const pc = await context.newPage();
  await pc.goto(link);
  return { name, context, pc };
}

test('revoking a paired display stops its wall within 2 s, and the list shows pairing as it happens', async ({ page, browser }) => {
  const session = await apiLogin('hiroshi');
  await ensureStreaming(ALIVE.id, session);
  await signIn(page, 'hiroshi');
  const { name, context, pc } = await pairedWall(browser, page, ALIVE.id);
  const row = page.getByRole('row', { name });
  // No reload: the list polls, so the PC's pairing shows within seconds.
  await expect(row).toContainText('Paired', { timeout: 5000 });
  await expect.poll(() => tileState(pc.getByRole('group', { name: ALIVE.name })), { timeout: 45_000 }).toBe('live');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke display' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(pc.getByRole('heading', { name: 'This display was revoked' })).toBeVisible({ timeout: 2000 });
  await expect(pc.getByRole('group', { name: ALIVE.name })).toHaveCount(0);
  await context.close();
});

test('the palette finds a camera by part of its name and opens it live', async ({ page }) => {
  await signIn(page, 'hiroshi');
  await page.goto('/live');
  await expect(page.getByRole('heading', { name: 'Live', level: 1 })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('quarry entr');
  const option = palette.getByRole('option', { name: `${DEAD.name} — open live` });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/live\\?device=${DEAD.id}`));
  await expect(page.getByRole('listitem', { name: DEAD.name }).getByRole('button', { name: DEAD.name, exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('multi');
  await expect(palette.getByRole('option', { name: `${DEAD.name} — open in multi-view` })).toBeVisible();
});
