import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { missionsCall } from './missions-helpers';

test('at 1280×720 the editor gives the map the room; the problem count on Save jumps to the first problem', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  const s = await apiLogin('priya');
  const route = [
    { lat: 47.37, lng: 8.54, altitude: 40 },
    { lat: 47.371, lng: 8.541, altitude: 40 },
    { lat: 47.372, lng: 8.542, altitude: 300 }, // above the 120 m limit
  ];
  const { id } = await missionsCall<{ id: string }>(s, 'POST', '/v1/mission', { name: uniqueName('Small screen'), route });
  await signIn(page, 'priya');
  await page.goto(`/missions/${id}`);
  const map = page.getByRole('region', { name: 'Mission map' });
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });

  // The sidebar shows icons only (each still named), and the table and profile start folded.
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar).toHaveAttribute('data-compact', 'true');
  expect((await sidebar.boundingBox())?.width ?? 999).toBeLessThan(60);
  await expect(sidebar.getByRole('link', { name: 'Missions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show table and profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waypoints and profile' })).toContainText('3 waypoints');
  const folded = await map.boundingBox();
  // Most of the screen: over half of the window's area is map.
  expect(((folded?.width ?? 0) * (folded?.height ?? 0)) / (1280 * 720)).toBeGreaterThan(0.5);

  // The count sits on Save; it selects the waypoint with the problem.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  const problems = page.getByRole('button', { name: '1 problem blocks saving: show the first' });
  await expect(problems).toHaveText('⚠ 1');
  await problems.click();
  await expect(page.getByRole('button', { name: 'Delete waypoint' })).toBeVisible();
  await expect(page.getByLabel('Latitude')).toHaveValue('47.372');

  // Opening the table and profile is one click, and the choice is kept.
  await page.getByRole('button', { name: 'Show table and profile' }).click();
  await expect(page.getByRole('table', { name: 'Waypoints' }).locator('tbody tr[data-index]').nth(2)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Hide table and profile' })).toBeVisible();

  // Other screens keep the full sidebar.
  await page.getByRole('link', { name: 'Missions' }).click();
  await expect(page.getByRole('table', { name: 'Missions' })).toBeVisible();
  await expect(sidebar).not.toHaveAttribute('data-compact', 'true');
});
