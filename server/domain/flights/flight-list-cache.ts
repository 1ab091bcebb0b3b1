import type { Statement } from 'better-sqlite3';
import type { Db } from '../../store/db';

/**
 * The bytes of unpaginated flight lists (`/v1/flights/company`, `/v1/flights`), kept after they
 * were made once, so a warm service answers 100,000 logs (~95 MB) at loopback speed instead of
 * re-making them in SQLite (1.2–3.5 s measured) on every open of the company view.
 *
 * Invalidated by ANY write to `flight_logs` on this connection (temporary triggers bump a
 * counter, whichever code wrote: routes, seeds, raw SQL) or on another connection (SQLite's
 * `data_version`). An entry is stored only if no write happened while it was being made, and
 * entries are keyed by scope (company or team id) and filters, so no answer crosses scopes.
 * Bounded by bytes, least recently used first out.
 */
export interface FlightListCache {
  /** The data's version now: take it BEFORE reading what the answer is made of. */
  version(): string;
  /** The cached pieces for `key`, or undefined. */
  get(key: string): readonly Buffer[] | undefined;
  /**
   * Wraps the pieces of a fresh answer made from the data at `version`: they are stored once all
   * have been made, if nothing was written meanwhile.
   */
  record(key: string, version: string, pieces: Iterable<Buffer>): Iterable<Buffer>;
}

const TRIGGERS = `
    CREATE TEMP TABLE IF NOT EXISTS flight_logs_writes (n INTEGER NOT NULL);
    INSERT INTO temp.flight_logs_writes (n) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM temp.flight_logs_writes);
    CREATE TEMP TRIGGER IF NOT EXISTS flight_logs_written_ins AFTER INSERT ON main.flight_logs
      BEGIN UPDATE temp.flight_logs_writes SET n = n + 1; END;
    CREATE TEMP TRIGGER IF NOT EXISTS flight_logs_written_upd AFTER UPDATE ON main.flight_logs
      BEGIN UPDATE temp.flight_logs_writes SET n = n + 1; END;
    CREATE TEMP TRIGGER IF NOT EXISTS flight_logs_written_del AFTER DELETE ON main.flight_logs
      BEGIN UPDATE temp.flight_logs_writes SET n = n + 1; END;
`;

export function createFlightListCache(db: Db, maxBytes: number): FlightListCache {
  // Created on the first list asked for, not with the service: nothing is kept before, and the
  // seeding of 100,000 logs at start-up then runs without a trigger per row.
  let writes: Statement | undefined;
  const version = () => {
    if (!writes) {
      db.exec(TRIGGERS);
      writes = db.prepare('SELECT n FROM temp.flight_logs_writes').pluck();
    }
    return `${writes.get() as number}:${db.pragma('data_version', { simple: true }) as number}`;
  };
  /** Insertion order is recency order: a hit moves its entry to the end. */
  const entries = new Map<string, { version: string; pieces: Buffer[]; bytes: number }>();
  let total = 0;

  function drop(key: string): void {
    const e = entries.get(key);
    if (!e) return;
    total -= e.bytes;
    entries.delete(key);
  }

  function get(key: string): readonly Buffer[] | undefined {
    const e = entries.get(key);
    if (!e) return undefined;
    entries.delete(key);
    if (e.version !== version()) {
      total -= e.bytes;
      return undefined;
    }
    entries.set(key, e);
    return e.pieces;
  }

  function* record(key: string, before: string, pieces: Iterable<Buffer>): Generator<Buffer> {
    const kept: Buffer[] = [];
    let bytes = 0;
    for (const piece of pieces) {
      if (bytes <= maxBytes) kept.push(piece);
      bytes += piece.length;
      yield piece;
    }
    if (bytes > maxBytes || version() !== before) return;
    drop(key);
    entries.set(key, { version: before, pieces: kept, bytes });
    total += bytes;
    for (const k of entries.keys()) {
      if (total <= maxBytes) break;
      drop(k);
    }
  }

  return { version, get, record };
}
