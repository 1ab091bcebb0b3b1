import { describe, expect, it } from 'vitest';
import {
  entriesFromJournal,
  entriesToStart,
  journalOf,
  matchPickedFiles,
  parseJournal,
  uploadTotals,
  type UploadEntry,
  type UploadStatus,
} from './upload-queue';

const entry = (id: string, status: UploadStatus, size = 100, loaded = 0): UploadEntry => ({
  id,
  name: `${id}.jpg`,
  size,
  location: 'team/f',
  folderName: 'F',
  status,
  loaded,
});

describe('upload queue', () => {
  it('starts queued files oldest first, never more than 4 in flight', () => {
    const entries = [
      entry('a', 'uploading'),
      entry('b', 'queued'),
      entry('c', 'done'),
      entry('d', 'queued'),
      entry('e', 'queued'),
      entry('f', 'queued'),
    ];
    expect(entriesToStart(entries)).toEqual(['b', 'd', 'e']);
    expect(entriesToStart(entries.map((e) => ({ ...e, status: 'uploading' as const })))).toEqual([]);
  });

  it('totals bytes and files, ignoring cancelled ones', () => {
    const t = uploadTotals([
      entry('a', 'done', 100, 40),
      entry('b', 'uploading', 300, 150),
      entry('c', 'cancelled', 999),
      entry('d', 'failed', 50, 10),
    ]);
    expect(t).toEqual({ loaded: 260, size: 450, done: 1, failed: 1, active: 1, count: 3 });
  });

  it('journals unfinished files and restores them as interrupted after a reload', () => {
    const journal = journalOf([entry('a', 'done'), entry('b', 'uploading', 5, 3), entry('c', 'cancelled'), entry('d', 'failed')]);
    expect(journal.map((j) => j.id)).toEqual(['b', 'd']);
    const restored = entriesFromJournal(parseJournal(JSON.stringify(journal)));
    expect(restored.map((e) => [e.id, e.status, e.loaded])).toEqual([
      ['b', 'interrupted', 0],
      ['d', 'interrupted', 0],
    ]);
    expect(parseJournal('{oops')).toEqual([]);
    expect(parseJournal('[{"id":1}]')).toEqual([]);
  });

  it('matches files picked again by name and size, one file per entry', () => {
    const entries = [entry('a', 'interrupted', 10), entry('b', 'interrupted', 20), entry('c', 'done', 10)];
    const files = [
      { name: 'b.jpg', size: 20 },
      { name: 'a.jpg', size: 11 },
      { name: 'a.jpg', size: 10 },
      { name: 'a.jpg', size: 10 },
    ];
    const { matched, unmatched } = matchPickedFiles(entries, files);
    expect(matched.map((m) => m.id)).toEqual(['b', 'a']);
    expect(unmatched).toEqual([files[1], files[3]]);
  });
});
