import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (it has H.264; Playwright's own build does not, and cannot be downloaded here),
 * with the flags that work headless as root on this machine. Without the background-networking
 * flags Chromium keeps trying to reach Google and is refused.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  };
}
