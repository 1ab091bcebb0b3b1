import { expect, signIn, test, uniqueName } from './fixtures';

/**
 * One cache entry per server resource: a change made on one screen shows on every other screen
 * at once, without a reload (Live and multi-view used to keep their own copy of channels for 30 s).
 */
test('a channel renamed and given a device in Channels shows so in multi-view, without a reload', async ({ page }) => {
  await signIn(page, 'sofia');
  const nav = page.getByRole('navigation');

  // Create a channel, then let multi-view read the channels (and keep them cached).
  const name = uniqueName('Coherence');
  await page.getByLabel('New channel name').fill(name);
  await page.getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
  await nav.getByRole('link', { name: 'Live' }).click();
  await page.getByRole('link', { name: 'Multi-view' }).click();
  const channelSelect = page.getByLabel('Channel');
  await expect(channelSelect.getByRole('option', { name, exact: true })).toHaveCount(1);

  // Rename it and add a device in Channels.
  await nav.getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  const renamed = `${name} renamed`;
  const detail = page.getByRole('region', { name });
  await detail.getByLabel('Channel name').fill(renamed);
  await detail.getByRole('button', { name: 'Rename' }).click();
  const panel = page.getByRole('region', { name: renamed });
  await panel.getByRole('button', { name: 'Choose devices…' }).click();
  const picker = page.getByRole('dialog', { name: `Devices of “${renamed}”` });
  await picker.getByRole('checkbox', { name: /Limmat Bridge Deck Cam/ }).check();
  await picker.getByRole('button', { name: 'Save devices' }).click();
  await expect(panel.getByRole('heading', { name: 'Devices (1)' })).toBeVisible();

  // Back in multi-view, in the same page: the new name, and the device picked for the channel.
  await nav.getByRole('link', { name: 'Live' }).click();
  await page.getByRole('link', { name: 'Multi-view' }).click();
  await expect(channelSelect.getByRole('option', { name: renamed, exact: true })).toHaveCount(1);
  await expect(channelSelect.getByRole('option', { name, exact: true })).toHaveCount(0);
  await channelSelect.selectOption({ label: renamed });
  await page.getByText('Pick devices (1)').click();
  await expect(page.getByRole('checkbox', { name: 'Limmat Bridge Deck Cam' })).toBeChecked();
});
