import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../store/db';
import { createFlightLogRepository, type FlightLogRecord } from './flight-log-repository';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lops-flight-repo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const record = (i: number, over: Partial<FlightLogRecord> = {}): FlightLogRecord => ({
  id: `f${i}`,
  storagePath: `logs/r${i}/f${i}.csv`,
  name: `Flight ${i}`,
  teamId: 'team-a',
  teamName: 'A',
  companyId: 'cmp',
  ownerId: 'u',
  deviceId: 'd',
  pilotName: 'P',
  uploadedAt: 1_700_000_000_000 + i * 1000,
  flightStartMs: null,
  ...over,
});

describe('the streamed flight list', () => {
  const db = openDatabase(dir);
  db.prepare("INSERT INTO companies (id, name) VALUES ('cmp', 'C')").run();
  db.prepare("INSERT INTO teams (id, company_id, name, api_key) VALUES ('team-a', 'cmp', 'A', 'k')").run();
  const repo = createFlightLogRepository(db, path.join(dir, 'flights'));
  for (let i = 0; i < 7; i++) repo.insert(record(i, i === 3 ? { name: 'Zürich, "Ost" ✈ \\ Nord\n' } : {}));
  // A doc that already holds the alias (as an import might write it): the alias still equals storagePath.
  repo.insert({ ...record(7), s3Path: 'stale/path.csv' } as FlightLogRecord);

  it('is valid JSON in pieces, newest upload first, each item with s3Path equal to its storagePath', () => {
    const pieces = [...repo.listAllPieces({ column: 'company_id', value: 'cmp' }, {}, 3)];
    expect(pieces.length).toBeGreaterThan(3);
    const body = JSON.parse(Buffer.concat(pieces.map((p) => Buffer.from(p))).toString('utf8')) as {
      items: Array<{ id: string; name: string; storagePath: string; s3Path: string }>;
    };
    expect(body.items.map((f) => f.id)).toEqual(['f7', 'f6', 'f5', 'f4', 'f3', 'f2', 'f1', 'f0']);
    for (const f of body.items) expect(f.s3Path).toBe(f.storagePath);
    expect(body.items.find((f) => f.id === 'f3')?.name).toBe('Zürich, "Ost" ✈ \\ Nord\n');
  });

  it('is the same body as the one-by-one JSON form, and an empty list is {"items":[]}', () => {
    const got = Buffer.concat([...repo.listAllPieces({ column: 'team_id', value: 'team-a' }, {}, 2)].map((p) => Buffer.from(p)));
    const ids = ['f7', 'f6', 'f5', 'f4', 'f3', 'f2', 'f1', 'f0'];
    const want = `{"items":[${ids.map((id) => repo.getJson('team-a', id)).join(',')}]}`;
    expect(got.toString('utf8')).toBe(want);
    const none = Buffer.concat([...repo.listAllPieces({ column: 'team_id', value: 'nobody' }, {})].map((p) => Buffer.from(p)));
    expect(JSON.parse(none.toString('utf8'))).toEqual({ items: [] });
  });
});
