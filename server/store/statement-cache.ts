import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

/**
 * Prepared statements by SQL text, least recently used dropped past `capacity`. Queries built
 * from filters have one text per filter shape; a shape a client can vary (how many tags, which
 * filters) must not grow the cache without end.
 */
export function createStatementCache(db: Db, capacity: number): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let stmt = cache.get(sql);
    if (stmt)
      cache.delete(sql); // re-inserted below: a Map iterates oldest first
    else stmt = db.prepare(sql);
    cache.set(sql, stmt);
    if (cache.size > capacity) cache.delete(cache.keys().next().value as string);
    return stmt;
  };
}
