import { expect, expectNoA11yViolations, signIn, test } from './fixtures';

test('the navigation lists every module', async ({ page }) => {
  await signIn(page, 'amara');
  const nav = page.getByRole('navigation', { name: 'Modules' });
  for (const label of ['Live', 'Channels', 'Missions', 'Jobs', 'Flights', 'Analytics', 'Media', 'Trash']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }
});

// One test per module: each page gets its own axe pass and its own time budget (four pages and
// four passes in one test outlasted 60 s at the end of a busy CI run).
for (const label of ['Jobs', 'Flights', 'Analytics', 'Media', 'Trash']) {
  test(`the navigation reaches ${label}, marks it as the current page, and it passes axe`, async ({ page }) => {
    await signIn(page, 'amara');
    const nav = page.getByRole('navigation', { name: 'Modules' });
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(page);
  });
}

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
  await expect(palette.getByRole('option', { name: /^Bridge inspection\s*Channel$/ })).toBeVisible();
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
