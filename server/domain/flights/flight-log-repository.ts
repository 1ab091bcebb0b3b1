import path from 'node:path';
import type { FlightFilters, FlightLogFile, FlightSelection } from '../../../src/lib/contract/flights';
import { FLIGHTS_DEFAULT_PAGE_SIZE } from '../../../src/lib/contract/flights';
import { invalid } from '../errors';
import type { Db } from '../../store/db';
import { decodeCursor, encodeCursor } from '../../store/cursor';
import { createStatementCache } from '../../store/statement-cache';
import { createFlightListCache } from './flight-list-cache';
import { flightWhere, type FlightScope } from './flight-query';

/** A selection for delete/download: resolved filters, as validated by the contract schema. */
export interface ResolvedSelection {
  items?: string[] | undefined;
  allSelected: boolean;
  filters?: FlightFilters | undefined;
}
export type { FlightSelection };

/** Row to insert; `doc` is rendered from it so list responses never rebuild objects. */
export interface FlightLogRecord extends FlightLogFile {
  uploadedAt: number;
  flightStartMs: number | null;
}

/**
 * A stored doc as listed: with `s3Path`, the deprecated alias of `storagePath` that the service
 * authors' sample client reads. Added on the way out, so it always equals the storage path
 * (older rows included) and is never stored twice.
 */
const LISTED_DOC = "json_set(doc, '$.s3Path', storage_path)";

/**
 * `LISTED_DOC` by string surgery, for the streamed list: a stored doc is an object without
 * `s3Path` (never stored), so the field goes before its closing brace. json_set (parse and
 * re-serialise) stays for the odd doc that has one, or is empty.
 */
const LISTED_ITEM = `CASE WHEN length(CAST(doc AS BLOB)) <= 2 OR instr(CAST(doc AS BLOB), CAST('"s3Path"' AS BLOB)) > 0
  THEN CAST(${LISTED_DOC} AS BLOB)
  ELSE substr(CAST(doc AS BLOB), 1, length(CAST(doc AS BLOB)) - 1) || CAST(',"s3Path":' || json_quote(storage_path) || '}' AS BLOB) END`;

const COMMA = Buffer.from(',');

/** The most logs one ZIP download may hold (the spec sets no limit; this keeps one archive sane). */
export const MAX_DOWNLOAD_FILES = 10_000;

export type FlightLogRepository = ReturnType<typeof createFlightLogRepository>;

/**
 * SQL access to flight logs. Statements are prepared once per distinct filter shape and
 * cached in this closure; list bodies are assembled from the stored JSON `doc` column.
 */
export function createFlightLogRepository(db: Db, filesRoot: string, listCacheBytes = 0) {
  // One statement per filter shape; bounded so no mix of filters grows it without end.
  const stmt = createStatementCache(db, 128);
  const lists = listCacheBytes > 0 ? createFlightListCache(db, listCacheBytes) : undefined;
  const insertStmt = db.prepare(
    `INSERT INTO flight_logs (id, team_id, company_id, storage_path, name, owner_id, device_id, pilot_name, version,
      uploaded_at, flight_start, has_comments, doc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  function insert(r: FlightLogRecord): void {
    const { uploadedAt: _u, flightStartMs: _f, ...file } = r;
    insertStmt.run(
      r.id,
      r.teamId,
      r.companyId,
      r.storagePath,
      r.name,
      r.ownerId,
      r.deviceId,
      r.pilotName,
      r.version ?? null,
      r.uploadedAt,
      r.flightStartMs,
      r.hasComments ? 1 : 0,
      JSON.stringify(file),
    );
  }

  /**
   * An unpaginated list body `{"items":[...]}`, in pieces of `chunk` logs: the matching rows' ids
   * are read in order now (one index scan; a bad filter throws here, before anything is sent),
   * then their docs by rowid, a piece at a time. The caller sends
   * each piece as it comes, so the first bytes leave at once and the event loop is free between
   * pieces (building and encoding 100,000 docs as one string took seconds before the first byte).
   * A log deleted while the answer is being sent is left out. With a list cache, a made answer
   * is kept (per scope and filters) until the next write to the logs.
   */
  function listAllPieces(scope: FlightScope, filters: FlightFilters, chunk = 2_000): Iterable<Buffer> {
    const w = flightWhere(scope, filters);
    const key = JSON.stringify([scope.column, scope.value, filters, chunk]);
    const kept = lists?.get(key);
    if (kept) return kept;
    const version = lists?.version();
    const orderBy = `${w.dateColumn} DESC, id DESC`;
    const rowids = stmt(`SELECT rowid FROM flight_logs WHERE ${w.sql} ORDER BY ${orderBy}`)
      .pluck()
      .all(...w.params) as number[];
    const made = pieces(rowids, chunk, orderBy);
    return lists && version !== undefined ? lists.record(key, version, made) : made;
  }

  /**
   * Each piece is made by SQLite and handed over as bytes: the docs never become JS strings
   * (decoding 85 MB of docs to strings and encoding them back took ~2.5 of ~3.5 s for 100,000
   * logs; this ~1.2 s). The batch's rows are contiguous in the list's order, so ordering the
   * batch by the same key in a subquery keeps it (SQLite concatenates in the subquery's order;
   * `group_concat(… ORDER BY …)` says so explicitly but measured 2× slower). Bytes, not text:
   * substr and length on a blob do not walk UTF-8.
   */
  function* pieces(rowids: number[], chunk: number, orderBy: string): Generator<Buffer> {
    const batch = stmt(
      `SELECT CAST(group_concat(item, ',') AS BLOB) FROM (SELECT ${LISTED_ITEM} AS item FROM flight_logs
        WHERE rowid IN (SELECT value FROM json_each(?)) ORDER BY ${orderBy})`,
    ).pluck();
    let first = true;
    yield Buffer.from('{"items":[');
    for (let i = 0; i < rowids.length; i += chunk) {
      const bytes = batch.get(JSON.stringify(rowids.slice(i, i + chunk))) as Buffer | null;
      if (!bytes || bytes.length === 0) continue;
      yield first ? bytes : Buffer.concat([COMMA, bytes]);
      first = false;
    }
    yield Buffer.from(']}');
  }

  /** One keyset page as a ready JSON body `{"items":[...],"nextToken":...}`. */
  function listPageJson(scope: FlightScope, filters: FlightFilters, limit = FLIGHTS_DEFAULT_PAGE_SIZE, nextToken?: string): string {
    const w = flightWhere(scope, { ...filters, dateType: 'uploadDate' });
    const params = [...w.params];
    let sql = `SELECT uploaded_at, id, ${LISTED_DOC} FROM flight_logs WHERE ${w.sql}`;
    if (nextToken) {
      const c = decodeCursor(nextToken);
      sql += ' AND (uploaded_at, id) < (?, ?)';
      params.push(c.at, c.id);
    }
    sql += ' ORDER BY uploaded_at DESC, id DESC LIMIT ?';
    params.push(limit + 1);
    const rows = stmt(sql)
      .raw()
      .all(...params) as Array<[number, string, string]>;
    const page = rows.length > limit ? rows.slice(0, limit) : rows;
    const last = page[page.length - 1];
    const token = rows.length > limit && last ? encodeCursor({ at: last[0], id: last[1] }) : null;
    return `{"items":[${page.map((r) => r[2]).join(',')}],"nextToken":${JSON.stringify(token)}}`;
  }

  /** Team-scoped rows a delete/download request names: ids, or everything matching the filters. */
  function selected(teamId: string, sel: ResolvedSelection, columns: string, limit?: number, pluck = false): unknown[] {
    const scope: FlightScope = { column: 'team_id', value: teamId };
    const cap = limit === undefined ? '' : ` LIMIT ${limit + 1}`;
    if (sel.allSelected) {
      // The spec pairs allSelected with filters. A missing object must not mean "everything":
      // a client that lost its filters would wipe the team's logbook. `{}` says it on purpose.
      if (sel.filters === undefined) {
        throw invalid('filters is required when allSelected is true (send {} to select every log of the team)', 'filters');
      }
      const w = flightWhere(scope, sel.filters);
      // pluck for one column: 100,000 ids as strings took 40 ms, as row objects 130 ms.
      return stmt(`SELECT ${columns} FROM flight_logs WHERE ${w.sql} ORDER BY ${w.dateColumn} DESC, id DESC${cap}`)
        .pluck(pluck)
        .all(...w.params);
    }
    if (!sel.items || sel.items.length === 0) throw invalid('items is required unless allSelected is true', 'items');
    // `+team_id`: look each id up by primary key rather than walk the team's whole index (40 ms at 100,000 logs).
    return stmt(
      `SELECT ${columns} FROM flight_logs WHERE +team_id = ? AND id IN (SELECT value FROM json_each(?)) ORDER BY uploaded_at DESC, id DESC${cap}`,
    ).all(teamId, JSON.stringify(sel.items));
  }

  /**
   * Ids of the team's logs a delete names, in list order: everything matching the filters
   * (one index scan of ids alone: ~40 ms for 100,000, measured in docs/benchmarks.md), or the
   * given ids, deduplicated (unknown and other teams' ids are skipped by the delete itself).
   * The delete then works through them in chunks, so what it deletes is what matched when it began.
   */
  function selectedIds(teamId: string, sel: ResolvedSelection): string[] {
    if (!sel.allSelected) {
      if (!sel.items || sel.items.length === 0) throw invalid('items is required unless allSelected is true', 'items');
      return [...new Set(sel.items)];
    }
    return selected(teamId, sel, 'id', undefined, true) as string[];
  }

  /** One log of the team as its stored JSON, or undefined (unknown or another team's). */
  function getJson(teamId: string, id: string): string | undefined {
    return stmt(`SELECT ${LISTED_DOC} FROM flight_logs WHERE team_id = ? AND id = ?`).pluck().get(teamId, id) as string | undefined;
  }

  /** Name and absolute path of each selected file, for the ZIP download. */
  function filesFor(teamId: string, sel: ResolvedSelection): Array<{ name: string; file: string }> {
    const rows = selected(teamId, sel, 'name, storage_path', MAX_DOWNLOAD_FILES) as Array<{ name: string; storage_path: string }>;
    if (rows.length > MAX_DOWNLOAD_FILES) {
      throw invalid(`A download holds at most ${MAX_DOWNLOAD_FILES} logs; narrow the selection`, sel.allSelected ? 'filters' : 'items');
    }
    return rows.map((r) => ({ name: r.name, file: path.join(filesRoot, r.storage_path) }));
  }

  return { insert, listAllPieces, listPageJson, getJson, selectedIds, filesFor };
}
