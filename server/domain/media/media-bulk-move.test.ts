import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';
import { createMediaBulkMove } from './media-bulk-move';
import { createMediaRepository, folderRow, type MediaRow } from './media-repository';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-media-move-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const folder = (id: string, parentId: string, location: string): MediaRow =>
  folderRow({ id, teamId: 't', parentId, location, name: id, ownerId: 'u', createdAt: 1 });
const item = (id: string, parentId: string, location: string): MediaRow => ({ ...folder(id, parentId, location), type: 'I' });

describe('the chunked media move', () => {
  const db = openDatabase(dir);
  const store = createMediaRepository(db);
  // t / A / B / (20 items), A / (5 items); D is the destination.
  const rows = [folder('A', 't', 't'), folder('B', 'A', 't/A'), folder('D', 't', 't')];
  for (let i = 0; i < 20; i++) rows.push(item(`b${i}`, 'B', 't/A/B'));
  for (let i = 0; i < 5; i++) rows.push(item(`a${i}`, 'A', 't/A'));
  store.insertMany(rows);
  const locations = () => db.prepare("SELECT location FROM media_items WHERE id != 'D' ORDER BY id").pluck().all() as string[];

  it('moves a folder first, then its descendants a chunk at a time, and clears its journal', async () => {
    let turns = 0;
    const timer = setInterval(() => turns++, 0);
    await createMediaBulkMove(db, 4).run(store.get('t', 'A') as MediaRow, 'D', 't/D', 2);
    clearInterval(timer);
    expect(turns).toBeGreaterThan(0);
    expect(store.get('t', 'A')).toMatchObject({ parent_id: 'D', location: 't/D', updated_at: 2 });
    expect(locations().every((l) => l === 't/D' || l.startsWith('t/D/A'))).toBe(true);
    expect(store.get('t', 'b3')?.location).toBe('t/D/A/B');
    expect(db.prepare('SELECT COUNT(*) FROM pending_media_moves').pluck().get()).toBe(0);
  });

  it('finishes a move a stopped service left, at the next start', async () => {
    // As if the service stopped after the folder row moved back to the root and one chunk.
    db.prepare("UPDATE media_items SET location = 't', parent_id = 't' WHERE id = 'A'").run();
    db.prepare("UPDATE media_items SET location = 't/A' WHERE id IN ('B', 'a0')").run();
    db.prepare("INSERT INTO pending_media_moves (team_id, old_prefix, new_prefix) VALUES ('t', 't/D/A', 't/A')").run();
    expect(await createMediaBulkMove(db, 3).resumeAll()).toBe(1);
    expect(store.get('t', 'b7')?.location).toBe('t/A/B');
    expect(store.get('t', 'a4')?.location).toBe('t/A');
    expect(locations().every((l) => l === 't' || l.startsWith('t/A'))).toBe(true);
  });
});
