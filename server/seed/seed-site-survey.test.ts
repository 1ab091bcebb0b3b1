import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageMetadata } from '../domain/media/image-metadata';
import { startService, type RunningService } from '../testing/start-service';
import { seedImagePool, withDjiXmp } from './seed-image-pool';

describe('survey seed files', () => {
  it('carry the DJI XMP the row says: position, altitudes and gimbal, read back by the upload extraction', async () => {
    const { rgb, thermal } = await seedImagePool();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'survey-')), 'a.jpg');
    fs.writeFileSync(
      file,
      withDjiXmp(rgb[0]!.jpeg, { lat: 47.3769123, lng: 8.5417456, abs: 490.4, rel: 80.4, yaw: -178.5, pitch: -90, thermal: false }),
    );
    const m = await readImageMetadata(file);
    expect(m).toMatchObject({
      gpslat: 47.3769123,
      gpslng: 8.5417456,
      gpslatref: 'N',
      gpslngref: 'E',
      gimbalpitchdegree: -90,
      gimbalyawdegree: -178.5,
      baseAltitude: 410,
    });
    fs.writeFileSync(file, withDjiXmp(thermal[0]!.jpeg, { lat: 47.1, lng: 8.2, abs: 450, rel: 40, yaw: 10, pitch: -35, thermal: true }));
    expect((await readImageMetadata(file)).thermalData).toMatchObject({ isThermal: true });
  });
});

describe('the seeded drive', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({ env: { CAMERAS: 'off' } });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    fs.rmSync(service.dataDir, { recursive: true, force: true });
  });

  it('holds hundreds of geotagged, partly annotated images by site and date, a model and reports', async () => {
    const login = (await (
      await fetch(`${service.url}/dev/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"amara"}',
      })
    ).json()) as { credentials: { idToken: string } };
    const res = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { authorization: login.credentials.idToken, 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query { list(tags: "survey", limit: 500) { items { name location annotations metadata { gpslat gimbalpitchdegree baseAltitude } } } models: list(type: "M") { items { name mimeType } } reports: list(type: "R") { items { name } } }',
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        list: {
          items: Array<{ annotations: string | null; location: string; metadata: { gpslat: number | null; baseAltitude: number | null } }>;
        };
        models: { items: Array<{ name: string; mimeType: string }> };
        reports: { items: Array<{ name: string }> };
      };
    };
    const items = data.list.items;
    expect(items.length).toBeGreaterThanOrEqual(200);
    expect(items.every((i) => typeof i.metadata.gpslat === 'number' && typeof i.metadata.baseAltitude === 'number')).toBe(true);
    expect(items.filter((i) => i.annotations).length).toBeGreaterThanOrEqual(50);
    // Nested: Sites / site / day / RGB|Thermal below the team root.
    expect(new Set(items.map((i) => i.location.split('/').length))).toEqual(new Set([5]));
    expect(data.models.items.some((m) => m.mimeType.startsWith('application/vnd.service.model'))).toBe(true);
    expect(data.reports.items.length).toBeGreaterThanOrEqual(4);
  });
});
