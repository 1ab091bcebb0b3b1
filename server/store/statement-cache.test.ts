import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createStatementCache } from './statement-cache';

describe('createStatementCache', () => {
  it('reuses a statement and keeps at most `capacity`, dropping the least recently used', () => {
    const db = new Database(':memory:');
    const stmt = createStatementCache(db, 2);
    const one = stmt('SELECT 1');
    expect(stmt('SELECT 1')).toBe(one);
    const two = stmt('SELECT 2');
    stmt('SELECT 1'); // now SELECT 2 is the oldest
    stmt('SELECT 3');
    expect(stmt('SELECT 1')).toBe(one);
    expect(stmt('SELECT 2')).not.toBe(two);
    db.close();
  });
});
