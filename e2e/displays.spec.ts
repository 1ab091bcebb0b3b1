import type { Browser, BrowserContext } from '@playwright/test';
import { expect, expectNoA11yViolations, serviceUrl, signIn, test, uniqueName } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { waitForState } from './helpers/video';

test.describe.configure({ timeout: 120_000 });

const DOCK = { id: 'dev-insp-dock2-1', name: 'Dock Baden Line' };

/** A wall PC: a browser with nobody at the keyboard; `storageState` carries what it kept over a reboot. */
async function wallPc(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ baseURL: serviceUrl(), viewport: { width: 1280, height: 720 }, storageState });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return { context, page, urls };
}

test('a display pairs from a one-time link, plays again after a reboot with no keyboard, and stops once revoked', async ({
  page,
  browser,
}) => {
  await ensureStreaming(DOCK.id);
  await signIn(page, 'amara');
  await page.goto(`/live/multi?layout=2x2&devices=${DOCK.id}&title=Lobby`);
  await page.getByRole('link', { name: 'Set up a display' }).click();
  await expect(page.getByLabel('Wall address')).toHaveValue(`/wall?devices=${DOCK.id}&layout=2x2&title=Lobby`);
  const name = uniqueName('Lobby display');
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Create display' }).click();
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const link = await page.getByLabel('Pairing link').inputValue();
  expect(link).toMatch(/\/display#code=/);
  await expect(page.getByRole('row', { name })).toContainText('Waiting for pairing');
  await expectNoA11yViolations(page);

  // The wall PC opens the link: paired, the code gone from the address, the wall playing.
  const pc = await wallPc(browser);
  await pc.page.goto(link);
  await expect(pc.page).toHaveURL(new RegExp(`/wall\\?devices=${DOCK.id}&layout=2x2&title=Lobby$`));
  await expect(pc.page.getByTestId('wall-title')).toHaveText('Lobby');
  await waitForState(pc.page.getByRole('group', { name: DOCK.name }), 'playing', 45_000);
  await expect(pc.page.getByText(`Display: ${name}`)).toBeVisible();
  const kept = await pc.page.evaluate(() => ({
    local: localStorage.getItem('lops.display') ?? '',
    session: sessionStorage.getItem('lops.session'),
  }));
  expect(kept.session).toBeNull(); // no user session on the wall PC
  const credential = (JSON.parse(kept.local) as { credential: string }).credential;
  expect(credential).toMatch(/^dsp_/);
  // Neither the code nor the credential ever travelled in a URL (the spec's signed playback URLs carry viewer tokens only).
  expect(pc.urls.filter((u) => u.includes(code) || u.includes(credential))).toEqual([]);

  // Reboot: a new browser context with the same storage; the kiosk reopens its start page.
  const storage = await pc.context.storageState();
  await pc.context.close();
  const rebooted = await wallPc(browser, storage);
  await rebooted.page.goto('/display');
  await expect(rebooted.page).toHaveURL(/\/wall\?devices=/);
  await waitForState(rebooted.page.getByRole('group', { name: DOCK.name }), 'playing', 45_000);

  // The admin sees it paired, with a last-seen time, and revokes it.
  await page.reload();
  const row = page.getByRole('row', { name });
  await expect(row).toContainText('Paired');
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('—');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke display' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');

  // The next start of the wall PC shows that, with no player.
  await rebooted.page.reload();
  await expect(rebooted.page.getByRole('heading', { name: 'This display was revoked' })).toBeVisible();
  await expect(rebooted.page.getByRole('group', { name: DOCK.name })).toHaveCount(0);
  await rebooted.context.close();
});

test('a pairing code typed on the wall PC works once; a wrong one says what to do', async ({ page, browser }) => {
  await signIn(page, 'amara');
  await page.goto(`/live/displays?wall=${encodeURIComponent(`/wall?devices=${DOCK.id}`)}`);
  await page.getByLabel('Display name').fill(uniqueName('Typed'));
  await page.getByRole('button', { name: 'Create display' }).click();
  const code = (await page.getByTestId('pairing-code').textContent()) ?? '';

  const pc = await wallPc(browser);
  await pc.page.goto('/display');
  const form = pc.page.getByRole('form', { name: 'Pair this display' });
  await form.getByLabel('Pairing code').fill('ZZZZ-ZZZZ');
  await form.getByRole('button', { name: 'Pair' }).click();
  await expect(form.getByRole('alert')).toContainText('unknown, used or expired');
  await form.getByLabel('Pairing code').fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Pair' }).click();
  await expect(pc.page).toHaveURL(new RegExp(`/wall\\?devices=${DOCK.id}`));
  await expect(pc.page.getByRole('list', { name: 'Video grid 3x3' })).toBeVisible();
  await pc.context.close();
});

test('without the display extension: "Remember this display" keeps only the streams credential, and "Forget" clears it', async ({
  page,
  browser,
}) => {
  // A deployment without the extension answers 404 for /v1/displays.
  await page.route('**/v1/displays', (r) =>
    r.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No route' } }),
    }),
  );
  await signIn(page, 'amara');
  await page.goto('/live/displays');
  await expect(page.getByRole('status')).toContainText('This service cannot issue display credentials');

  await ensureStreaming(DOCK.id);
  await page.goto(`/wall?devices=${DOCK.id}&layout=2x2`);
  await page.getByRole('button', { name: 'Remember this display' }).click();
  await expect(page.getByText('Remembered display: streams credential kept in this browser')).toBeVisible();
  const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('lops.display'))) ?? '{}') as Record<string, unknown>;
  expect(Object.keys(kept).sort()).toEqual(['displayName', 'kind', 'pat', 'teamId', 'userId']);
  expect(kept.kind).toBe('streams');

  // Reboot: the tab's session is gone, the remembered streams credential starts the wall.
  const storage = await page.context().storageState();
  const pc = await wallPc(browser, storage);
  await pc.page.goto(`/wall?devices=${DOCK.id}&layout=2x2`);
  await waitForState(pc.page.getByRole('group', { name: DOCK.name }), 'playing', 45_000);
  await pc.page.getByRole('button', { name: 'Forget this display' }).click();
  await expect(pc.page.getByRole('button', { name: 'Remember this display' })).toBeVisible();
  expect(await pc.page.evaluate(() => localStorage.getItem('lops.display'))).toBeNull();
  const after = await pc.context.storageState();
  await pc.context.close();
  const again = await wallPc(browser, after);
  await again.page.goto(`/wall?devices=${DOCK.id}&layout=2x2`);
  await expect(again.page).toHaveURL(/\/sign-in/);
  await again.context.close();
});
