import type { Page } from '@playwright/test';
import { apiLogin, expect, signIn, streamsCall, test, uniqueName, type ApiSession } from './fixtures';
import { ensureStreaming, streamState } from './helpers/streams';
import { expectFramesAdvance, waitForState } from './helpers/video';

test.describe.configure({ timeout: 150_000 });

// Survey-team devices no other spec touches, so killing the source cannot disturb them.
const DOCK = { id: 'dev-surv-dock2-1', name: 'Dock Kloten Solar' };
const NO_SOURCE = { id: 'dev-surv-hik-1', name: 'Solar Park Mast Cam' };

const note = (page: Page, deviceId: string) => page.locator(`[data-device-id="${deviceId}"]`).getByTestId('keep-streaming-note');

async function withChannel(session: ApiSession, run: (channelId: string) => Promise<void>): Promise<void> {
  const channel = await streamsCall<{ id: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Heal wall'),
    deviceIds: [DOCK.id, NO_SOURCE.id],
  });
  try {
    await run(channel.id);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
}

test('a wall left alone heals after its source drops and returns, and after its stream is stopped', async ({ page }) => {
  const session = await apiLogin('hiroshi');
  await ensureStreaming(DOCK.id, session);
  await withChannel(session, async (channelId) => {
    try {
      await signIn(page, 'hiroshi');
      await page.goto(`/wall?channel=${channelId}&layout=3x3&rotate=30s`);
      const tile = page.getByRole('group', { name: DOCK.name });
      await waitForState(tile, 'playing', 30_000);
      await expectFramesAdvance(tile, 1);
      // A device without a sourceUrl is never started; the tile says so calmly, with no player.
      await expect(page.getByRole('group', { name: NO_SOURCE.name })).toHaveAttribute('data-player-state', 'no-source');
      await expect(page.getByRole('group', { name: NO_SOURCE.name })).toContainText('No video source configured');
      await expect(note(page, DOCK.id)).toHaveCount(0);

      // The camera drops: the ingest ends (FINISHED) and the tile leaves LIVE.
      await streamsCall(session, 'POST', `/dev/cameras/${DOCK.id}/kill`);
      await expect(tile).toHaveAttribute('data-player-state', /reconnecting|offline|ended/, { timeout: 30_000 });
      // The supervisor tries to start it again (and fails while the camera is down).
      await expect(note(page, DOCK.id)).toContainText('restarting stream', { timeout: 15_000 });

      // The camera comes back. Nobody calls the API: the wall restarts the ingest by itself.
      await streamsCall(session, 'POST', `/dev/cameras/${DOCK.id}/restore`);
      const restoredAt = Date.now();
      await waitForState(tile, 'playing', 45_000);
      await expectFramesAdvance(tile, 1);
      test.info().annotations.push({ type: 'heal after restore', description: `${Math.round((Date.now() - restoredAt) / 1000)} s` });
      await expect(note(page, DOCK.id)).toHaveCount(0, { timeout: 10_000 });

      // The service stops the stream (as after a restart): STOPPED is started again too.
      await streamsCall(session, 'POST', '/v1/streams/api/stop', { streamId: `${DOCK.id}-FROM` });
      await expect.poll(() => streamState(session, DOCK.id), { timeout: 10_000 }).not.toBe('STREAMING');
      await expect.poll(() => streamState(session, DOCK.id), { timeout: 30_000 }).toBe('STREAMING');
      await waitForState(tile, 'playing', 45_000);
      await expectFramesAdvance(tile, 1);
    } finally {
      await streamsCall(session, 'POST', `/dev/cameras/${DOCK.id}/restore`).catch(() => undefined);
    }
  });
});

test('autostart=0 turns the supervisor off', async ({ page }) => {
  const session = await apiLogin('hiroshi');
  await withChannel(session, async (channelId) => {
    await signIn(page, 'hiroshi');
    await page.goto(`/wall?channel=${channelId}&layout=2x2&autostart=0`);
    await expect(page.getByRole('group', { name: NO_SOURCE.name })).toBeVisible();
    await expect(page.getByRole('group', { name: DOCK.name })).toBeVisible();
    // With the supervisor on this note appears at once (see above); off, nothing is supervised.
    await page.waitForTimeout(2500);
    await expect(note(page, NO_SOURCE.id)).toHaveCount(0);
  });
});
