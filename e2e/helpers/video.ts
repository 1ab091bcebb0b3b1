import { expect, type Locator } from '@playwright/test';

/** The `<video>` inside a player group (the group is labelled with the device name). */
export const playerVideo = (player: Locator) => player.locator('video');

/** currentTime of the player's video, seconds. */
export async function currentTime(player: Locator): Promise<number> {
  return playerVideo(player).evaluate((v: HTMLVideoElement) => v.currentTime);
}

/** Frames advance: currentTime grows by at least `seconds` within the timeout. */
export async function expectFramesAdvance(player: Locator, seconds = 1, timeout = 15_000): Promise<void> {
  const start = await currentTime(player);
  await expect.poll(() => currentTime(player), { timeout }).toBeGreaterThan(start + seconds);
}

/**
 * The picture is not black (nor one flat colour): draw the frame to a small canvas and look at
 * the spread of luminance. The simulated cameras show a colourful moving test pattern.
 */
export async function pictureStats(player: Locator): Promise<{ mean: number; spread: number }> {
  return playerVideo(player).evaluate((v: HTMLVideoElement) => {
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 36;
    const ctx = c.getContext('2d', { willReadFrequently: true });
    if (!ctx || !v.videoWidth) return { mean: 0, spread: 0 };
    ctx.drawImage(v, 0, 0, c.width, c.height);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let min = 255;
    let max = 0;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) {
      const y = 0.2126 * (d[i] ?? 0) + 0.7152 * (d[i + 1] ?? 0) + 0.0722 * (d[i + 2] ?? 0);
      sum += y;
      min = Math.min(min, y);
      max = Math.max(max, y);
    }
    return { mean: sum / (d.length / 4), spread: max - min };
  });
}

export async function expectPictureNotBlack(player: Locator): Promise<void> {
  await expect.poll(async () => (await pictureStats(player)).spread, { timeout: 10_000 }).toBeGreaterThan(40);
}

/** The health word shown on the player (LIVE, STALE, RECONNECTING, OFFLINE, ENDED). */
export const playerBadge = (player: Locator) => player.getByRole('status');

export async function waitForState(player: Locator, state: string, timeout = 20_000): Promise<void> {
  await expect(player).toHaveAttribute('data-player-state', state, { timeout });
}
