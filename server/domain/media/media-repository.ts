import { FOLDER_MIME } from '../../../src/lib/contract/media';
import type { Db } from '../../store/db';
import { createStatementCache } from '../../store/statement-cache';

/** One row of media_items, as stored. */
export interface MediaRow {
  id: string;
  team_id: string;
  parent_id: string;
  location: string;
  type: string;
  name: string;
  tags: string | null;
  device_id: string | null;
  created_at: number;
  updated_at: number | null;
  uploaded_at: number | null;
  owner_id: string;
  storage_path: string | null;
  thumbnail_path: string | null;
  mime_type: string;
  metadata: string | null;
  annotations: string | null;
  is_approved: number | null;
}

/** A folder record: one shape for the drive's "new folder", the demo seed and the benchmark seed. */
export function folderRow(f: {
  id: string;
  teamId: string;
  parentId: string;
  location: string;
  name: string;
  ownerId: string;
  createdAt: number;
  updatedAt?: number;
}): MediaRow {
  return {
    id: f.id,
    team_id: f.teamId,
    parent_id: f.parentId,
    location: f.location,
    type: 'F',
    name: f.name,
    tags: null,
    device_id: null,
    created_at: f.createdAt,
    updated_at: f.updatedAt ?? f.createdAt,
    uploaded_at: null,
    owner_id: f.ownerId,
    storage_path: null,
    thumbnail_path: null,
    mime_type: FOLDER_MIME,
    metadata: null,
    annotations: null,
    is_approved: null,
  };
}

export const COLUMNS = [
  'id',
  'team_id',
  'parent_id',
  'location',
  'type',
  'name',
  'tags',
  'device_id',
  'created_at',
  'updated_at',
  'uploaded_at',
  'owner_id',
  'storage_path',
  'thumbnail_path',
  'mime_type',
  'metadata',
  'annotations',
  'is_approved',
] as const;

export interface ListFilter {
  teamId: string;
  /** Normalised parent location; undefined lists the whole team drive. */
  location?: string;
  deviceId?: string;
  name?: string;
  tags?: string[];
  type?: string;
  dateFrom?: number;
  dateTo?: number;
  sort: 'asc' | 'desc';
  limit: number;
  after?: { createdAt: number; id: string };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;

/** Prepared statements over media_items; all queries are scoped by team. */
export function createMediaRepository(db: Db) {
  // SQLite's lower() folds ASCII only; names are matched with JavaScript's Unicode folding.
  db.function('media_lower', { deterministic: true }, (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : null));
  const byId = db.prepare('SELECT * FROM media_items WHERE team_id = ? AND id = ?');
  const insertStmt = db.prepare(`INSERT INTO media_items (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
  const countChildren = db.prepare('SELECT COUNT(*) FROM media_items WHERE team_id = ? AND location = ?').pluck();
  const renameStmt = db.prepare('UPDATE media_items SET name = ?, updated_at = ? WHERE team_id = ? AND id = ?');
  // Folders have no size; a file's is in its metadata (set once, at upload).
  const usedStmt = db
    .prepare("SELECT COALESCE(SUM(json_extract(metadata, '$.size')), 0) FROM media_items WHERE team_id = ? AND type != 'F'")
    .pluck();
  // A handful of filter shapes in practice; tags (at most MAX_TAGS) make at most a few thousand.
  const listStatementOf = createStatementCache(db, 64);

  function listStatement(f: ListFilter): { sql: string; params: unknown[] } {
    const where = ['team_id = ?'];
    const params: unknown[] = [f.teamId];
    if (f.location !== undefined) {
      where.push('location = ?');
      params.push(f.location);
    }
    if (f.deviceId !== undefined) {
      where.push('device_id = ?');
      params.push(f.deviceId);
    }
    if (f.type !== undefined) {
      where.push('type = ?');
      params.push(f.type);
    }
    if (f.name !== undefined) {
      where.push('instr(media_lower(name), ?) > 0');
      params.push(f.name.toLowerCase());
    }
    if (f.tags?.length) {
      // Tags are stored as a comma-separated string; match whole tags, any of the requested ones.
      where.push(`(${f.tags.map(() => "instr(',' || media_lower(replace(ifnull(tags, ''), ', ', ',')) || ',', ?) > 0").join(' OR ')})`);
      params.push(...f.tags.map((t) => `,${t.toLowerCase()},`));
    }
    if (f.dateFrom !== undefined) {
      where.push('created_at >= ?');
      params.push(f.dateFrom);
    }
    if (f.dateTo !== undefined) {
      where.push('created_at <= ?');
      params.push(f.dateTo);
    }
    const dir = f.sort === 'asc' ? 'ASC' : 'DESC';
    if (f.after) {
      where.push(`(created_at, id) ${f.sort === 'asc' ? '>' : '<'} (?, ?)`);
      params.push(f.after.createdAt, f.after.id);
    }
    params.push(f.limit + 1);
    return { sql: `SELECT * FROM media_items WHERE ${where.join(' AND ')} ORDER BY created_at ${dir}, id ${dir} LIMIT ?`, params };
  }

  return {
    get: (teamId: string, id: string) => byId.get(teamId, id) as MediaRow | undefined,
    insert: (row: MediaRow) => void insertStmt.run(row),
    insertMany: db.transaction((rows: MediaRow[]) => {
      for (const row of rows) insertStmt.run(row);
    }),
    countChildren: (teamId: string, location: string) => countChildren.get(teamId, location) as number,
    /** Bytes the team's files take (their sizes as uploaded; thumbnails are not counted). */
    usedBytes: (teamId: string) => Number(usedStmt.get(teamId) ?? 0),
    /** One page plus one row, so the caller knows whether another page exists. */
    list(f: ListFilter): { rows: MediaRow[]; hasMore: boolean } {
      const { sql, params } = listStatement(f);
      const rows = listStatementOf(sql).all(...params) as MediaRow[];
      const hasMore = rows.length > f.limit;
      return { rows: hasMore ? rows.slice(0, f.limit) : rows, hasMore };
    },
    rename: (teamId: string, id: string, name: string, now: number) => void renameStmt.run(name, now, teamId, id),
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),
  };
}
