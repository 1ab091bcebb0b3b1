import { expect, signIn, test } from './fixtures';
import { mapBox, openSeededMission, waypointRows } from './missions-helpers';

const ROUTE = [
  { lat: 47.37, lng: 8.53, altitude: 60 },
  { lat: 47.372, lng: 8.54, altitude: 60 },
  { lat: 47.368, lng: 8.55, altitude: 60 },
];

function viewOf(url: string) {
  const s = new URL(url).searchParams;
  return { lng: Number(s.get('lng')), lat: Number(s.get('lat')), z: Number(s.get('z')), sel: s.get('sel') };
}

test.describe('the editor view in the URL', () => {
  test('panning and selecting go into the URL, and the link opens the same view', async ({ page, context }) => {
    const { id } = await openSeededMission(page, 'amara', { name: 'Shared view', route: ROUTE });
    const m = await mapBox(page);
    // Pan: a plain drag on the map moves it (in select mode the lasso needs Shift).
    await page.mouse.move(m.cx + 120, m.cy + 90);
    await page.mouse.down();
    await page.mouse.move(m.cx - 40, m.cy - 20, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => viewOf(page.url()).z).toBeGreaterThan(0);
    await waypointRows(page).nth(1).locator('td').first().click();
    await expect.poll(() => viewOf(page.url()).sel).toBe('2');
    expect(page.url()).toContain(`/missions/${id}`);

    const shared = page.url();
    const view = viewOf(shared);
    // A colleague opens the link in a new tab (and signs in there: sign-in is per tab).
    const other = await context.newPage();
    await signIn(other, 'amara');
    await other.goto(shared);
    const o = await mapBox(other);
    await expect(waypointRows(other).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(waypointRows(other).nth(0)).toHaveAttribute('aria-selected', 'false');
    // What a user sees: the map's centre is where the link said (cursor readout at the centre).
    await other.mouse.move(o.cx, o.cy);
    const readout = other.getByRole('button', { name: /^Cursor at / });
    await expect(readout).toBeVisible();
    const [lat, lng] = ((await readout.getAttribute('aria-label')) ?? '')
      .replace(/^Cursor at /, '')
      .replace(/\. Copy$/, '')
      .split(',')
      .map(Number) as [number, number];
    expect(lat).toBeCloseTo(view.lat, 3);
    expect(lng).toBeCloseTo(view.lng, 3);
    // The link's camera is kept, not replaced by a fit of the route.
    expect(viewOf(other.url()).z).toBe(view.z);
  });
});
