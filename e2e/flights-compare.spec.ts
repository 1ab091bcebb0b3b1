import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const grid = (page: Page) => page.getByRole('grid', { name: 'Flight logs' });
const dataRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') });

test('the clustered map of take-offs shows every located flight of the filter', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights?view=company&version=afl');
  await expect(dataRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Map of take-offs' }).click();
  await expect(page).toHaveURL(/map=take-offs/);
  const text = page.getByRole('region', { name: 'Take-off locations' }).getByText(/take-off locations of the matching flights/);
  await expect(text).toBeVisible({ timeout: 30_000 });
  const count = Number((/^[\d,]+/.exec((await text.textContent()) ?? '')?.[0] ?? '').replace(/,/g, ''));
  const total = Number(((await page.getByTestId('total-flights').textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(total);
  await expect(page.getByRole('region', { name: 'Take-off locations map' })).toHaveAttribute('data-take-off-points', String(count), {
    timeout: 30_000,
  });
  // Grouped into clusters, not drawn as one dot per flight.
  await expect(page.getByRole('region', { name: 'Take-off locations map' })).toHaveAttribute('data-clusters', /^[1-9]\d*$/);
  // A reload keeps the map open (it is in the URL).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Take-off locations map' })).toHaveAttribute('data-take-off-points', String(count), {
    timeout: 30_000,
  });
});

test('a second flight overlays the same map and chart, and the comparison survives a reload', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  await dataRows(page).first().getByRole('link').first().click();
  const map = page.getByRole('region', { name: 'Flight track map' });
  await expect(map).toHaveAttribute('data-track-points', /^\d+$/, { timeout: 15_000 });
  const picker = page.getByLabel('Compare with');
  await expect(picker.locator('option').nth(1)).toBeAttached({ timeout: 15_000 });
  const other = (await picker.locator('option').nth(1).textContent()) ?? '';
  await picker.selectOption({ index: 1 });
  await expect(page).toHaveURL(/compare=/);
  await expect(map).toHaveAttribute('data-compare-points', /^[1-9]\d*$/, { timeout: 15_000 });
  const otherName = other.split(' · ')[0] ?? '';
  await expect(page.getByText(`Altitude (m), compared: ${otherName}`)).toBeAttached();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Flight track map' })).toHaveAttribute('data-compare-points', /^[1-9]\d*$/, {
    timeout: 15_000,
  });
});

test('a drag-zoom on the chart moves the map to that part of the flight', async ({ page }) => {
  await signIn(page, 'sofia');
  await page.goto('/flights');
  await dataRows(page).first().getByRole('link').first().click();
  const map = page.getByRole('region', { name: 'Flight track map' });
  await expect(map).toHaveAttribute('data-track-points', /^\d+$/, { timeout: 15_000 });
  await expect(map).toHaveAttribute('data-focus', 'all');
  const plot = page.getByRole('img', { name: 'Altitude, speed and battery over the flight' }).locator('.u-over');
  const box = (await plot.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(map).toHaveAttribute('data-focus', /^\d+-\d+$/);
});
