import { apiLogin, expect, serviceUrl, signIn, test, useApiSession, type ApiSession } from './fixtures';

const DAY = 86_400_000;

async function call<T>(path: string, headers: Record<string, string>, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${serviceUrl()}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

const localDayStart = (now: number, daysBack = 0) => {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime() - daysBack * DAY;
};

/** The figures the overview should show, computed through the API the way a BI script would. */
async function expectedFigures(s: ApiSession) {
  const now = Date.now();
  const pat = { authorization: `Bearer ${s.credentials.pat}` };
  const identity = { 'x-service-identity-security-token': s.credentials.identityToken };
  const key = { 'x-api-key': s.credentials.apiKey };

  const states = await call<Array<{ deviceId: string; state: string; kind?: string }>>('/v1/streams/api/states', pat);
  const streaming = new Set(states.filter((x) => x.state === 'STREAMING' && x.kind !== 'TO').map((x) => x.deviceId)).size;

  const flights = await call<{ items: Array<{ teamId: string; flightStartDate: string | number }> }>(
    `/v1/flights/company?dateType=flightStartDate&dateFrom=${localDayStart(now, 6)}`,
    identity,
  );
  const started = (f: { flightStartDate: string | number }) => new Date(f.flightStartDate).getTime();
  const team = flights.items.filter((f) => f.teamId === s.teamId);
  const flightsToday = team.filter((f) => started(f) >= localDayStart(now)).length;
  const flights7d = team.length;

  const tasks: Array<{ status: string | string[] }> = [];
  for (let token: string | undefined; ;) {
    const page = await call<{ items: typeof tasks; nextToken?: string | null }>(
      `/v1/task/team?limit=200${token ? `&nextToken=${encodeURIComponent(token)}` : ''}`,
      identity,
    );
    tasks.push(...page.items);
    if (!page.nextToken) break;
    token = page.nextToken;
  }
  const status = (t: { status: string | string[] }) => (Array.isArray(t.status) ? t.status[0] : t.status);
  const open = tasks.filter((t) => status(t) === 'PUBLISHED' || status(t) === 'IN_PROGRESS').length;
  const failed = tasks.filter((t) => status(t) === 'FAILED').length;

  const to = Math.floor(now / 60_000) * 60_000;
  let detections = 0;
  for (const device of await call<string[]>('/v1/analytics/devices', key)) {
    for (let p = 1; ; p++) {
      const page = await call<{ total_num_pages: number; data: unknown[] }>(`/v1/analytics/${device}/${to - DAY}/${to}/${p}`, key);
      detections += page.data.length;
      if (p >= page.total_num_pages) break;
    }
  }
  return { streaming, flightsToday, flights7d, open, failed, detections };
}

test('after sign-in the overview shows each panel with the figures the API gives', async ({ page }) => {
  const amara = await apiLogin('amara');
  await signIn(page, 'amara', '/');
  await expect(page.getByRole('heading', { name: 'Operations overview', level: 1 })).toBeVisible();
  for (const panel of ['Live now', 'Flights', 'Tasks', 'Detections, last 24 h', 'Recent media', 'Fleet map']) {
    await expect(page.getByRole('region', { name: panel })).toBeVisible();
  }
  // Figures and the API are read together and retried: streams start and the 24 h window moves.
  await expect(async () => {
    const want = await expectedFigures(amara);
    await expect(page.getByLabel('Devices streaming')).toHaveText(String(want.streaming), { timeout: 1000 });
    await expect(page.getByLabel('Flights today')).toHaveText(String(want.flightsToday), { timeout: 1000 });
    await expect(page.getByLabel('Flights in 7 days')).toHaveText(String(want.flights7d), { timeout: 1000 });
    await expect(page.getByLabel('Open tasks')).toHaveText(String(want.open), { timeout: 1000 });
    await expect(page.getByLabel('Failed tasks')).toHaveText(String(want.failed), { timeout: 1000 });
    await expect(page.getByLabel('Detection records in 24 h')).toHaveText(want.detections.toLocaleString('en-US'), { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('Files in 7 days')).toHaveText(/^\d+\+?$/);
  // Each panel links to its module.
  await page.getByRole('region', { name: 'Tasks' }).getByRole('link', { name: /Jobs/ }).click();
  await expect(page).toHaveURL(/\/jobs/);
});

test("the fleet map draws the team's last flight's track, read through the flights API", async ({ page }) => {
  const amara = await apiLogin('amara');
  const identity = { 'x-service-identity-security-token': amara.credentials.identityToken };
  const flights = await call<{ items: Array<{ teamId: string; name: string; storagePath: string; flightStartDate: string | number }> }>(
    `/v1/flights/company?dateType=flightStartDate&dateFrom=${localDayStart(Date.now(), 29)}`,
    identity,
  );
  const started = (f: { flightStartDate: string | number }) => new Date(f.flightStartDate).getTime();
  const last = flights.items.filter((f) => f.teamId === amara.teamId).sort((a, b) => started(b) - started(a))[0];
  if (!last) throw new Error('the demo team has no flight in 30 days');
  const csv = await (await fetch(`${serviceUrl()}/cdn/flights/${last.storagePath}`)).text();
  const samples = csv.trim().split('\n').length - 1;
  await signIn(page, 'amara', '/');
  const map = page.getByRole('region', { name: 'Fleet map' });
  // The track comes after the figures: the company's flight list, the team's whole task list and the
  // live tiles' players all start first, then the track file is parsed in a worker. With cameras on and
  // a second test beside it this took 6–8 s on a quiet machine, longer at the end of a busy CI run.
  await expect(map.getByLabel("Last flight's track")).toContainText(last.name, { timeout: 20_000 });
  await expect(map.getByLabel("Last flight's track")).toHaveAttribute('data-track-points', String(samples));
});

test('a panel without its credential says "not connected" while the others load', async ({ page }) => {
  const amara = await apiLogin('amara');
  await useApiSession(page, { ...amara, credentials: { ...amara.credentials, apiKey: '' } });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Detections, last 24 h' }).getByText(/Not connected/)).toBeVisible();
  await expect(page.getByLabel('Open tasks')).toHaveText(/^\d+$/);
});

test('the overview wall runs with no mouse: no chrome, every panel, and it refreshes itself', async ({ page }) => {
  await useApiSession(page, await apiLogin('hiroshi'));
  await page.goto('/wall/overview?tiles=0');
  await expect(page.getByRole('heading', { name: 'Operations overview' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Modules' })).toHaveCount(0);
  await expect(page.getByLabel('Clock')).toBeVisible();
  for (const figure of ['Devices streaming', 'Flights today', 'Open tasks', 'Detection records in 24 h', 'Files in 7 days']) {
    await expect(page.getByLabel(figure)).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Map of the fleet' })).toHaveAttribute('data-map-ready', 'true');
  // Nothing is clicked: the stream states are polled again by themselves.
  await page.waitForRequest((r) => r.url().includes('/v1/streams/api/states'));
  await page.waitForRequest((r) => r.url().includes('/v1/streams/api/states'));
});
