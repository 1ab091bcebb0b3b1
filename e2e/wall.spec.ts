import { expect, signIn, streamsCall, test, uniqueName } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { expectFramesAdvance, waitForState } from './helpers/video';

test.describe.configure({ timeout: 90_000 });

test('a 3×3 wall renders from its URL, plays, shows health and rotates through channels', async ({ page }) => {
  const session = await ensureStreaming('dev-insp-dock2-1');
  const a = await streamsCall<{ id: string; name: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Wall A'),
    deviceIds: ['dev-insp-dock2-1'],
  });
  const b = await streamsCall<{ id: string; name: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Wall B'),
    deviceIds: ['dev-insp-m30t-1'],
  });
  try {
    await signIn(page, 'amara');
    await page.goto(`/wall?channel=${a.id},${b.id}&layout=3x3&rotate=6s`);
    await expect(page.getByRole('list', { name: 'Video grid 3x3' })).toBeVisible();
    await expect(page.getByTestId('wall-title')).toHaveText(a.name);
    await expect(page.getByRole('time', { name: 'Clock' }).or(page.getByLabel('Clock'))).toBeVisible();
    // No chrome: no navigation, no sign-out button.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const tile = page.getByRole('group', { name: 'Dock Baden Line' });
    await waitForState(tile, 'playing', 30_000);
    await expectFramesAdvance(tile, 1);
    await expect(page.getByLabel('Wall health')).toHaveText('1/1 live');
    // Tiles play the low-resolution sub rendition.
    const width = await tile.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth);
    expect(width).toBe(320);

    // Rotation: the next channel, then back.
    await expect(page.getByTestId('wall-title')).toHaveText(b.name, { timeout: 10_000 });
    await expect(page.getByRole('group', { name: 'M30T Spare' })).toBeVisible();
    await expect(page.getByTestId('wall-title')).toHaveText(a.name, { timeout: 10_000 });
    await waitForState(page.getByRole('group', { name: 'Dock Baden Line' }), 'playing', 30_000);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${a.id}`).catch(() => undefined);
    await streamsCall(session, 'DELETE', `/v1/channels/${b.id}`).catch(() => undefined);
  }
});

test('the wall needs a session: sign in, then back to the same wall', async ({ page }) => {
  await page.goto('/wall?layout=2x2&rotate=30s');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByRole('button', { name: /@amara ·/ }).click();
  await expect(page).toHaveURL(/\/wall\?layout=2x2&rotate=30s/);
  await expect(page.getByRole('list', { name: 'Video grid 2x2' })).toBeVisible();
});
