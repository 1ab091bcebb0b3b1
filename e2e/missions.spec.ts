import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { idFromUrl, mapBox, missionsCall, waypointRows, type SavedMission } from './missions-helpers';

test.describe('mission planner', () => {
  test('draw a waypoint mission, edit it on the map and in the table, undo/redo, save, reload, find it intact', async ({ page }) => {
    await signIn(page, 'amara');
    await page.goto('/missions/new');
    const m = await mapBox(page);
    // A new mission opens in add mode: three clicks, three waypoints.
    await page.mouse.click(m.cx - 150, m.cy);
    await page.mouse.click(m.cx, m.cy - 80);
    await page.mouse.click(m.cx + 150, m.cy);
    await expect(waypointRows(page)).toHaveCount(3);

    // Edit in the table.
    const alt2 = page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' });
    await alt2.fill('80');
    await alt2.press('Enter');
    await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' })).toHaveValue('80');

    // Edit on the map: drag waypoint 3 down by 100 px.
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    const row3 = waypointRows(page).nth(2);
    const latBefore = await row3.locator('td').nth(1).textContent();
    await page.mouse.move(m.cx + 150, m.cy);
    await page.mouse.down();
    await page.mouse.move(m.cx + 150, m.cy + 50, { steps: 5 });
    await page.mouse.move(m.cx + 150, m.cy + 100, { steps: 5 });
    await page.mouse.up();
    await expect(row3.locator('td').nth(1)).not.toHaveText(latBefore ?? '');
    const latAfter = await row3.locator('td').nth(1).textContent();

    // Undo puts it back, redo moves it again.
    await page.keyboard.press('Control+z');
    await expect(row3.locator('td').nth(1)).toHaveText(latBefore ?? '');
    await page.keyboard.press('Control+Shift+z');
    await expect(row3.locator('td').nth(1)).toHaveText(latAfter ?? '');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(row3.locator('td').nth(1)).toHaveText(latAfter ?? '');

    // Shift-drag a box around waypoints 1 and 2: both are selected, waypoint 3 is not.
    await page.keyboard.press('Escape');
    await page.keyboard.down('Shift');
    await page.mouse.move(m.cx - 180, m.cy - 110);
    await page.mouse.down();
    await page.mouse.move(m.cx - 60, m.cy - 40, { steps: 4 });
    await page.mouse.move(m.cx + 30, m.cy + 30, { steps: 4 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await expect(page.getByRole('heading', { name: '2 waypoints selected' })).toBeVisible();
    await expect(waypointRows(page).nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(waypointRows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(waypointRows(page).nth(2)).toHaveAttribute('aria-selected', 'false');

    const name = uniqueName('Drawn mission');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    const id = idFromUrl(page.url());

    await page.reload();
    await mapBox(page);
    await expect(waypointRows(page)).toHaveCount(3);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByRole('spinbutton', { name: 'Altitude of waypoint 2' })).toHaveValue('80');
    await expect(waypointRows(page).nth(2).locator('td').nth(1)).toHaveText(latAfter ?? '');

    const session = await apiLogin('amara');
    const saved = await missionsCall<SavedMission>(session, 'GET', `/v1/mission/${id}`);
    expect(saved.name).toBe(name);
    expect(saved.type).toBe('waypoint');
    expect(saved.route).toHaveLength(3);
    expect(saved.route[1]?.altitude).toBe(80);
    expect(saved.route[2]?.lat.toFixed(6)).toBe(latAfter);
  });
});
