import type { Db } from '../../store/db';
import type { Mission, MissionInput, MissionListQuery } from '../../../src/lib/contract/missions';
import { AFTER_CURSOR, DEFAULT_PAGE_SIZE, createdAtKey, decodeCursor, toPage } from '../../store/cursor';

interface Row {
  id: string;
  teamId: string;
  companyId: string;
  ownerId: string;
  name: string;
  type: string | null;
  body: string;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS =
  'id, team_id AS teamId, company_id AS companyId, owner_id AS ownerId, name, type, body, created_at AS createdAt, updated_at AS updatedAt';

export function toMission(row: Row): Mission {
  const body = JSON.parse(row.body) as Omit<MissionInput, 'name' | 'type'>;
  const { id, name, teamId, companyId, ownerId, createdAt, updatedAt } = row;
  return {
    id,
    name,
    ...(row.type ? { type: row.type as Mission['type'] } : {}),
    ...body,
    route: body.route ?? [],
    teamId,
    companyId,
    ownerId,
    createdAt,
    updatedAt,
  };
}

export function getTeamMission(db: Db, teamId: string, id: string): Mission | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM missions WHERE id = ? AND team_id = ?`).get(id, teamId) as Row | undefined;
  return row && toMission(row);
}

export function listAllTeamMissions(db: Db, teamId: string): Mission[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM missions WHERE team_id = ? ORDER BY created_at DESC, id DESC`).all(teamId) as Row[];
  return rows.map(toMission);
}

/** One page, newest first, walking an index on (team, [type,] created_at, id). */
export function pageTeamMissions(db: Db, teamId: string, q: MissionListQuery) {
  const cursor = q.nextToken === undefined ? undefined : decodeCursor(q.nextToken);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const where = ['team_id = @teamId'];
  if (q.filter) where.push('type = @type');
  if (q.dateFrom !== undefined) where.push('created_at >= @dateFrom');
  if (q.dateTo !== undefined) where.push('created_at <= @dateTo');
  if (q.name) where.push("name LIKE @name ESCAPE '\\'");
  if (cursor) where.push(AFTER_CURSOR);
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM missions WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT @take`)
    .all({
      teamId,
      type: q.filter ?? null,
      dateFrom: q.dateFrom ?? null,
      dateTo: q.dateTo ?? null,
      name: q.name ? `%${q.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
      cursorAt: cursor?.at ?? null,
      cursorId: cursor?.id ?? null,
      take: limit + 1,
    }) as Row[];
  return toPage(rows, limit, toMission, createdAtKey);
}

/** Splits a mission into indexed columns and the JSON body. */
function bodyOf(m: MissionInput): string {
  const { name: _name, type: _type, ...rest } = m;
  return JSON.stringify(rest);
}

export function insertMission(db: Db, m: Mission): void {
  db.prepare(
    `INSERT INTO missions (id, team_id, company_id, owner_id, name, type, body, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(m.id, m.teamId, m.companyId, m.ownerId, m.name, m.type ?? null, bodyOf(missionInputOf(m)), m.createdAt, m.updatedAt);
}

export function updateMission(db: Db, m: Mission): void {
  db.prepare('UPDATE missions SET name = ?, type = ?, body = ?, updated_at = ? WHERE id = ?').run(
    m.name,
    m.type ?? null,
    bodyOf(missionInputOf(m)),
    m.updatedAt,
    m.id,
  );
}

export function deleteMissionRow(db: Db, id: string): void {
  db.prepare('DELETE FROM missions WHERE id = ?').run(id);
}

function missionInputOf(m: Mission): MissionInput {
  const { id: _id, teamId: _t, companyId: _c, ownerId: _o, createdAt: _ca, updatedAt: _ua, ...input } = m;
  return input;
}
