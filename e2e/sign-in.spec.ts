import { apiLogin, endSession, expect, expectNoA11yViolations, signIn, test, uniqueName, useApiSession } from './fixtures';

test('signs in as a demo user and shows the team and user', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('heading', { name: 'Sign in to Fleet Ops' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Demo users' }).getByRole('button')).not.toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: /@amara ·/ }).click();
  // The operations overview is the home after sign-in (issue #13; it was Channels before).
  await expect(page.getByRole('heading', { name: 'Operations overview', level: 1 })).toBeVisible();
  await expect(page.getByTestId('current-team')).toHaveText('team-inspection');
});

test('sign-out clears the credentials and the cached data', async ({ page }) => {
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('lops.session'))).not.toBeNull();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect(await page.evaluate(() => sessionStorage.getItem('lops.session'))).toBeNull();
  // Never in localStorage either.
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/eyJ/);
  // A protected page now sends you to sign-in.
  await page.goto('/channels');
  await expect(page).toHaveURL(/\/sign-in/);

  // The next user (another team) never sees the previous user's cached channels.
  await page.getByRole('button', { name: /@hiroshi ·/ }).click();
  await expect(page.getByRole('button', { name: 'Quarry operations', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toHaveCount(0);
});

test('an expired credential opens the re-sign-in dialog and keeps the typed channel name', async ({ page }) => {
  const session = await apiLogin('lukas');
  await useApiSession(page, session);
  await page.goto('/channels');
  await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  const name = uniqueName('After re-sign-in');
  await page.getByLabel('New channel name').fill(name);
  // The credential stops working while the form holds a draft (the service now answers 401).
  await endSession(session);
  await page.getByRole('button', { name: 'Create channel' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(page.getByLabel('New channel name')).toHaveValue(name);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: /@lukas ·/ }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByText(`Channel “${name}” created`)).toBeVisible();
});

test('own-credentials sign-in says which areas are missing, and modules say not connected', async ({ page }) => {
  const s = await apiLogin('sofia');
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Use my own credentials' }).click();
  // One identity JWT, pasted once, opens flights and missions, jobs and tasks, and the media drive (config.json auth_headers.flights: identity).
  await expect(page.getByLabel(/Auth token/)).toHaveCount(0);
  await page.getByLabel('Identity token — Flights and missions, Jobs and tasks, Media drive').fill(s.credentials.identityToken);
  await expect(page.getByText('Opened: Flights and missions, Jobs and tasks, Media drive.')).toBeVisible();
  await expect(page.getByText(/Not connected: Streams and channels, Analytics\./)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The home (the overview) marks the streams panel not connected; the Channels module says it in full.
  await expect(page.getByRole('region', { name: 'Live now' }).getByText(/Not connected/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.goto('/channels');
  await expect(page.getByRole('heading', { name: /Not connected: Streams and channels/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await expect(page.getByTestId('current-team')).toHaveText('team-inspection');
  // The missions client reaches the reference service with that identity JWT in the identity header.
  const missionsRequest = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/v1/mission'));
  await page.goto('/missions');
  const sent = await missionsRequest;
  expect(sent.headers()['x-service-identity-security-token']).toBe(s.credentials.identityToken);
  expect(sent.headers().authorization).toBeUndefined();
  await expect(page.getByRole('table', { name: 'Missions' })).toBeVisible();
  // The media drive takes the same identity JWT.
  await page.goto('/media');
  await expect(page.getByRole('list', { name: 'Folders', exact: true })).toBeVisible();
  await expect(page.getByText(/Not connected/)).toHaveCount(0);
});
