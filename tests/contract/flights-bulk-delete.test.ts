import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import { startService, type RunningService } from '../../server/testing/start-service';
import { authHeaders, call, login, type Session } from '../api-client';

// Own service: 20,000 more logs for amara's team (the bench seed; rows share 20 files), so a
// delete of everything runs long enough for other requests to come between its chunks.
let service: RunningService;
let amara: Session;
type List = { items: FlightLogFile[]; nextToken?: string | null };

const get = (path: string) => call<List>('GET', path, { headers: authHeaders.flights(amara), base: service.url });
const cdn = (f: FlightLogFile) => fetch(`${service.url}/cdn/flights/${f.storagePath}`).then((r) => r.status);

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off', BENCH_SEED_FLIGHTS: '20000' } });
  amara = await login('amara', undefined, service.url);
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(service.dataDir, { recursive: true, force: true });
});

describe('a large allSelected delete', () => {
  it('lets other requests through while it runs, then everything and its files are gone', async () => {
    const all = (await get('/v1/flights')).body.items;
    expect(all.length).toBeGreaterThan(20_000);
    const newest = all[0] as FlightLogFile;
    const files = [...new Map(all.map((f) => [f.storagePath, f])).values()];

    let finished = false;
    const del = call<{ deleted: number; ids: string[] }>('DELETE', '/v1/flights', {
      headers: authHeaders.flights(amara),
      body: { allSelected: true, filters: {} },
      base: service.url,
    }).then((r) => {
      finished = true;
      return r;
    });

    // The delete goes newest first, a chunk per transaction: wait until the newest log is gone,
    // reading pages as it goes. Each page is consistent: what it lists is there, with its file.
    let seenMidway = false;
    while (!finished) {
      const page = await get('/v1/flights/team?limit=100');
      expect(page.status).toBe(200);
      const first = page.body.items[0];
      if (first && first.id !== newest.id && !finished) {
        expect(await cdn(first)).toBe(200);
        seenMidway = true;
        break;
      }
    }
    expect(seenMidway).toBe(true);
    // Now, with the delete still under way, another request is answered before it.
    const order: string[] = [];
    await Promise.all([
      del.then(() => order.push('delete')),
      fetch(`${service.url}/healthz`).then((r) => order.push(`healthz ${r.status}`)),
    ]);
    expect(order).toEqual(['healthz 200', 'delete']);

    const res = await del;
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(all.length);
    expect(new Set(res.body.ids)).toEqual(new Set(all.map((f) => f.id)));
    expect((await get('/v1/flights')).body.items).toEqual([]);
    for (const f of files) expect(await cdn(f), f.storagePath).toBe(404);
  });
});
