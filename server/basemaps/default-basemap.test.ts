import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { createDefaultBasemap, type DefaultBasemap } from './default-basemap';

let basemap: DefaultBasemap | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await basemap?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the tiling worker stops when idle, and a tile of a new area starts it again', { timeout: 120_000 }, async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basemap-idle-'));
  basemap = createDefaultBasemap(dataDir, { workerIdleMs: 300 });
  const world = await basemap.tile(0, 0, 0);
  expect(world.byteLength).toBeGreaterThan(1000);
  expect(basemap.workerRunning()).toBe(true);
  // Its memory is given back once nothing is asked of it.
  await vi.waitFor(() => expect(basemap?.workerRunning()).toBe(false), { timeout: 5000, interval: 50 });
  // A cached tile needs no worker.
  expect((await basemap.tile(0, 0, 0)).equals(world)).toBe(true);
  expect(basemap.workerRunning()).toBe(false);
  // A tile not made yet brings it back.
  const europe = await basemap.tile(2, 2, 1);
  expect(europe.byteLength).toBeGreaterThan(1000);
});
