import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';
import { createFileRemovals } from '../../store/file-removals';
import { createFlightBulkDelete } from './flight-bulk-delete';
import { createFlightLogRepository, type FlightLogRecord } from './flight-log-repository';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-flight-bulk-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const roots = { flights: path.join(dir, 'flights'), media: path.join(dir, 'media') };

const record = (i: number, storagePath: string, teamId = 'team-a'): FlightLogRecord => ({
  id: `f${i}`,
  storagePath,
  name: `Flight ${i}`,
  teamId,
  teamName: teamId,
  companyId: 'cmp',
  ownerId: 'u',
  deviceId: 'd',
  pilotName: 'P',
  uploadedAt: 1_700_000_000_000 + i * 1000,
  flightStartMs: null,
});

const write = (rel: string) => {
  const file = path.join(roots.flights, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'csv');
  return file;
};

describe('the chunked flight delete', () => {
  const db = openDatabase(dir);
  db.exec(`INSERT INTO companies (id, name) VALUES ('cmp', 'C');
    INSERT INTO teams (id, company_id, name, api_key) VALUES ('team-a', 'cmp', 'A', 'k'), ('team-b', 'cmp', 'B', 'k2');`);
  const repo = createFlightLogRepository(db, roots.flights);
  const files = createFileRemovals(db, roots);
  const count = () => db.prepare('SELECT COUNT(*) FROM flight_logs').pluck().get() as number;

  it('deletes in chunks, yields between them, removes a shared file with its last row, skips other teams', async () => {
    const shared = write('a/shared/x.csv');
    const own = write('a/own/y.csv');
    const other = write('b/other/z.csv');
    for (let i = 0; i < 25; i++) repo.insert(record(i, 'a/shared/x.csv'));
    repo.insert(record(25, 'a/own/y.csv'));
    repo.insert(record(26, 'b/other/z.csv', 'team-b'));
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const ids = repo.selectedIds('team-a', { allSelected: true, filters: {} });
    const deleted = await createFlightBulkDelete(db, files, 4).run('team-a', [...ids, 'f26', 'nope']);
    clearInterval(ticker);
    expect(deleted).toEqual(ids);
    expect(deleted).toHaveLength(26);
    expect(turns).toBeGreaterThan(0);
    expect(count()).toBe(1);
    expect(fs.existsSync(shared) || fs.existsSync(own)).toBe(false);
    expect(fs.existsSync(path.dirname(own))).toBe(false);
    expect(fs.existsSync(other)).toBe(true);
    expect(db.prepare('SELECT COUNT(*) FROM pending_file_removals').pluck().get()).toBe(0);
  });

  it('finishes removals a stopped service left, at the next start', async () => {
    const left = write('a/left/w.csv');
    db.prepare("INSERT INTO pending_file_removals (area, path) VALUES ('flights', 'a/left/w.csv'), ('flights', '../escape')").run();
    expect(await createFileRemovals(db, roots).flushAll()).toBe(2);
    expect(fs.existsSync(left)).toBe(false);
    expect(db.prepare('SELECT COUNT(*) FROM pending_file_removals').pluck().get()).toBe(0);
  });
});
