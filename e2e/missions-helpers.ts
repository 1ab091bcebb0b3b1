import { expect, type Page } from '@playwright/test';
import { apiLogin, serviceUrl, signIn, type ApiSession } from './fixtures';

/** Calls the missions API (auth token area) directly, for seeding and for checking what was saved. */
export async function missionsCall<T = unknown>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${serviceUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.credentials.authToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} failed: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export interface SavedMission {
  id: string;
  name: string;
  type?: string;
  updatedAt: number;
  route: { lat: number; lng: number; altitude?: number }[];
}

/**
 * At 1280×720 the editor starts with the waypoint table and profile folded (the map gets the room);
 * specs that work with them open them first. The choice is kept for the rest of the test.
 */
export async function showTableAndProfile(page: Page): Promise<void> {
  const show = page.getByRole('button', { name: 'Show table and profile' });
  if (await show.isVisible()) {
    await show.click();
    await expect(page.getByRole('button', { name: 'Hide table and profile' })).toBeVisible();
  }
}

/** The map region once maplibre has loaded its style (table and profile shown). */
export async function mapBox(page: Page) {
  const map = page.getByRole('region', { name: 'Mission map' });
  await expect(map).toHaveAttribute('data-map-ready', 'true', { timeout: 15_000 });
  await showTableAndProfile(page);
  const box = await map.boundingBox();
  if (!box) throw new Error('map has no box');
  return { x: box.x, y: box.y, w: box.width, h: box.height, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

export const waypointRows = (page: Page) => page.getByRole('table', { name: 'Waypoints' }).locator('tbody tr[data-index]');

/** The mission id from an editor URL. */
export function idFromUrl(url: string): string {
  const m = /\/missions\/([^/?#]+)/.exec(url);
  if (!m?.[1] || m[1] === 'new') throw new Error(`no mission id in ${url}`);
  return decodeURIComponent(m[1]);
}

/** Creates a mission as `username` through the API, signs in and opens it in the editor, map ready. */
export async function openSeededMission(
  page: Page,
  username: string,
  mission: { name: string; heightMode?: string; route: { lat: number; lng: number; altitude: number }[] },
): Promise<{ session: ApiSession; id: string }> {
  const session = await apiLogin(username);
  const { id } = await missionsCall<{ id: string }>(session, 'POST', '/v1/mission', mission);
  await signIn(page, username);
  await page.goto(`/missions/${id}`);
  await mapBox(page);
  await expect(waypointRows(page)).toHaveCount(mission.route.length);
  return { session, id };
}
