import { expect, test } from './fixtures';
import { mapBox, openSeededMission, waypointRows } from './missions-helpers';

const ROUTE = [
  { lat: 47.37, lng: 8.53, altitude: 60 },
  { lat: 47.372, lng: 8.54, altitude: 60 },
  { lat: 47.368, lng: 8.55, altitude: 60 },
];

test.describe('mission drafts', () => {
  test('edits followed at once by a reload are offered back as a draft', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await openSeededMission(page, 'sofia', { name: 'Flush on reload', route: ROUTE });
    // Five quick inserts, then the reload at once: the last ones are younger than the 250 ms draft
    // delay, so only the flush as the page goes keeps them. On a busy machine an autosave of the first
    // ones may still be writing as the page goes; it must not drop the newer flushed copy (it did).
    for (let i = 0; i < 5; i++) await page.keyboard.press('i');
    await page.reload();
    await mapBox(page);
    await expect(waypointRows(page)).toHaveCount(3);
    const offer = page.getByRole('status').filter({ hasText: 'unsaved draft' });
    await expect(offer).toContainText('8 waypoints');
    await offer.getByRole('button', { name: 'Restore draft' }).click();
    await expect(waypointRows(page)).toHaveCount(8);
  });
});
