import { apiLogin, expect, expectNoA11yViolations, signIn, streamsCall, test } from './fixtures';
import { ensureStreaming, stopStream } from './helpers/streams';
import { waitForState } from './helpers/video';

test.describe.configure({ timeout: 120_000 });

const DOCK = { id: 'dev-insp-dock2-1', name: 'Dock Baden Line' };
const INSPECTION = ['dev-insp-dock2-1', 'dev-insp-m350-1', 'dev-insp-m3td-1', 'dev-insp-axis-1', 'dev-insp-axis-2', 'dev-insp-m30t-1'];

test('multi-view 4×4: 16 tiles; Enter or double-click focuses one and stops the hidden players; Escape returns', async ({ page }) => {
  await ensureStreaming(DOCK.id);
  await signIn(page, 'amara');
  // 16 cells from the team's 6 devices (a device may fill several cells).
  const sixteen = Array.from({ length: 16 }, (_, i) => INSPECTION[i % INSPECTION.length]);
  await page.goto(`/live/multi?layout=4x4&devices=${sixteen.join(',')}`);
  const grid = page.getByRole('list', { name: 'Video grid 4x4' });
  const tiles = grid.getByRole('listitem', { name: /^Tile / });
  await expect(tiles).toHaveCount(16);
  const first = grid.getByRole('listitem', { name: `Tile 1: ${DOCK.name}` });
  await waitForState(first.getByRole('group', { name: DOCK.name }), 'playing', 45_000);

  // Enter focuses: one tile left, on the full rendition; the 15 others are hidden and their players idle.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(tiles).toHaveCount(1);
  await expect(first).toHaveAttribute('aria-current', 'true');
  const hidden = page.locator('li[hidden] [data-player-state]');
  await expect(hidden).toHaveCount(15);
  await expect
    .poll(() =>
      hidden.evaluateAll((els) => els.map((e) => e.getAttribute('data-player-state')).filter((s) => s !== 'idle' && s !== 'no-source')),
    )
    .toEqual([]);
  const focusedPlayer = first.getByRole('group', { name: DOCK.name });
  await waitForState(focusedPlayer, 'playing', 45_000);
  await expect.poll(() => focusedPlayer.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(320);

  // Escape returns to the grid, with the keyboard focus back on the tile.
  await page.keyboard.press('Escape');
  await expect(tiles).toHaveCount(16);
  await expect(first).toBeFocused();

  // Double-click focuses another cell, double-click again returns.
  const seventh = grid.getByRole('listitem', { name: `Tile 7: ${DOCK.name}` });
  await seventh.getByRole('group', { name: DOCK.name }).dblclick();
  await expect(tiles).toHaveCount(1);
  await expect(seventh).toHaveAttribute('aria-current', 'true');
  await seventh.getByRole('group', { name: DOCK.name }).dblclick();
  await expect(tiles).toHaveCount(16);
  await expectNoA11yViolations(page);
});

test('multi-view empty tiles offer "Add camera"; Escape closes the picker; the wall link is short and titled', async ({ page }) => {
  await signIn(page, 'amara');
  await page.goto(`/live/multi?layout=2x2&devices=${DOCK.id}`);
  const grid = page.getByRole('list', { name: 'Video grid 2x2' });
  await expect(grid.getByRole('listitem', { name: /^Empty tile/ })).toHaveCount(3);
  await grid.getByRole('listitem', { name: 'Empty tile 2' }).getByRole('button', { name: 'Add camera' }).click();
  const picker = page.getByRole('group', { name: 'Devices to show' });
  await expect(picker).toBeVisible();
  await picker.getByRole('checkbox', { name: 'M30T Spare' }).check();
  await expect(grid.getByRole('listitem', { name: 'Tile 2: M30T Spare' })).toBeVisible();
  await expect(grid.getByRole('listitem', { name: /^Empty tile/ })).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pick devices (2)' })).toBeFocused();
  // Escape on the picker did not focus-toggle anything: the grid is still whole.
  await expect(grid.getByRole('listitem', { name: /^Tile / })).toHaveCount(2);

  const wall = page.getByRole('link', { name: 'Open as wall' });
  await expect(wall).toHaveAttribute('href', `/wall?devices=${DOCK.id},dev-insp-m30t-1&layout=2x2`);
  await wall.click();
  await expect(page.getByTestId('wall-title')).toHaveText(`${DOCK.name} · M30T Spare`);
  await expect(page).toHaveURL(new RegExp(`/wall\\?devices=${DOCK.id},dev-insp-m30t-1&layout=2x2$`));
});

test('the old encoded wall address still opens; a title= names the wall', async ({ page }) => {
  await signIn(page, 'amara');
  await page.goto(`/wall?devices=${encodeURIComponent(JSON.stringify([DOCK.id, 'dev-insp-m30t-1']))}&layout=2x2&autostart=0`);
  const grid = page.getByRole('list', { name: 'Video grid 2x2' });
  await expect(grid.getByRole('listitem', { name: `Tile 1: ${DOCK.name}` })).toBeVisible();
  await expect(grid.getByRole('listitem', { name: 'Tile 2: M30T Spare' })).toBeVisible();
  await page.goto(`/wall?devices=${DOCK.id}&layout=2x2&autostart=0&title=Night%20shift`);
  await expect(page.getByTestId('wall-title')).toHaveText('Night shift');
});

test('tile controls appear on hover or keyboard focus and never cover the device name (1280×720)', async ({ page }) => {
  await ensureStreaming(DOCK.id);
  await signIn(page, 'amara');
  await page.goto(`/live/multi?layout=2x2&devices=${DOCK.id},dev-insp-m30t-1`);
  const tile = page.getByRole('listitem', { name: `Tile 1: ${DOCK.name}` });
  const snapshot = tile.getByRole('button', { name: 'Snapshot' });
  const label = tile.getByText(DOCK.name, { exact: true });
  const opacity = (l: typeof snapshot) => l.evaluate((el) => Number(getComputedStyle(el.parentElement === null ? el : el).opacity));
  const controlsOpacity = () => snapshot.evaluate((el) => Number(getComputedStyle(el.parentElement as Element).opacity));
  await expect.poll(controlsOpacity).toBe(0);
  await expect.poll(() => opacity(label)).toBe(1);

  await tile.hover();
  await expect.poll(controlsOpacity).toBe(1);
  await expect.poll(() => opacity(label)).toBe(0);
  // Inside the tile, not clipped.
  const [tileBox, barBox] = await Promise.all([tile.boundingBox(), snapshot.locator('..').boundingBox()]);
  expect(tileBox && barBox && barBox.x >= tileBox.x && barBox.x + barBox.width <= tileBox.x + tileBox.width + 0.5).toBe(true);

  // Keyboard: focusing a control shows the bar too.
  await page.mouse.move(0, 0);
  await expect.poll(controlsOpacity).toBe(0);
  await snapshot.focus();
  await expect.poll(controlsOpacity).toBe(1);
});

test('wall health=1: latency behind live, dropped-frame share and reconnects per tile, large enough to read across a room', async ({
  page,
}) => {
  const CAM = { id: 'dev-insp-axis-2', name: 'Limmat Bridge Deck Cam' };
  const session = await apiLogin('amara');
  await ensureStreaming(CAM.id, session);
  await signIn(page, 'amara');
  await page.goto(`/wall?devices=${CAM.id}&layout=2x2&health=1&autostart=0`);
  const health = page.getByLabel(`Health of ${CAM.name}`);
  await waitForState(page.getByRole('group', { name: CAM.name }), 'playing', 45_000);
  await expect(health).toContainText(/Behind live\s*\d+\.\d s/);
  await expect(health).toContainText(/Dropped\s*\d+\.\d %/);
  await expect(health).toContainText(/Reconnects\s*0/);
  const size = await health
    .locator('dd')
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);

  // The stream ends and comes back: the tile counts the reconnect.
  await stopStream(CAM.id, session);
  await expect(health).toContainText(/Reconnects\s*[1-9]/, { timeout: 45_000 });
  await streamsCall(session, 'POST', `/v1/streams/api/${CAM.id}/start`).catch(() => undefined);
  await waitForState(page.getByRole('group', { name: CAM.name }), 'playing', 60_000);
  await expectNoA11yViolations(page);
});
