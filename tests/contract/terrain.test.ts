import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, call, login, type Session } from '../api-client';
import { startService, type RunningService } from '../../server/testing/start-service';
import { buildTerrainMbtiles } from '../../server/testing/build-terrain-file';

// A ramp near Zürich: 400 m at 8.50° E rising 1 m per 0.001° eastwards.
const ramp = (_lat: number, lng: number) => 400 + (lng - 8.5) * 1000;

let service: RunningService;
let basemaps: string;
let amara: Session;

beforeAll(async () => {
  basemaps = fs.mkdtempSync(path.join(os.tmpdir(), 'terrain-'));
  service = await startService({ env: { CAMERAS: 'off', BASEMAPS_DIR: basemaps } });
  amara = await login('amara', undefined, service.url);
}, 120_000);

afterAll(async () => {
  await service?.stop();
  fs.rmSync(basemaps, { recursive: true, force: true });
});

const sample = (points: unknown, headers: Record<string, string> = authHeaders.flights(amara)) =>
  call<{ elevations: (number | null)[]; model: string; error?: { code: string; field?: string } }>('POST', '/v1/terrain/elevation', {
    headers,
    body: { points },
    base: service.url,
  });

describe('terrain elevation (extension)', () => {
  it('says there is no model, and answers 404, until one is dropped in', async () => {
    const info = await call<{ available: boolean }>('GET', '/v1/terrain', { headers: authHeaders.flights(amara), base: service.url });
    expect(info.body).toEqual({ available: false });
    expect((await sample([{ lat: 47.37, lng: 8.54 }])).status).toBe(404);
  });

  it('samples a terrain-RGB .terrain.mbtiles file built at test time (Mapbox and Terrarium encodings)', async () => {
    await buildTerrainMbtiles({
      file: path.join(basemaps, 'zurich.terrain.mbtiles'),
      zoom: 12,
      bbox: [8.5, 47.35, 8.6, 47.4],
      elevation: ramp,
    });
    const info = await call<{ available: boolean; name: string; encoding: string }>('GET', '/v1/terrain', {
      headers: authHeaders.flights(amara),
      base: service.url,
    });
    expect(info.body).toMatchObject({ available: true, name: 'zurich.terrain.mbtiles', encoding: 'mapbox', maxZoom: 12 });
    const res = await sample([
      { lat: 47.37, lng: 8.54 },
      { lat: 47.38, lng: 8.58 },
      { lat: -33.86, lng: 151.2 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.elevations[0]).toBeCloseTo(440, 0);
    expect(res.body.elevations[1]).toBeCloseTo(480, 0);
    expect(res.body.elevations[2]).toBeNull();

    fs.rmSync(path.join(basemaps, 'zurich.terrain.mbtiles'));
    await buildTerrainMbtiles({
      file: path.join(basemaps, 'alps.terrain.mbtiles'),
      zoom: 11,
      bbox: [8.5, 47.35, 8.6, 47.4],
      elevation: ramp,
      encoding: 'terrarium',
    });
    const t = await sample([{ lat: 47.37, lng: 8.54 }]);
    expect(t.body.model).toBe('alps.terrain.mbtiles');
    expect(t.body.elevations[0]).toBeCloseTo(440, 0);
  });

  it('skips an unreadable elevation file that sorts first, and uses the next one', async () => {
    fs.writeFileSync(path.join(basemaps, 'aaa.terrain.pmtiles'), 'not a tile archive');
    const t = await sample([{ lat: 47.37, lng: 8.54 }]);
    expect(t.status).toBe(200);
    expect(t.body.model).toBe('alps.terrain.mbtiles');
    fs.rmSync(path.join(basemaps, 'aaa.terrain.pmtiles'));
  });

  it('refuses bad points with the field named, and callers without a token', async () => {
    const bad = await sample([{ lat: 95, lng: 8.5 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.field).toContain('points');
    expect((await sample([{ lat: 47.37, lng: 8.54 }], {})).status).toBe(401);
  });
});
