import type { Page } from '@playwright/test';
import { apiLogin, expect, serviceUrl, signIn, streamsCall, test, uniqueName, type ApiSession } from './fixtures';
import { ensureStreaming } from './helpers/streams';
import { expectFramesAdvance, waitForState } from './helpers/video';
import { mapBox, missionsCall } from './missions-helpers';

// The fixture turns every `securitypolicyviolation` into a failing console error; these tests
// also collect them themselves, so what they prove does not hang on the fixture alone.
test.describe.configure({ timeout: 90_000 });

const LIVE_DEVICE = { id: 'dev-insp-dock2-1', name: 'Dock Baden Line' };

async function firstFlightId(s: ApiSession): Promise<string> {
  const res = await fetch(`${serviceUrl()}/v1/flights`, { headers: { authorization: `Bearer ${s.credentials.authToken}` } });
  const id = ((await res.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!id) throw new Error('the seeded team has no flight');
  return id;
}

function collectViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/CSP violation|Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('the signed-in app runs under its CSP with no violation: overview, live player, mission map, flight map, media', async ({ page }) => {
  const violations = collectViolations(page);
  await ensureStreaming(LIVE_DEVICE.id);
  const s = await apiLogin('amara');
  const mission = await missionsCall<{ id: string }>(s, 'POST', '/v1/mission', {
    name: uniqueName('CSP route'),
    route: [
      { lat: 47.37, lng: 8.54, altitude: 40 },
      { lat: 47.371, lng: 8.541, altitude: 40 },
    ],
  });

  const doc = await page.goto('/sign-in');
  const csp = (await doc?.allHeaders())?.['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(csp).toContain('worker-src');
  await signIn(page, 'amara', '/');
  await expect(page.getByRole('heading', { name: 'Operations overview' })).toBeVisible();

  await page.goto(`/live?device=${LIVE_DEVICE.id}`);
  const player = page.getByRole('group', { name: LIVE_DEVICE.name });
  await waitForState(player, 'playing', 30_000);
  await expectFramesAdvance(player, 1);

  await page.goto(`/missions/${mission.id}`);
  await mapBox(page);
  await expect(page.getByRole('table', { name: 'Waypoints' }).locator('tbody tr[data-index]')).toHaveCount(2);

  await page.goto(`/flights/${await firstFlightId(s)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();

  await page.goto('/media');
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the public watch page plays under its CSP with no violation', async ({ page }) => {
  const violations = collectViolations(page);
  const session = await ensureStreaming(LIVE_DEVICE.id);
  const channel = await streamsCall<{ id: string; publicUrl: string }>(session, 'POST', '/v1/channels', {
    name: uniqueName('CSP watch'),
    isPublic: true,
    deviceIds: [LIVE_DEVICE.id],
  });
  try {
    const res = await page.goto(new URL(channel.publicUrl).pathname);
    expect((await res?.allHeaders())?.['content-security-policy']).toContain('frame-ancestors *');
    const tile = page.getByRole('group', { name: LIVE_DEVICE.name });
    await waitForState(tile, 'playing', 30_000);
    await expectFramesAdvance(tile, 1);
    expect(violations).toEqual([]);
  } finally {
    await streamsCall(session, 'DELETE', `/v1/channels/${channel.id}`).catch(() => undefined);
  }
});

test('the policy blocks an injected inline script and reports it', async ({ page, faults }) => {
  faults.allowConsoleErrors(/CSP violation: script-src|Content Security Policy/);
  const violations = collectViolations(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to Fleet Ops' })).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.append(s);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
