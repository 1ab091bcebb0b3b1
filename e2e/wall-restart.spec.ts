import fs from 'node:fs';
import { startService, type RunningService } from '../server/testing/start-service';
import { expect, test } from './fixtures';
import { expectFramesAdvance, waitForState } from './helpers/video';

// Its own service (seeded, ~15-40 s), since restarting the shared one would disturb other specs.
test.describe.configure({ timeout: 240_000 });

const DEVICE = { id: 'dev-insp-axis-1', name: 'Substation PTZ Gate' };

test('a wall left alone heals after the service restarts under it', async ({ page, faults }) => {
  // While the service is down every request fails; the browser logs each refused connection.
  faults.allowConsoleErrors(/ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|Failed to fetch|Failed to load resource/);
  // While it shuts down, the service answers requests still arriving on open connections with 503.
  faults.allowServerErrors(/^http:\/\/127\.0\.0\.1:\d+\//, 503);
  let service: RunningService | null = await startService({ serveApp: true });
  const dataDir = service.dataDir;
  try {
    const url = service.url;
    await page.goto(`${url}/sign-in`);
    await page.getByRole('button', { name: /@amara ·/ }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Nothing is streaming yet: the wall's supervisor starts the ingest itself.
    await page.goto(`${url}/wall?devices=${DEVICE.id}&layout=1x1`);
    const tile = page.getByRole('group', { name: DEVICE.name });
    await waitForState(tile, 'playing', 60_000);
    await expectFramesAdvance(tile, 1);

    // The service goes away (SIGTERM: it stops its ingests and cameras) and the tile stops claiming LIVE.
    await service.stop();
    service = null;
    await expect(tile).toHaveAttribute('data-player-state', /stalled|reconnecting|offline|ended/, { timeout: 30_000 });

    // It comes back on the same address with the same data. The ingest is not running after a
    // restart (FINISHED, "service shut down"); the wall starts it again and the player picks it up, with no one touching it.
    service = await startService({ serveApp: true, dataDir, env: { PORT: new URL(url).port } });
    await waitForState(tile, 'playing', 90_000);
    await expectFramesAdvance(tile, 1);
    await expect(tile.getByRole('status')).toHaveText(/LIVE/);
  } finally {
    await service?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
