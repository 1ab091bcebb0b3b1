import { apiLogin, expect, signIn, test } from './fixtures';
import { idFromUrl, mapBox, missionsCall, type SavedMission } from './missions-helpers';

test('strip mapping along a drawn line: photos on parallel passes, its own width, saved as mappingStrip', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/missions/new');
  const m = await mapBox(page);
  const panel = page.getByRole('region', { name: 'Generators' });
  await panel.getByLabel('Generator').selectOption('mappingStrip');
  await expect(panel.getByLabel(/Grid angle/)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Draw line' }).click();
  await page.mouse.click(m.cx - 150, m.cy);
  await page.mouse.click(m.cx + 150, m.cy + 20);
  await page.keyboard.press('Enter');
  await panel.getByLabel(/or altitude/).fill('50');
  await panel.getByLabel(/Strip width/).fill('40');
  await panel.getByLabel(/Strip width/).press('Tab');
  await panel.getByRole('button', { name: 'Generate route' }).click();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('mappingStrip');
  const narrow = Number(await page.getByTestId('figure-count').textContent());
  expect(narrow).toBeGreaterThan(4);
  // A wider strip needs more passes: the generated route follows the setting.
  await panel.getByLabel(/Strip width/).fill('200');
  await panel.getByLabel(/Strip width/).press('Tab');
  await expect.poll(async () => Number(await page.getByTestId('figure-count').textContent())).toBeGreaterThan(narrow * 1.5);
  await expect(panel.getByTestId('gen-photos')).toHaveText(String(await page.getByTestId('figure-count').textContent()));

  await page.getByLabel('Name', { exact: true }).fill('Strip e2e');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/missions\/(?!new)[^/?]+/);
  const saved = await missionsCall<SavedMission & { survey?: { kind: string; width: number } }>(
    await apiLogin('priya'),
    'GET',
    `/v1/mission/${idFromUrl(page.url())}`,
  );
  expect(saved.type).toBe('mappingStrip');
  expect(saved.survey).toMatchObject({ kind: 'mappingStrip', width: 200 });
  expect(saved.route.every((w) => w.altitude === 50)).toBe(true);
});
