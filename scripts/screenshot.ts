/**
 * `npm run screenshot`: the README's screenshots in docs/screenshots/ — Live, multi-view, wall, the
 * public watch page, the missions list and the mission editor, each at 1280×720 and 1600×1000 —
 * taken from the production build against the real seeded service. Run `npm run build` first.
 * `SCREENSHOT_CAMERAS=off` skips the demo cameras (faster; tiles then show their no-video state).
 */
import { chromium, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startService } from '../server/testing/start-service';
import { chromiumLaunchOptions } from '../e2e/chromium';
import { devLoginAt, type ApiSession } from '../e2e/helpers/service';

const OUT = 'docs/screenshots';
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1600, height: 1000 },
] as const;
const WALL_DEVICES = ['dev-insp-dock2-1', 'dev-insp-axis-2', 'dev-insp-m30t-1', 'dev-insp-axis-1'];

async function call<T>(base: string, s: ApiSession, token: 'pat' | 'authToken', method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${p}`, {
    method,
    headers: { authorization: `Bearer ${s.credentials[token]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p}: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Waits for what a viewer would wait for, but never fails the script on a slow machine. */
async function settle(page: Page, ready?: string): Promise<void> {
  if (ready)
    await page
      .locator(ready)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

async function main(): Promise<void> {
  const cameras = process.env.SCREENSHOT_CAMERAS === 'off' ? 'off' : 'on';
  const service = await startService({ serveApp: true, env: cameras === 'off' ? { CAMERAS: 'off' } : {} });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const s = await devLoginAt(service.url, 'amara');
    if (cameras === 'on') {
      for (const id of WALL_DEVICES) await call(service.url, s, 'pat', 'POST', `/v1/streams/api/${id}/start`).catch(() => undefined);
    }
    const channel = await call<{ publicUrl: string }>(service.url, s, 'pat', 'POST', '/v1/channels', {
      name: 'Substation and bridge',
      isPublic: true,
      deviceIds: WALL_DEVICES.slice(0, 2),
    });
    const missions = await call<{ items: Array<{ id: string; route?: unknown[] }> }>(
      service.url,
      s,
      'authToken',
      'GET',
      '/v1/mission?limit=50',
    );
    const mission = missions.items.find((m) => (m.route?.length ?? 0) > 3) ?? missions.items[0];

    const shots: Array<{ name: string; url: string; ready?: string }> = [
      { name: 'live', url: `/live?device=${WALL_DEVICES[0]}`, ready: '[data-player-state="playing"]' },
      { name: 'multi-view', url: `/live/multi?layout=2x2&devices=${WALL_DEVICES.join(',')}`, ready: '[data-player-state="playing"]' },
      { name: 'wall', url: `/wall?layout=2x2&devices=${WALL_DEVICES.join(',')}`, ready: '[data-player-state="playing"]' },
      { name: 'watch', url: new URL(channel.publicUrl).pathname, ready: 'video' },
      { name: 'missions-list', url: '/missions', ready: '[role="table"] [role="row"] a' },
      ...(mission ? [{ name: 'mission-editor', url: `/missions/${mission.id}`, ready: '[data-map-ready="true"]' }] : []),
    ];
    fs.mkdirSync(OUT, { recursive: true });
    for (const size of SIZES) {
      const context = await browser.newContext({ viewport: size, baseURL: service.url });
      const page = await context.newPage();
      await page.goto('/sign-in');
      await page.getByRole('button', { name: /@amara ·/ }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'));
      for (const shot of shots) {
        await page.goto(shot.url);
        await settle(page, shot.ready);
        const file = path.join(OUT, `${shot.name}-${size.width}x${size.height}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await service.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
