import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';
import { createFileRemovals } from '../../store/file-removals';
import { createMediaBulkDelete } from './media-bulk-delete';
import { createMediaRepository, folderRow, type MediaRow } from './media-repository';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-media-bulk-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const roots = { flights: path.join(dir, 'flights'), media: path.join(dir, 'media') };

const file = (id: string, parentId: string, location: string, storage: string): MediaRow => ({
  ...folderRow({ id, teamId: 't', parentId, location, name: id, ownerId: 'u', createdAt: 1 }),
  type: 'I',
  mime_type: 'image/jpeg',
  storage_path: storage,
});

describe('the chunked media delete', () => {
  const db = openDatabase(dir);
  const store = createMediaRepository(db);
  const files = createFileRemovals(db, roots);

  it('deletes a folder tree in chunks, never a folder before what it holds, and the files nobody else uses', async () => {
    // t / A / B / (30 files), A / (5 files), and one file outside that shares A's first file.
    const rows: MediaRow[] = [folderRow({ id: 'A', teamId: 't', parentId: 't', location: 't', name: 'A', ownerId: 'u', createdAt: 1 })];
    rows.push(folderRow({ id: 'B', teamId: 't', parentId: 'A', location: 't/A', name: 'B', ownerId: 'u', createdAt: 1 }));
    for (let i = 0; i < 30; i++) rows.push(file(`b${i}`, 'B', 't/A/B', `u${i}/f.jpg`));
    for (let i = 0; i < 5; i++) rows.push(file(`a${i}`, 'A', 't/A', `v${i}/f.jpg`));
    rows.push(file('keep', 't', 't', 'v0/f.jpg'));
    store.insertMany(rows);
    for (const r of rows) {
      const abs = path.join(roots.media, r.storage_path ?? '');
      if (!r.storage_path) continue;
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, 'x');
    }
    // After every chunk, no item's parent folder is missing.
    const orphaned = db.prepare(
      'SELECT COUNT(*) FROM media_items m WHERE m.parent_id != m.team_id AND NOT EXISTS (SELECT 1 FROM media_items p WHERE p.id = m.parent_id)',
    );
    const counts: number[] = [];
    const timer = setInterval(() => counts.push(orphaned.pluck().get() as number), 0);
    await createMediaBulkDelete(db, files, 7).run('t', 'A');
    clearInterval(timer);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((n) => n === 0)).toBe(true);
    expect(db.prepare('SELECT id FROM media_items').pluck().all()).toEqual(['keep']);
    expect(fs.existsSync(path.join(roots.media, 'u3/f.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(roots.media, 'v1/f.jpg'))).toBe(false);
    expect(fs.existsSync(path.join(roots.media, 'v0/f.jpg'))).toBe(true);
    expect(db.prepare('SELECT COUNT(*) FROM pending_file_removals').pluck().get()).toBe(0);
  });
});
