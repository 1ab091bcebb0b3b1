import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test, uniqueName } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { waitForState } from './helpers/video';

test.describe.configure({ timeout: 120_000 });

test('the share dialog previews the watch page, warns when nothing is live, sets an expiry; the link opens and unshares', async ({
  page,
  context,
}) => {
  const session = await apiLogin('amara');
  // M30T Spare has no simulated camera: nothing on this channel can be live.
  const quiet = await streamsCall<{ id: string; name: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Quiet channel'),
    deviceIds: ['dev-insp-m30t-1'],
  });
  try {
    await signIn(page, 'amara');
    await page.goto(`/channels?id=${quiet.id}`);
    await page.getByRole('button', { name: 'Share publicly' }).click();
    const dialog = page.getByRole('dialog', { name: `Share “${quiet.name}” publicly` });
    const preview = dialog.getByRole('region', { name: 'What viewers will see' });
    await expect(preview).toContainText(quiet.name);
    await expect(preview.getByRole('listitem')).toHaveText(['M30T SpareNot live: hidden']);
    await expect(dialog.getByRole('status')).toContainText('Nothing on this channel is live right now');
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Link expires').selectOption({ label: '1 hour' });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const panel = page.getByRole('region', { name: quiet.name, exact: true });
    await expect(panel.getByText(/The link expires/)).toBeVisible();
    const channels = await streamsCall<{ id: string; publicExpiresAt?: number }[]>(session, 'GET', '/v1/channels');
    const expiresAt = channels.find((c) => c.id === quiet.id)?.publicExpiresAt ?? 0;
    expect(Math.abs(expiresAt - (Date.now() + 3600_000))).toBeLessThan(120_000);

    // "Open watch page" opens the public page in a new tab.
    const [watch] = await Promise.all([context.waitForEvent('page'), panel.getByRole('link', { name: 'Open watch page' }).click()]);
    await expect(watch.getByRole('heading', { name: quiet.name })).toBeVisible();
    await expect(watch.getByText('Northwind Aerial Services')).toBeVisible();

    // Unshare: the open watch page says so, with a way back.
    await panel.getByRole('button', { name: 'Stop sharing' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
    await watch.reload();
    await expect(watch.getByRole('alert')).toHaveText('This channel is no longer shared.');
    await expect(watch.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
    await watch.close();
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${quiet.id}`).catch(() => undefined);
  }
});

test('the public watch page names the organisation and channel, labels each video and fits the screen', async ({ page }) => {
  const session = await ensureStreaming('dev-insp-dock2-1');
  await ensureStreaming('dev-insp-axis-2', session);
  const channel = await streamsCall<{ id: string; name: string; publicUrl: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('Public pair'),
    isPublic: true,
    deviceIds: ['dev-insp-dock2-1', 'dev-insp-axis-2'],
  });
  try {
    await page.goto(new URL(channel.publicUrl).pathname);
    await expect(page.getByText('Northwind Aerial Services')).toBeVisible();
    await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
    const list = page.getByRole('list', { name: 'Live devices' });
    for (const name of ['Dock Baden Line', 'Limmat Bridge Deck Cam']) {
      const item = list.getByRole('listitem', { name, exact: true });
      await expect(item.getByText(name, { exact: true })).toBeVisible();
      await waitForState(item.getByRole('group', { name }), 'playing', 45_000);
    }
    // Two tiles side by side fill the screen below the header: each at least 40 % of the width and 70 % of the height.
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    const box = await list.getByRole('listitem', { name: 'Dock Baden Line', exact: true }).boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(viewport.width * 0.4);
    expect(box?.height ?? 0).toBeGreaterThan(viewport.height * 0.7);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
    await expectNoA11yViolations(page);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
});
