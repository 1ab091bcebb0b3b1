import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { mapBox } from './missions-helpers';

const count = async (page: Page) => Number(await page.getByTestId('figure-count').textContent());

test('generating over hand-placed waypoints asks first; the area stays editable and the route follows its settings', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/missions/new');
  const m = await mapBox(page);
  // Two hand-placed waypoints (the new-mission editor starts in add mode).
  await page.mouse.click(m.cx - 200, m.cy);
  await page.mouse.click(m.cx - 180, m.cy + 30);
  await expect(page.getByTestId('figure-count')).toHaveText('2');

  const panel = page.getByRole('region', { name: 'Generators' });
  const generate = panel.getByRole('button', { name: 'Generate route' });
  await panel.getByRole('button', { name: 'Draw area' }).click();
  // A disabled Generate says why.
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription('Draw an area: 3 more points needed.');
  const corners = [
    [-120, -80],
    [120, -80],
    [120, 80],
    [-120, 80],
  ] as const;
  for (const [dx, dy] of corners) await page.mouse.click(m.cx + dx, m.cy + dy);
  // Filled and measured while drawing; not yet generatable.
  await expect(panel.getByTestId('shape-size')).toContainText(/4 points, [\d.,\s]+ (m²|ha)/);
  await expect(generate).toHaveAccessibleDescription(/Close the area first/);
  // Clicking the first corner closes the area.
  await page.mouse.click(m.cx - 120, m.cy - 80);
  await expect(panel.getByTestId('shape-size')).toContainText('drag a corner');
  await expect(page.getByTestId('figure-count')).toHaveText('2');

  const figures = panel.getByRole('definition');
  await expect(panel.getByTestId('gen-area')).toHaveText(/(m²|ha)$/);
  await expect(panel.getByTestId('gen-photos')).toHaveText(/^\d+$/);
  await expect(panel.getByTestId('gen-flight-time')).not.toBeEmpty();
  await expect(panel.getByTestId('gen-batteries')).toHaveText(/^[1-9]\d*$/);
  await expect(figures.first()).toBeVisible();

  await generate.click();
  const confirm = page.getByRole('alertdialog', { name: 'Replace the route?' });
  await expect(confirm).toContainText('2 waypoints on the map were placed or edited by hand');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('figure-count')).toHaveText('2');
  await generate.click();
  await confirm.getByRole('button', { name: 'Replace route' }).click();
  await expect.poll(() => count(page)).toBeGreaterThan(4);
  const first = await count(page);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('mapping2d');

  // The generated route follows its settings without asking again.
  await panel.getByLabel('Side overlap (%)').fill('40');
  await expect.poll(() => count(page)).toBeLessThan(first);
  const fewer = await count(page);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The area is still on the map: drag a corner outwards and the route grows.
  await page.mouse.move(m.cx + 120, m.cy + 80);
  await page.mouse.down();
  await page.mouse.move(m.cx + 160, m.cy + 100, { steps: 4 });
  await page.mouse.move(m.cx + 200, m.cy + 120, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => count(page)).toBeGreaterThan(fewer);
});

test('Enter finishes a corridor line; the route is generated from it', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/missions/new');
  const m = await mapBox(page);
  const panel = page.getByRole('region', { name: 'Generators' });
  await panel.getByLabel('Generator').selectOption('corridor');
  await panel.getByRole('button', { name: 'Draw line' }).click();
  await page.mouse.click(m.cx - 150, m.cy);
  await page.mouse.click(m.cx + 150, m.cy + 20);
  await expect(panel.getByTestId('shape-size')).toContainText(/2 points, [\d.,\s]+ (m|km)\)/);
  await page.keyboard.press('Enter');
  await expect(panel.getByTestId('gen-length')).toHaveText(/(m|km)$/);
  await panel.getByRole('button', { name: 'Generate route' }).click();
  await expect.poll(() => count(page)).toBeGreaterThan(2);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('corridor');
});
