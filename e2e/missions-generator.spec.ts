import { expect, signIn, test } from './fixtures';
import { mapBox, waypointRows } from './missions-helpers';

test('a 2D mapping survey drawn on the map generates a route, shows its figures, and undoes as one step', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/missions/new');
  const m = await mapBox(page);
  const panel = page.getByRole('region', { name: 'Generators' });
  await panel.getByRole('button', { name: 'Draw area' }).click();
  for (const [dx, dy] of [
    [-120, -80],
    [120, -80],
    [120, 80],
    [-120, 80],
  ] as const)
    await page.mouse.click(m.cx + dx, m.cy + dy);
  await panel.getByRole('button', { name: 'Finish' }).click();
  await expect(waypointRows(page)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Generate route' }).click();
  const figures = panel.getByRole('definition');
  await expect(panel.getByLabel('Generator figures')).toContainText('Photos');
  await expect(figures.first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Type/ })).toHaveValue('mapping2d');
  const count = Number(await page.getByTestId('figure-count').textContent());
  expect(count).toBeGreaterThan(4);
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('figure-count')).toHaveText('0');
});

test('a concave survey area routes its transits along the edge and says so', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/missions/new');
  const m = await mapBox(page);
  const panel = page.getByRole('region', { name: 'Generators' });
  await panel.getByRole('button', { name: 'Draw area' }).click();
  // A U open to the north: the notch is the part of the box to stay out of.
  const u = [
    [-150, 90],
    [150, 90],
    [150, -90],
    [50, -90],
    [50, 10],
    [-50, 10],
    [-50, -90],
    [-150, -90],
  ] as const;
  for (const [dx, dy] of u) await page.mouse.click(m.cx + dx, m.cy + dy);
  await panel.getByRole('button', { name: 'Finish' }).click();
  await panel.getByRole('button', { name: 'Generate route' }).click();
  await expect(panel.getByRole('list', { name: 'Generator notes' })).toContainText(
    /the area is concave: \d+ transits? between lines follow/,
  );
});
