import { expect, type Page } from '@playwright/test';
import type { ApiSession } from './service';

/**
 * Signs in through the UI, as a person would: the demo user's button on /sign-in. Lands on
 * `landing` (Channels, where most specs start; `/` is the overview, the home after sign-in).
 */
export async function signIn(page: Page, username: string, landing = '/channels'): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(landing)}`);
  await page.getByRole('button', { name: new RegExp(`@${username} ·`) }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * Puts a session made through the API into the tab's sessionStorage before the app starts
 * (the same place the app keeps it), e.g. one with a 2-second credential.
 */
export async function useApiSession(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('lops.session')) sessionStorage.setItem('lops.session', value);
  }, JSON.stringify(session));
}
