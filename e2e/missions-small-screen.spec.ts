import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { mapBox, missionsCall } from './missions-helpers';

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

test('the altitude profile reads at 12 px, waypoint numbers never overlap, and the editor speaks in words', async ({ page }) => {
  const s = await apiLogin('priya');
  // 40 waypoints a few metres apart: at the fitted zoom most numbers would sit on each other.
  const route = Array.from({ length: 40 }, (_, i) => ({
    lat: 47.37 + (i % 8) * 0.00004,
    lng: 8.54 + Math.floor(i / 8) * 0.00004,
    altitude: 40,
  }));
  const { id } = await missionsCall<{ id: string }>(s, 'POST', '/v1/mission', {
    name: uniqueName('Dense'),
    type: 'mappingStrip',
    heightMode: 'relativeToStartPoint',
    route,
  });
  await signIn(page, 'priya');
  await page.goto(`/missions/${id}`);
  await mapBox(page);

  const labels = page.locator('.maplibregl-marker');
  await expect.poll(() => labels.count()).toBeGreaterThan(0);
  const boxes = await labels.evaluateAll((els) =>
    els.map((e) => {
      const r = (e.firstElementChild ?? e).getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height };
    }),
  );
  expect(boxes.length).toBeLessThan(40);
  for (const a of boxes)
    for (const b of boxes) {
      if (a === b) continue;
      const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
      expect(overlap).toBe(false);
    }

  const profile = page.getByRole('img', { name: /^Altitude profile of 40 waypoints/ });
  const sizes = await profile
    .locator('text')
    .evaluateAll((els) => els.map((e) => Number.parseFloat(getComputedStyle(e).fontSize) * (e.getBoundingClientRect().height > 0 ? 1 : 0)));
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
  const heights = await profile.locator('text').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);

  // Type and height mode in words; the wire values stay in the data.
  await expect(page.getByRole('combobox', { name: 'Type', exact: true }).locator('option:checked')).toHaveText('Strip mapping');
  await expect(
    page
      .getByRole('combobox', { name: /height/i })
      .first()
      .locator('option:checked'),
  ).toHaveText('Relative to take-off');
  await expect(page.locator('main')).not.toContainText('relativeToStartPoint');
  await expect(page.locator('main')).not.toContainText('mappingStrip');
});
