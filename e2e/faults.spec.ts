import { apiLogin, expect, signIn, streamsCall, test, uniqueName } from './fixtures';

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

  await page.route('**/v1/channels', (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(page.getByText(/Cannot reach the service/).first()).toBeVisible({ timeout: 15_000 });

  // The service comes back: no click needed.
  await page.unroute('**/v1/channels');
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Offline.' })).toHaveCount(0);
});
