import { apiLogin, expect, serviceUrl, signIn, streamsCall, test } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { expectFramesAdvance, expectPictureNotBlack, waitForState } from './helpers/video';

test.describe.configure({ timeout: 120_000 });

test('a tile shows RECONNECTING when its source drops and plays again when it returns', async ({ page }) => {
  const device = { id: 'dev-insp-m350-1', name: 'M350 Substation North' };
  const session = await ensureStreaming(device.id);
  await signIn(page, 'amara');
  await page.goto(`/live/multi?layout=1x1&devices=${device.id}`);
  const tile = page.getByRole('group', { name: device.name });
  await waitForState(tile, 'playing', 30_000);
  await expectFramesAdvance(tile, 1);

  await streamsCall(session, 'POST', `/dev/cameras/${device.id}/kill`);
  // A frozen picture never stays LIVE: it goes STALE, then RECONNECTING (or ENDED when the
  // playlist was closed), with the retry loop running.
  await expect(tile).toHaveAttribute('data-player-state', /stalled|reconnecting|ended/, { timeout: 15_000 });
  await expect(tile).toHaveAttribute('data-player-state', /reconnecting/, { timeout: 30_000 });
  await expect(tile.getByRole('status')).toHaveText(/RECONNECTING/);

  // The source comes back; the ingest ended on its own (FINISHED), so it is started again.
  await streamsCall(session, 'POST', `/dev/cameras/${device.id}/restore`);
  await ensureStreaming(device.id, session);
  // No reload: the same tile heals by itself.
  await waitForState(tile, 'playing', 45_000);
  await expectFramesAdvance(tile, 1);
  await expectPictureNotBlack(tile);
});

test('the viewer token is renewed before it expires without stopping playback', async ({ page }) => {
  const device = { id: 'dev-insp-axis-1', name: 'Substation PTZ Gate' };
  await ensureStreaming(device.id);
  const tokens = new Set<string>();
  page.on('request', (r) => {
    const m = /\/cdn\/live\/t\/([^/]+)\//.exec(r.url());
    if (m?.[1]) tokens.add(m[1]);
  });
  await signIn(page, 'amara');
  // ttl=60: the shortest token the spec allows; renewal is due at 80%, i.e. after 48 s.
  await page.goto(`/live?device=${device.id}&ttl=60`);
  const player = page.getByRole('group', { name: device.name });
  await waitForState(player, 'playing', 30_000);
  const firstTokens = tokens.size;
  expect(firstTokens).toBe(1);
  await expect(player).toHaveAttribute('data-token-renewals', '1', { timeout: 60_000 });
  // Past the first token's expiry (60 s), the picture still moves: requests use the new token.
  await page.waitForTimeout(15_000);
  await expectFramesAdvance(player, 1);
  await expect(player).toHaveAttribute('data-player-state', 'playing');
  expect(tokens.size).toBeGreaterThanOrEqual(2);
});

test("another team's viewer token cannot play this team's stream", async ({ request }) => {
  const device = 'dev-insp-axis-1';
  await ensureStreaming(device);
  const hiroshi = await apiLogin('hiroshi');
  const teamToken = await streamsCall<{ streamUrlPattern: { hls: string } }>(hiroshi, 'POST', '/v1/streams/external/token', {
    teamId: hiroshi.teamId,
    duration: 60,
  });
  const url = teamToken.streamUrlPattern.hls.replace('{deviceId}', device);
  expect(url.startsWith(serviceUrl())).toBe(true);
  const res = await request.get(url);
  expect(res.status()).toBe(403);
  // The team's own token does play it.
  const amara = await apiLogin('amara');
  const own = await streamsCall<{ streamUrls: { hls: string } }>(amara, 'POST', '/v1/streams/external/token', {
    deviceId: device,
    duration: 60,
  });
  expect((await request.get(own.streamUrls.hls)).status()).toBe(200);
});

test('the network drops and returns: OFFLINE, then playing again at once', async ({ page, context, faults }) => {
  faults.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|ERR_NETWORK_CHANGED|Failed to fetch/);
  const device = { id: 'dev-insp-dock2-1', name: 'Dock Baden Line' };
  await ensureStreaming(device.id);
  await signIn(page, 'amara');
  await page.goto(`/live/multi?layout=1x1&devices=${device.id}`);
  const tile = page.getByRole('group', { name: device.name });
  await waitForState(tile, 'playing', 30_000);

  await context.setOffline(true);
  await expect(tile).toHaveAttribute('data-player-state', 'offline', { timeout: 15_000 });
  await expect(tile.getByRole('status')).toHaveText(/OFFLINE/);
  // Frames still buffered play on for a moment; the badge must not call that LIVE.
  await page.waitForTimeout(5000);
  await expect(tile.getByRole('status')).toHaveText(/OFFLINE/);
  await context.setOffline(false);
  // The `online` event retries at once instead of waiting out the backoff.
  await waitForState(tile, 'playing', 15_000);
  await expectFramesAdvance(tile, 1);
});
