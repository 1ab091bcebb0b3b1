import type { Statement } from 'better-sqlite3';
import type { Db } from '../../store/db';
import type { FileArea } from '../../store/file-removals';

/** A table whose rows a deletion keeps: its key as an SQL expression, and the columns naming stored files. */
export interface VaultTable {
  table: 'flight_logs' | 'media_items' | 'missions' | 'jobs' | 'job_users' | 'tasks';
  key: string;
  files?: ReadonlyArray<{ area: FileArea; column: string }>;
}

/** Column → SQL expression over `row` (the kept JSON) used instead of the kept value on restore. */
export type Overrides = Record<string, string>;

/**
 * Moves whole rows between their table and `trash_rows` (migration 018), in SQL only: a row is
 * kept as `json_object(every column)` and put back with `json_extract` per column, so a chunk of
 * 2,000 rows never crosses into JavaScript. The columns are read from the table itself, so a
 * column another migration adds is kept too. Every function runs inside the caller's transaction.
 */
export function createRowVault(db: Db) {
  const statements = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  const columnCache = new Map<string, string[]>();
  function columns(table: string): string[] {
    let cols = columnCache.get(table);
    if (!cols) {
      cols = (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);
      columnCache.set(table, cols);
    }
    return cols;
  }

  /**
   * Keeps the rows of `t` matching `where` (SQL over the table, named parameters in `params`) in the
   * entry, records their files as trashed and deletes the rows. `root` is an SQL expression for the
   * item the user chose. Returns how many rows moved.
   */
  function stash(entryId: string, t: VaultTable, root: string, where: string, params: Record<string, unknown>): number {
    const json = columns(t.table)
      .map((c) => `'${c}', ${c}`)
      .join(', ');
    const p = { ...params, entryId };
    for (const f of t.files ?? []) {
      prepared(
        `INSERT OR IGNORE INTO trash_files (area, path, entry_id) SELECT '${f.area}', ${f.column}, @entryId FROM ${t.table} WHERE (${where}) AND ${f.column} IS NOT NULL`,
      ).run(p);
    }
    prepared(
      `INSERT INTO trash_rows (entry_id, tbl, row_id, root_id, row) SELECT @entryId, '${t.table}', ${t.key}, ${root}, json_object(${json}) FROM ${t.table} WHERE ${where}`,
    ).run(p);
    return prepared(`DELETE FROM ${t.table} WHERE ${where}`).run(params).changes;
  }

  /**
   * Puts back up to `limit` kept rows of `t` (of one root when `rootId` is given), with `overrides`
   * for some columns, and clears their trashed files. Returns how many rows moved back.
   */
  function unstash(
    entryId: string,
    t: VaultTable,
    limit: number,
    rootId?: string,
    overrides: Overrides = {},
    params: Record<string, unknown> = {},
  ): number {
    const byRoot = rootId === undefined ? '' : ' AND root_id = @rootId';
    const ids = prepared(`SELECT row_id FROM trash_rows WHERE entry_id = @entryId AND tbl = '${t.table}'${byRoot} LIMIT @limit`)
      .pluck()
      .all({ entryId, rootId, limit }) as string[];
    if (ids.length === 0) return 0;
    const p = { ...params, entryId, ids: JSON.stringify(ids), ...(rootId === undefined ? {} : { rootId }) };
    const mine = `entry_id = @entryId AND tbl = '${t.table}' AND row_id IN (SELECT value FROM json_each(@ids))`;
    for (const f of t.files ?? []) {
      prepared(
        `DELETE FROM trash_files WHERE area = '${f.area}' AND entry_id = @entryId AND path IN (SELECT json_extract(row, '$.${f.column}') FROM trash_rows WHERE ${mine})`,
      ).run(p);
    }
    const cols = columns(t.table);
    const values = cols.map((c) => overrides[c] ?? `json_extract(row, '$.${c}')`).join(', ');
    prepared(`INSERT INTO ${t.table} (${cols.join(', ')}) SELECT ${values} FROM trash_rows WHERE ${mine}`).run(p);
    prepared(`DELETE FROM trash_rows WHERE ${mine}`).run(p);
    return ids.length;
  }

  /**
   * Destroys up to `limit` kept rows of `t` and returns the stored files no live row and no other
   * deletion refers to any more (the caller remembers them for removal in the same transaction).
   */
  function destroy(entryId: string, t: VaultTable, limit: number): { count: number; orphans: Array<{ area: FileArea; path: string }> } {
    const rows = prepared(`SELECT row_id, row FROM trash_rows WHERE entry_id = ? AND tbl = '${t.table}' LIMIT ?`).all(
      entryId,
      limit,
    ) as Array<{
      row_id: string;
      row: string;
    }>;
    if (rows.length === 0) return { count: 0, orphans: [] };
    const paths: Array<{ area: FileArea; path: string }> = [];
    for (const r of rows) {
      const row = JSON.parse(r.row) as Record<string, unknown>;
      for (const f of t.files ?? []) {
        const p = row[f.column];
        if (typeof p === 'string' && p) paths.push({ area: f.area, path: p });
      }
    }
    prepared(`DELETE FROM trash_rows WHERE entry_id = ? AND tbl = '${t.table}' AND row_id IN (SELECT value FROM json_each(?))`).run(
      entryId,
      JSON.stringify(rows.map((r) => r.row_id)),
    );
    const orphans = paths.filter(({ area, path }) => {
      prepared('DELETE FROM trash_files WHERE area = ? AND path = ? AND entry_id = ?').run(area, path, entryId);
      return !stillUsed(area, path);
    });
    return { count: rows.length, orphans };
  }

  /** Whether a live row or another deletion still refers to the file. */
  function stillUsed(area: FileArea, path: string): boolean {
    if (prepared('SELECT 1 FROM trash_files WHERE area = ? AND path = ? LIMIT 1').get(area, path)) return true;
    if (area === 'flights') return !!prepared('SELECT 1 FROM flight_logs WHERE storage_path = ? LIMIT 1').get(path);
    return !!prepared('SELECT 1 FROM media_items WHERE storage_path = ? OR thumbnail_path = ? LIMIT 1').get(path, path);
  }

  /**
   * True when the file belongs to trashed rows only: the CDN then answers 404. A file a live row
   * also refers to (the bench seed shares one log file between many rows) is still served.
   */
  function isTrashedFile(area: FileArea, path: string): boolean {
    if (!prepared('SELECT 1 FROM trash_files WHERE area = ? AND path = ? LIMIT 1').get(area, path)) return false;
    const live =
      area === 'flights'
        ? prepared('SELECT 1 FROM flight_logs WHERE storage_path = ? LIMIT 1').get(path)
        : prepared('SELECT 1 FROM media_items WHERE storage_path = ? LIMIT 1').get(path);
    return !live;
  }

  return { stash, unstash, destroy, isTrashedFile };
}
