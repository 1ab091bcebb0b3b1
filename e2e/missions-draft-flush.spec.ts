import { expect, signIn, test } from './fixtures';
import { mapBox, waypointRows } from './missions-helpers';

test.describe('mission drafts', () => {
  test('an edit followed at once by a reload is offered back as a draft', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await signIn(page, 'sofia');
    await page.goto('/missions/new');
    const m = await mapBox(page);
    await page.mouse.click(m.cx - 100, m.cy);
    await page.mouse.click(m.cx + 100, m.cy + 40);
    await page.mouse.click(m.cx, m.cy - 60);
    await expect(waypointRows(page)).toHaveCount(3);
    // No wait: the last edit is younger than the 250 ms draft delay; the page flushes it as it goes.
    await page.reload();
    await mapBox(page);
    const offer = page.getByRole('status').filter({ hasText: 'unsaved draft' });
    await expect(offer).toContainText('3 waypoints');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    await expect(waypointRows(page)).toHaveCount(3);
  });
});
