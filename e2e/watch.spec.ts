import { expect, streamsCall, test, uniqueName } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { expectFramesAdvance, expectPictureNotBlack, waitForState } from './helpers/video';

test.describe.configure({ timeout: 90_000 });

test('the public watch page plays without sign-in and stops after unsharing', async ({ page, request }) => {
  const session = await ensureStreaming('dev-insp-dock2-1');
  const channel = await streamsCall<{ id: string; name: string; publicUrl: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Public yard'),
    isPublic: true,
    deviceIds: ['dev-insp-dock2-1', 'dev-insp-m30t-1'],
  });
  try {
    const path = new URL(channel.publicUrl).pathname;
    expect(path).toMatch(/^\/watch\/[0-9a-f]+$/);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
    await expect(page.getByText('1 of 2 devices live')).toBeVisible();
    // Tokens of a public page are short and device-scoped.
    const live = await request.post(`/v1/public/channels/${path.split('/').pop()}/viewer-tokens`);
    const body = (await live.json()) as { expiresIn: number; devices: Array<{ id: string; live: boolean; streamUrls?: { hls: string } }> };
    expect(body.expiresIn).toBeLessThanOrEqual(600);
    expect(body.devices.find((d) => d.id === 'dev-insp-m30t-1')).toEqual(expect.objectContaining({ live: false }));
    expect(body.devices.find((d) => d.id === 'dev-insp-m30t-1')?.streamUrls).toBeUndefined();
    const tile = page.getByRole('group', { name: 'Dock Baden Line' });
    await waitForState(tile, 'playing', 30_000);
    await expectFramesAdvance(tile, 1);
    await expectPictureNotBlack(tile);
    // Nobody signed in: the session store is empty.
    expect(await page.evaluate(() => sessionStorage.getItem('lops.session'))).toBeNull();

    await streamsCall(session, 'PATCH', `/v1/channels/${channel.id}`, { isPublic: false });
    await expect(page.getByText('This channel is no longer shared.')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByText(channel.name)).toHaveCount(0);
    // The playback route refuses the old link too: no new viewer tokens.
    const tokens = await request.post(`/v1/public/channels/${path.split('/').pop()}/viewer-tokens`);
    expect(tokens.status()).toBe(404);
    expect(((await tokens.json()) as { error: { code: string } }).error.code).toBe('NOT_SHARED');
    // A fresh visit of the old link shows the same and nothing else.
    await page.reload();
    await expect(page.getByText('This channel is no longer shared.')).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
});
