import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test, uniqueName } from './fixtures';

test('channels: create, rename, devices, share, copy, unshare, reshare, delete', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toBeVisible();

  // Create
  const name = uniqueName('Yard cams');
  await page.getByLabel('New channel name').fill(name);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByText(`Channel “${name}” created`)).toBeVisible();
  await expect(page.getByLabel('New channel name')).toHaveValue('');
  const detail = page.getByRole('region', { name });
  await expect(detail).toBeVisible();
  await expectNoA11yViolations(page);

  // Rename
  const renamed = `${name} (east)`;
  await detail.getByLabel('Channel name').fill(renamed);
  await detail.getByRole('button', { name: 'Rename' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: renamed, exact: true }) });
  await expect(row).toBeVisible();
  const panel = page.getByRole('region', { name: renamed });

  // Devices: pick two with search, then remove one
  await panel.getByRole('button', { name: 'Choose devices…' }).click();
  const picker = page.getByRole('dialog', { name: `Devices of “${renamed}”` });
  await picker.getByLabel('Search devices').fill('baden');
  await expect(picker.getByRole('checkbox')).toHaveCount(2);
  await picker.getByRole('checkbox', { name: /Dock Baden Line/ }).check();
  await picker.getByLabel('Search devices').fill('');
  await picker.getByRole('checkbox', { name: /Limmat Bridge Deck Cam/ }).check();
  await expectNoA11yViolations(page);
  await picker.getByRole('button', { name: 'Save devices' }).click();
  await expect(panel.getByRole('heading', { name: 'Devices (2)' })).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await panel.getByRole('button', { name: 'Remove Dock Baden Line' }).click();
  await expect(panel.getByRole('heading', { name: 'Devices (1)' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Devices in this channel' })).toHaveText(/Limmat Bridge Deck Cam/);

  // Share (through the share dialog) and copy the public URL
  await panel.getByRole('button', { name: 'Share publicly' }).click();
  await page
    .getByRole('dialog', { name: `Share “${renamed}” publicly` })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  const link = panel.getByLabel('Public link');
  await expect(link).toHaveValue(/\/watch\/[0-9a-f]{16,}/);
  const firstUrl = await link.inputValue();
  await panel.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Public link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  await expect(row.getByText('Public')).toBeVisible();

  // Unshare, with a confirmation that the old link stops working
  await panel.getByRole('button', { name: 'Stop sharing' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Stop sharing “${renamed}”?` });
  await expect(confirm).toContainText('stop working');
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(panel.getByText('Private: only your team sees it.')).toBeVisible();
  const token = firstUrl.split('/watch/')[1];
  const old = await fetch(`${new URL(firstUrl).origin}/v1/public/channels/${token}`);
  expect(old.status).toBe(404);

  // Reshare issues a new URL
  await panel.getByRole('button', { name: 'Share publicly' }).click();
  await page
    .getByRole('dialog', { name: `Share “${renamed}” publicly` })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  await expect(link).toHaveValue(/\/watch\//);
  expect(await link.inputValue()).not.toBe(firstUrl);

  // Delete with a confirmation naming the channel
  await panel.getByRole('button', { name: 'Delete channel' }).click();
  const del = page.getByRole('alertdialog', { name: `Delete channel “${renamed}”?` });
  await del.getByRole('button', { name: 'Delete channel' }).click();
  await expect(page.getByText(`Channel “${renamed}” deleted`)).toBeVisible();
  await expect(page.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
});

test('channel names: 101 characters, a duplicate, and the service refusing', async ({ page }) => {
  await signIn(page, 'lukas');
  const field = page.getByLabel('New channel name');
  await field.fill('x'.repeat(101));
  await expect(page.getByText('Name is too long: 101 characters, at most 100.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('x'.repeat(100));
  await expect(page.getByText(/Name is too long/)).toHaveCount(0);

  await field.fill('Substation watch');
  await expect(page.getByText('A channel with this name already exists in your team.')).toBeVisible();
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByText(/created/)).toHaveCount(0);

  // Another user creates the same name after this page loaded its list: the service's 409 shows on the field.
  const raced = uniqueName('Raced');
  await streamsCall(await apiLogin('sofia'), 'POST', '/v1/channels', { name: raced });
  await field.fill(raced);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /already|exists|duplicate|taken/i })).toBeVisible();
  await expect(field).toHaveValue(raced);
});

test('a channel name holding markup shows as text', async ({ page }) => {
  page.on('dialog', (d) => {
    throw new Error(`unexpected dialog: ${d.message()}`);
  });
  await signIn(page, 'amara');
  const evil = `<img src=x onerror=alert(1)> ${Date.now().toString(36)}`;
  await page.getByLabel('New channel name').fill(evil);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByRole('button', { name: evil, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: evil })).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
});
