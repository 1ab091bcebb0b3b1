import { apiLogin, expect, test, uniqueName } from './fixtures';
import { idFromUrl, missionsCall, openSeededMission, waypointRows, type SavedMission } from './missions-helpers';
import { realFixture } from '../tests/fixtures/real-fixtures';

const ROUTE = [
  { lat: 47.37, lng: 8.53, altitude: 60 },
  { lat: 47.372, lng: 8.54, altitude: 60 },
  { lat: 47.368, lng: 8.55, altitude: 60 },
];

/** Metres between two nearby points. */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const k = Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot((b.lng - a.lng) * 111_320 * k, (b.lat - a.lat) * 111_320);
}

test.describe('mission editor by keyboard', () => {
  test('insert at the centre, move, step, delete, undo, redo and save with keys only', async ({ page }) => {
    const { session, id } = await openSeededMission(page, 'lukas', { name: 'Keyboard only', route: ROUTE });
    const k = page.keyboard;
    await k.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toContainText('Insert a waypoint at the map centre');
    await expect(help).toContainText('Select the next waypoint');
    await k.press('Escape');
    await expect(help).toBeHidden();

    // The camera is in the URL once the map has fitted the route.
    await expect.poll(() => new URL(page.url()).searchParams.get('z')).not.toBeNull();
    const q = new URL(page.url()).searchParams;
    const centre = { lng: Number(q.get('lng')), lat: Number(q.get('lat')) };
    const zoom = Number(q.get('z'));
    await k.press('i');
    await expect(waypointRows(page)).toHaveCount(4);
    await expect(waypointRows(page).nth(3)).toHaveAttribute('aria-selected', 'true');
    await k.press('ArrowRight');
    await k.press('ArrowUp');
    await k.press('[');
    await k.press('[');
    await expect(waypointRows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await k.press(']');
    await expect(waypointRows(page).nth(2)).toHaveAttribute('aria-selected', 'true');
    await k.press('[');
    await k.press('Delete');
    await expect(waypointRows(page)).toHaveCount(3);
    await k.press('Control+z');
    await expect(waypointRows(page)).toHaveCount(4);
    await k.press('Control+Shift+z');
    await expect(waypointRows(page)).toHaveCount(3);
    await k.press('Control+s');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    const saved = await missionsCall<SavedMission>(session, 'GET', `/v1/mission/${id}`);
    expect(saved.route).toHaveLength(3);
    expect(saved.route[0]).toMatchObject({ lat: ROUTE[0]!.lat, lng: ROUTE[0]!.lng });
    expect(saved.route[1]).toMatchObject({ lat: ROUTE[2]!.lat, lng: ROUTE[2]!.lng });
    // The inserted waypoint moved one step east and one north: 20 screen pixels at that zoom.
    const step = (20 * 40075016.686 * Math.cos((centre.lat * Math.PI) / 180)) / (512 * 2 ** zoom);
    const added = saved.route[2]!;
    expect(metres(centre, added)).toBeCloseTo(step * Math.SQRT2, -0.3);
    expect(added.lng).toBeGreaterThan(centre.lng);
    expect(added.lat).toBeGreaterThan(centre.lat);
  });

  test('the command palette opens a mission by name, creates one and imports a file', async ({ page }) => {
    // Unique, so a retry in the same service finds one mission by this name.
    const target = uniqueName('Palette target Quokka');
    await openSeededMission(page, 'sofia', { name: target, route: ROUTE.slice(0, 2) });
    await page.goto('/missions');
    // Ctrl+K once the list is shown: right after the document loads, the app may not listen yet.
    await expect(page.getByRole('heading', { name: 'Missions', level: 1 })).toBeVisible();
    const k = page.keyboard;
    const palette = page.getByRole('dialog', { name: 'Jump to' });
    const search = palette.getByRole('combobox');

    await k.press('Control+k');
    await search.fill(target);
    await expect(palette.getByRole('option', { name: target })).toBeVisible();
    await k.press('Enter');
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    await expect(page.getByRole('heading', { name: target })).toBeAttached();
    await expect(waypointRows(page)).toHaveCount(2);

    await k.press('Control+k');
    await search.fill('New mission');
    // Enter once the entry is there and picked, as a person presses it after seeing it.
    await expect(palette.getByRole('option', { name: /^New mission/ }).first()).toHaveAttribute('aria-selected', 'true');
    await k.press('Enter');
    await expect(page).toHaveURL(/\/missions\/new/);

    // Listening for the file chooser before the palette opens: Playwright turns on its chooser
    // interception when the listener is added, and an Enter right after it could beat that (in CI
    // the picker opened unseen and the wait ran to the test's end).
    const chooser = page.waitForEvent('filechooser');
    await k.press('Control+k');
    await search.fill('Import a mission');
    await expect(palette.getByRole('option', { name: /Import a mission file/ })).toHaveAttribute('aria-selected', 'true');
    await k.press('Enter');
    await (await chooser).setFiles(realFixture('qgc/qgroundcontrol_sample.plan'));
    // The import opens unsaved in the editor (issue 37); the planner's save creates it.
    await expect(page.getByTestId('figure-count')).toHaveText('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
    const created = await missionsCall<SavedMission>(await apiLogin('sofia'), 'GET', `/v1/mission/${idFromUrl(page.url())}`);
    expect(created.route).toHaveLength(3);
  });
});
