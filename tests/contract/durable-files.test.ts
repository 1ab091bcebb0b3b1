import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlightLogFile } from '../../src/lib/contract/flights';
import { startService, type RunningService } from '../../server/testing/start-service';
import { authHeaders, call, login, type Session } from '../api-client';

// Own service: rows are removed behind its back (as a crash between a row's delete and its file's
// removal would leave them), and it is restarted on the same DATA_DIR.
let service: RunningService;
let amara: Session;
let dataDir: string;

interface Item {
  id: string;
  storagePath: string | null;
  thumbnailPath: string | null;
}

async function mediaItems(): Promise<Item[]> {
  const r = await call<{ data: { list: { items: Item[] } } }>('POST', '/graphql', {
    headers: authHeaders.media(amara),
    body: { query: '{ list(limit: 200) { items { id storagePath thumbnailPath } } }' },
    base: service.url,
  });
  return r.body.data.list.items;
}

const cdn = (area: string, rel: string) => fetch(`${service.url}/cdn/${area}/${rel}`).then((r) => r.status);

beforeAll(async () => {
  service = await startService({ env: { CAMERAS: 'off' } });
  dataDir = service.dataDir;
  amara = await login('amara', undefined, service.url);
}, 180_000);

afterAll(async () => {
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('files the service stores', () => {
  let goneFlight: string;
  let goneMedia: Item;
  let keptFlight: string;

  it('answers 404 on the CDN for a file whose row is gone, though the file is still on disk', async () => {
    const logs = (await call<{ items: FlightLogFile[] }>('GET', '/v1/flights', { headers: authHeaders.flights(amara), base: service.url }))
      .body.items;
    const byPath = new Map<string, number>();
    for (const f of logs) byPath.set(f.storagePath, (byPath.get(f.storagePath) ?? 0) + 1);
    const [gone, kept] = logs.filter((f) => byPath.get(f.storagePath) === 1);
    goneFlight = gone?.storagePath ?? '';
    keptFlight = kept?.storagePath ?? '';
    const item = (await mediaItems()).find((i) => i.storagePath && i.thumbnailPath);
    expect(item).toBeDefined();
    goneMedia = item as Item;
    expect(await cdn('flights', goneFlight)).toBe(200);
    expect(await cdn('media', goneMedia.storagePath ?? '')).toBe(200);
    expect(await cdn('media', goneMedia.thumbnailPath ?? '')).toBe(200);

    const db = new Database(path.join(dataDir, 'service.sqlite'));
    db.prepare('DELETE FROM flight_logs WHERE storage_path = ?').run(goneFlight);
    db.prepare('DELETE FROM media_items WHERE id = ?').run(goneMedia.id);
    db.close();

    expect(fs.existsSync(path.join(dataDir, 'flights', goneFlight))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'media', goneMedia.storagePath ?? ''))).toBe(true);
    expect(await cdn('flights', goneFlight)).toBe(404);
    expect(await cdn('media', goneMedia.storagePath ?? '')).toBe(404);
    expect(await cdn('media', goneMedia.thumbnailPath ?? '')).toBe(404);
    expect(await cdn('flights', keptFlight)).toBe(200);
  });

  it('sweeps half-received uploads and orphan files at start, logs counts and names (no stored paths), keeps the rest', async () => {
    await service.stop();
    fs.writeFileSync(path.join(dataDir, 'tmp', 'upload-half-received'), Buffer.alloc(4096, 1));
    const strayDir = path.join(dataDir, 'media', 'f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0');
    fs.mkdirSync(strayDir);
    fs.writeFileSync(path.join(strayDir, 'never-inserted.jpg'), 'x');

    service = await startService({ dataDir, env: { CAMERAS: 'off' } });
    const out = service.output();
    const line = out.split('\n').find((l) => l.includes('start-up sweep removed')) ?? '';
    expect(line).toContain('1 half-received upload(s) in tmp/ (upload-half-received)');
    expect(line).toMatch(/3 orphan media file\(s\) \(.*never-inserted\.jpg/);
    expect(line).toContain('1 orphan flights file(s)');
    expect(line).toContain(path.posix.basename(goneFlight));
    // Names only: a stored path's random folder is its CDN address.
    expect(line).not.toContain(path.posix.dirname(goneMedia.storagePath ?? 'x/y'));
    expect(line).not.toContain(path.posix.dirname(goneFlight));

    expect(fs.readdirSync(path.join(dataDir, 'tmp'))).toEqual([]);
    expect(fs.existsSync(strayDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'flights', goneFlight))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'media', goneMedia.storagePath ?? ''))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'media', path.posix.dirname(goneMedia.storagePath ?? 'x/y')))).toBe(false);
    amara = await login('amara', undefined, service.url);
    expect(await cdn('flights', keptFlight)).toBe(200);
    const items = await mediaItems();
    expect(items.length).toBeGreaterThan(0);
    for (const i of items.slice(0, 20)) if (i.storagePath) expect(await cdn('media', i.storagePath)).toBe(200);
  }, 180_000);

  it('says nothing when there was nothing to sweep', async () => {
    await service.stop();
    service = await startService({ dataDir, env: { CAMERAS: 'off' } });
    expect(service.output()).not.toContain('start-up sweep removed');
  }, 180_000);
});
