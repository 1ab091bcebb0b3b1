import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { missionsCall } from './missions-helpers';

const route = [
  { lat: 47.37, lng: 8.54, altitude: 40 },
  { lat: 47.371, lng: 8.541, altitude: 40 },
];

test("another team's, a deleted or a mistyped mission shows not found inside the app, with the way back", async ({ page }) => {
  const amara = await apiLogin('amara');
  const theirs = await missionsCall<{ id: string }>(amara, 'POST', '/v1/mission', { name: uniqueName('Secret'), route });
  const priya = await apiLogin('priya');
  const gone = await missionsCall<{ id: string }>(priya, 'POST', '/v1/mission', { name: uniqueName('Gone'), route });
  await missionsCall(priya, 'DELETE', `/v1/mission/${gone.id}`);

  await signIn(page, 'priya');
  for (const id of [theirs.id, gone.id, 'no-such-mission']) {
    await page.goto(`/missions/${id}`);
    await expect(page.getByRole('heading', { name: 'Mission not found' })).toBeVisible();
    // Inside the shell: the sidebar and sign-out stay; no Retry that cannot succeed.
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByText('This screen failed to load')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to missions' }).click();
  await expect(page).toHaveURL(/\/missions$/);
  await expect(page.getByRole('table', { name: 'Missions' })).toBeVisible();
});

test('a mistyped task id shows not found inside the app, with the way back to Jobs', async ({ page }) => {
  await signIn(page, 'priya');
  await page.goto('/tasks/no-such-task');
  await expect(page.getByRole('heading', { name: 'Task not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText('This screen failed to load')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/jobs/);
});
