import { expect, expectNoA11yViolations, signIn, test } from './fixtures';

test('navigation reaches every module and marks it as the current page', async ({ page }) => {
  await signIn(page, 'amara');
  const nav = page.getByRole('navigation', { name: 'Modules' });
  for (const label of ['Live', 'Channels', 'Missions', 'Jobs', 'Flights', 'Analytics', 'Media']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
  for (const label of ['Jobs', 'Flights', 'Analytics', 'Media']) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
  }
});

test('theme toggle is remembered; light theme passes axe', async ({ page }) => {
  await signIn(page, 'amara');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoA11yViolations(page);
});

test('command palette jumps to a module and to a channel by keyboard', async ({ page }) => {
  await signIn(page, 'amara');
  await expect(page.getByRole('table')).toBeVisible();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Jump to' });
  await expect(palette).toBeVisible();
  await expectNoA11yViolations(page);
  await page.keyboard.type('flights');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Flights', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('Bridge insp');
  await expect(palette.getByRole('option', { name: /Bridge inspection/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/channels\?id=/);
  await expect(page.getByRole('region', { name: 'Bridge inspection' })).toBeVisible();
});

test('layout fits 1280×720 and 3840×2160 without horizontal scrolling', async ({ page }) => {
  await signIn(page, 'amara');
  for (const size of [
    { width: 1280, height: 720 },
    { width: 3840, height: 2160 },
  ]) {
    await page.setViewportSize(size);
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
