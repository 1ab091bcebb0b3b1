import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';
import { createFileRemovals } from '../../store/file-removals';
import { createFlightBulkDelete } from './flight-bulk-delete';
import { createFlightLogRepository, type FlightLogRecord } from './flight-log-repository';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-flight-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const record = (i: number, teamId = 'team-a', companyId = 'cmp'): FlightLogRecord => ({
  id: `f${i}`,
  storagePath: `logs/r${i}/f${i}.csv`,
  name: `Flight ${i}`,
  teamId,
  teamName: teamId,
  companyId,
  ownerId: 'u',
  deviceId: 'd',
  pilotName: 'P',
  uploadedAt: 1_700_000_000_000 + i * 1000,
  flightStartMs: null,
});

describe('the kept bytes of unpaginated flight lists', () => {
  const db = openDatabase(dir);
  db.exec(`INSERT INTO companies (id, name) VALUES ('cmp', 'C'), ('cmp2', 'D');
    INSERT INTO teams (id, company_id, name, api_key) VALUES ('team-a', 'cmp', 'A', 'k'), ('team-b', 'cmp2', 'B', 'k2');`);
  const repo = createFlightLogRepository(db, path.join(dir, 'flights'), 64 * 1024 * 1024);
  for (let i = 0; i < 5; i++) repo.insert(record(i));
  repo.insert(record(100, 'team-b', 'cmp2'));
  const ids = (scope: string, value: string) =>
    (
      JSON.parse(
        Buffer.concat([...repo.listAllPieces({ column: scope === 'team' ? 'team_id' : 'company_id', value }, {}, 2)]).toString(),
      ) as {
        items: Array<{ id: string }>;
      }
    ).items.map((f) => f.id);

  it('serves the same pieces again while nothing is written, per scope', () => {
    expect(ids('company', 'cmp')).toEqual(['f4', 'f3', 'f2', 'f1', 'f0']);
    const a = [...repo.listAllPieces({ column: 'company_id', value: 'cmp' }, {}, 2)];
    const b = [...repo.listAllPieces({ column: 'company_id', value: 'cmp' }, {}, 2)];
    expect(b).toHaveLength(a.length);
    b.forEach((piece, i) => expect(piece).toBe(a[i]));
    // Another company's answer is its own, never the kept one.
    expect(ids('company', 'cmp2')).toEqual(['f100']);
  });

  it('forgets an answer on any write: through the repository, raw SQL, or another connection', async () => {
    expect(ids('company', 'cmp')).toHaveLength(5);
    repo.insert(record(5));
    expect(ids('company', 'cmp')[0]).toBe('f5');
    const files = createFileRemovals(db, { flights: path.join(dir, 'flights'), media: path.join(dir, 'media') });
    await createFlightBulkDelete(db, files).run('team-a', ['f5']);
    expect(ids('company', 'cmp')).toEqual(['f4', 'f3', 'f2', 'f1', 'f0']);
    db.prepare("UPDATE flight_logs SET uploaded_at = 1 WHERE id = 'f4'").run();
    expect(ids('company', 'cmp').at(-1)).toBe('f4');
    const other = new Database(path.join(dir, 'service.sqlite'));
    other.prepare("DELETE FROM flight_logs WHERE id = 'f3'").run();
    other.close();
    expect(ids('company', 'cmp')).toEqual(['f2', 'f1', 'f0', 'f4']);
  });

  it('does not keep an answer made while the logs changed', () => {
    const before = [...repo.listAllPieces({ column: 'team_id', value: 'team-a' }, {}, 1)];
    const iter = repo.listAllPieces({ column: 'team_id', value: 'team-a' }, {}, 1)[Symbol.iterator]();
    iter.next();
    repo.insert(record(6));
    for (let r = iter.next(); !r.done; r = iter.next());
    expect(ids('team', 'team-a')[0]).toBe('f6');
    expect(before.length).toBeGreaterThan(0);
  });
});
