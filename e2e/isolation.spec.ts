import { apiLogin, expect, signIn, streamsCall, test, uniqueName } from './fixtures';

test("another team's user sees none of these channels", async ({ page }) => {
  const amara = await apiLogin('amara');
  const name = uniqueName('Inspection only');
  const created = await streamsCall<{ id: string }>(amara, 'POST', '/v1/channels', { name });

  await signIn(page, 'hiroshi');
  await expect(page.getByTestId('current-team')).toHaveText('team-survey');
  await expect(page.getByRole('button', { name: 'Quarry operations', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Substation watch', exact: true })).toHaveCount(0);

  // A link to the other team's channel selects nothing.
  await page.goto(`/channels?id=${created.id}`);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name })).toHaveCount(0);
});
