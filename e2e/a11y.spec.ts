import type { Page } from '@playwright/test';
import { a11yViolations, apiLogin, expect, serviceUrl, signIn, streamsCall, test, uniqueName, type ApiSession } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { waitForState } from './helpers/video';
import { jobsCall } from './jobs-helpers';
import { mapBox, missionsCall } from './missions-helpers';

// axe on every page, moderate impact and above. Each test audits a few pages and reports every
// finding of all of them at once. Several axe passes: more than the default budget on 2 busy cores.
test.describe.configure({ timeout: 120_000 });

const LIVE_DEVICE = { id: 'dev-insp-dock2-1', name: 'Dock Baden Line' };

/** Audits the page as it is now and keeps its findings under its label. */
async function audit(page: Page, label: string, findings: string[]): Promise<void> {
  for (const f of await a11yViolations(page)) findings.push(`${label}: ${f}`);
}

async function firstFlightId(s: ApiSession): Promise<string> {
  const res = await fetch(`${serviceUrl()}/v1/flights`, { headers: { authorization: `Bearer ${s.credentials.authToken}` } });
  const id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error('the seeded team has no flight');
  return id;
}

test('sign-in and the public watch page', async ({ page }) => {
  const findings: string[] = [];
  const session = await ensureStreaming(LIVE_DEVICE.id);
  const channel = await streamsCall<{ id: string; name: string; publicUrl: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('A11y watch'),
    isPublic: true,
    deviceIds: [LIVE_DEVICE.id],
  });
  try {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in to Fleet Ops' })).toBeVisible();
    await audit(page, 'sign-in', findings);
    await page.goto(new URL(channel.publicUrl).pathname);
    await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
    await waitForState(page.getByRole('group', { name: LIVE_DEVICE.name }), 'playing', 30_000);
    await audit(page, 'watch', findings);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
  expect(findings, findings.join('\n')).toEqual([]);
});

test('overview, live, multi-view and channels', async ({ page }) => {
  const findings: string[] = [];
  await ensureStreaming(LIVE_DEVICE.id);
  await signIn(page, 'amara', '/');
  await expect(page.getByRole('heading', { name: 'Operations overview', level: 1 })).toBeVisible();
  // The fleet map is a lazy chunk (maplibre) behind a "Loading the fleet map" spinner: wait for
  // it as a person does, for as long as an action may take, then audit the page with it.
  await page.getByRole('region', { name: 'Fleet map' }).waitFor();
  await audit(page, 'overview', findings);
  await page.goto(`/live?device=${LIVE_DEVICE.id}`);
  await waitForState(page.getByRole('group', { name: LIVE_DEVICE.name }), 'playing', 30_000);
  await audit(page, 'live', findings);
  await page.goto('/live/multi');
  await expect(page.getByRole('heading', { name: 'Multi-view', level: 1 })).toBeVisible();
  await audit(page, 'multi-view', findings);
  await page.goto('/channels');
  await expect(page.getByRole('table')).toBeVisible();
  await audit(page, 'channels', findings);
  expect(findings, findings.join('\n')).toEqual([]);
});

test('missions: the list, a new mission and the editor', async ({ page }) => {
  const findings: string[] = [];
  const s = await apiLogin('amara');
  const mission = await missionsCall<{ id: string; name: string }>(s, 'POST', '/v1/mission', {
    name: uniqueName('A11y route'),
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 45 },
      { lat: 47.372, lng: 8.542, altitude: 50 },
    ],
  });
  await signIn(page, 'amara', '/missions');
  await expect(page.getByRole('table', { name: 'Missions' })).toBeVisible();
  await audit(page, 'missions list', findings);
  await page.goto('/missions/new');
  await mapBox(page);
  await audit(page, 'new mission', findings);
  await page.goto(`/missions/${mission.id}`);
  await mapBox(page);
  await expect(page.getByRole('table', { name: 'Waypoints' }).locator('tbody tr[data-index]')).toHaveCount(3);
  await audit(page, 'mission editor', findings);
  expect(findings, findings.join('\n')).toEqual([]);
});

test('jobs, a job board and a task', async ({ page }) => {
  const findings: string[] = [];
  const s = await apiLogin('amara');
  const job = await jobsCall<{ id: string; title: string }>(s, 'POST', '/v1/job', {
    title: uniqueName('A11y job'),
    description: 'axe',
    userIds: [s.userId],
  });
  const task = await jobsCall<{ id: string }>(s, 'POST', '/v1/task', { jobId: job.id, type: 'FLIGHT_REQUEST', title: 'A11y task' });
  await signIn(page, 'amara', '/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  await audit(page, 'jobs', findings);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { name: job.title, level: 1 })).toBeVisible();
  await audit(page, 'job board', findings);
  await page.goto(`/tasks/${task.id}`);
  await expect(page.getByRole('heading', { name: 'A11y task', level: 1 })).toBeVisible();
  await audit(page, 'task', findings);
  expect(findings, findings.join('\n')).toEqual([]);
});

test('flights, a flight, analytics and media', async ({ page }) => {
  const findings: string[] = [];
  const flightId = await firstFlightId(await apiLogin('amara'));
  await signIn(page, 'amara', '/flights');
  await expect(page.getByRole('grid', { name: 'Flight logs' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'By pilot' })).toBeVisible();
  await audit(page, 'flights', findings);
  await page.goto(`/flights/${flightId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await audit(page, 'flight', findings);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await audit(page, 'analytics', findings);
  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  await audit(page, 'media', findings);
  expect(findings, findings.join('\n')).toEqual([]);
});

test('the channel wall and the overview wall', async ({ page }) => {
  const findings: string[] = [];
  const session = await ensureStreaming(LIVE_DEVICE.id);
  const channel = await streamsCall<{ id: string; name: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('A11y wall'),
    deviceIds: [LIVE_DEVICE.id],
  });
  try {
    await signIn(page, 'amara');
    await page.goto(`/wall?channel=${channel.id}&layout=2x2&rotate=30s`);
    await waitForState(page.getByRole('group', { name: LIVE_DEVICE.name }), 'playing', 30_000);
    await audit(page, 'wall', findings);
    await page.goto('/wall/overview?tiles=0');
    await expect(page.getByRole('heading', { name: 'Operations overview' })).toBeVisible();
    await audit(page, 'overview wall', findings);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
