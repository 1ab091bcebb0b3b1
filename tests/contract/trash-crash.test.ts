import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import type { TrashList } from '../../src/lib/contract/trash';
import { startService, type RunningService } from '../../server/testing/start-service';
import { authHeaders, call, login, type Session } from '../api-client';

// The fault test of issue 34: the real service process, 20,000 more logs for amara's team (the
// bench seed), a bulk delete by filter killed with SIGKILL midway, then a restart on the same DATA_DIR.
let service: RunningService;
let dataDir: string;
let amara: Session;
type List = { items: FlightLogFile[]; nextToken?: string | null };

const as = () => ({ base: service.url, headers: authHeaders.flights(amara) });
const cdn = (f: FlightLogFile) => fetch(`${service.url}/cdn/flights/${f.storagePath}`).then((r) => r.status);

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off', BENCH_SEED_FLIGHTS: '20000' } });
  dataDir = service.dataDir;
  amara = await login('amara', undefined, service.url);
});

afterAll(async () => {
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a bulk delete killed midway', () => {
  it('leaves every log either listed with its file or in the trash, none lost, and finishes at the restart', async () => {
    const all = (await call<List>('GET', '/v1/flights', as())).body.items;
    expect(all.length).toBeGreaterThanOrEqual(20_000);
    const newest = all[0] as FlightLogFile;

    let answered = false;
    const del = call('DELETE', '/v1/flights', { ...as(), body: { allSelected: true, filters: {} } })
      .then(() => {
        answered = true;
      })
      .catch(() => {});
    // Midway: the first chunks are committed (the newest log left the list), the answer not yet sent.
    for (;;) {
      const first = (await call<List>('GET', '/v1/flights/team?limit=1', as())).body.items[0];
      if (first?.id !== newest.id) break;
    }
    const midway = (await call<List>('GET', '/v1/flights/team?limit=1', as())).body.items.length;
    service.process.kill('SIGKILL');
    await new Promise((resolve) => service.process.once('exit', resolve));
    await del;
    expect(answered).toBe(false);
    expect(midway).toBe(1);

    service = await startService({ dataDir, env: { CAMERAS: 'off', SEED: 'off' } });
    amara = await login('amara', undefined, service.url);

    // The restart rolled the deletion forward: none listed, all in one trash entry.
    const live = (await call<List>('GET', '/v1/flights', as())).body.items;
    const trash = await call<TrashList>('GET', `/v1/trash?item=${newest.id}`, { base: service.url, headers: authHeaders.jobs(amara) });
    const entry = trash.body.items[0];
    expect(entry?.kind).toBe('flightLog');
    const kept = new Set<string>();
    let token: string | null = null;
    do {
      const q: string = token ? `&nextToken=${token}` : '';
      const page = await call<{ items: Array<{ id: string }>; nextToken: string | null }>(
        'GET',
        `/v1/trash/${entry?.id}/items?limit=1000${q}`,
        {
          base: service.url,
          headers: authHeaders.jobs(amara),
        },
      );
      for (const i of page.body.items) kept.add(i.id);
      token = page.body.nextToken;
    } while (token);
    const listed = new Set(live.map((f) => f.id));
    for (const f of all) expect(listed.has(f.id) !== kept.has(f.id), f.id).toBe(true);
    expect(listed.size + kept.size).toBe(all.length);
    expect(entry?.itemCount).toBe(kept.size);

    // No orphan is served and nothing is half-deleted: trashed logs' files are kept on disk, not served.
    const files = [...new Map(all.map((f) => [f.storagePath, f])).values()];
    for (const f of files) {
      expect(fs.existsSync(path.join(dataDir, 'flights', f.storagePath)), f.storagePath).toBe(true);
      expect(await cdn(f), f.storagePath).toBe(listed.has(f.id) ? 200 : 404);
    }

    // And it all comes back.
    const restored = await call<{ restored: number }>('POST', `/v1/trash/${entry?.id}/restore`, {
      base: service.url,
      headers: authHeaders.jobs(amara),
      body: {},
    });
    expect(restored.body.restored).toBe(kept.size);
    const back = (await call<List>('GET', '/v1/flights', as())).body.items;
    expect(new Set(back.map((f) => f.id))).toEqual(new Set(all.map((f) => f.id)));
    for (const f of files) expect(await cdn(f)).toBe(200);
  }, 300_000);
});
