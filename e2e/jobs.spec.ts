import { apiLogin, expect, signIn, test, uniqueName } from './fixtures';
import { jobsCall } from './jobs-helpers';
import { routeUntilOff } from './helpers/route-until-off';

test.describe('jobs and tasks', () => {
  test('create a job, add tasks, move one by drag and by keyboard, roll back a failed move, bulk-assign', async ({ page, faults }) => {
    await signIn(page, 'amara');
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'New job' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job' });
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await expect(dialog.getByText('A title is required')).toBeVisible();
    await expect(dialog.getByText('A description is required')).toBeVisible();
    const title = uniqueName('Tower inspection');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Check the north towers');
    await dialog.getByRole('checkbox', { name: /Lukas/ }).check();
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    for (const t of ['Mast 1', 'Mast 2']) {
      await page.getByRole('button', { name: 'Add task' }).click();
      const d = page.getByRole('dialog', { name: 'New task' });
      await d.getByLabel('Task title').fill(t);
      await d.getByRole('button', { name: 'Add task' }).click();
      await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: t })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Draft (2)' })).toBeVisible();

    // Drag Mast 1 to In progress.
    await page.getByRole('article', { name: 'Mast 1' }).dragTo(page.getByRole('region', { name: 'In progress' }));
    await expect(page.getByRole('region', { name: 'In progress' }).getByRole('article', { name: 'Mast 1' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'In progress (1)' })).toBeVisible();

    // Keyboard: the card's status menu.
    const menu = page.getByRole('combobox', { name: 'Status of Mast 1' });
    await menu.focus();
    await menu.selectOption('COMPLETED');
    await expect(page.getByRole('region', { name: 'Completed' }).getByRole('article', { name: 'Mast 1' })).toBeVisible();
    await expect(page.getByText('1 of 2 tasks completed (50 %)')).toBeVisible();

    // A failed move puts the card back and says so.
    faults.allowServerErrors(/\/v1\/task\//, 500);
    const stopRoute = await routeUntilOff(page, '**/v1/task/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"INTERNAL","message":"boom"}}' })
        : route.continue(),
    );
    await page.getByRole('combobox', { name: 'Status of Mast 2' }).selectOption('FAILED');
    await expect(page.getByText(/“Mast 2” could not move to Failed and is back where it was/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Draft' }).getByRole('article', { name: 'Mast 2' })).toBeVisible();
    stopRoute();

    // Bulk-assign, with the count stated first.
    await page.getByRole('button', { name: 'Assign all tasks…' }).click();
    const assign = page.getByRole('dialog', { name: /Assign every task/ });
    await assign.getByLabel('Assignee').selectOption({ label: 'Sofía Márquez' });
    await expect(assign.getByRole('status')).toContainText('2 tasks of 2 will be assigned');
    await assign.getByRole('button', { name: 'Assign 2 tasks' }).click();
    await expect(page.getByText(/^2 tasks assigned to/)).toBeVisible();
  });

  test('a member sees their assigned job and why the Team view is unavailable', async ({ page }) => {
    const amara = await apiLogin('amara');
    const lukas = await apiLogin('lukas');
    const title = uniqueName('For Lukas');
    await jobsCall(amara, 'POST', '/v1/job', { title, description: 'assigned', userIds: [lukas.userId] });
    await signIn(page, 'lukas');
    await page.goto('/jobs');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page).toHaveURL(/view=team/);
    await expect(page.getByRole('note', { name: 'Team view unavailable' })).toContainText('for team admins');
    await expect(page.getByText('403')).toHaveCount(0);
  });

  test("another team's job id gives a not-found screen", async ({ page }) => {
    const hiroshi = await apiLogin('hiroshi');
    const job = await jobsCall<{ id: string }>(hiroshi, 'POST', '/v1/job', { title: 'Survey secret', description: 'd' });
    await signIn(page, 'amara');
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await expect(page.getByText('Survey secret')).toHaveCount(0);
  });
});
