import type { Db } from '../../store/db';
import type { FlightHistoryEntry, Task, TaskContext, TaskType } from '../../../src/lib/contract/tasks';
import type { UserTaskStatus } from '../../../src/lib/contract/common';
import { AFTER_CURSOR, DEFAULT_PAGE_SIZE, createdAtKey, decodeCursor, toPage } from '../../store/cursor';

/** Fields kept in the JSON body column: never filtered on. */
interface TaskBody {
  title?: string;
  description?: string;
  lat?: number;
  lng?: number;
  context: TaskContext;
  flightHistory: FlightHistoryEntry[];
}

interface Row {
  id: string;
  jobId: string;
  teamId: string;
  companyId: string;
  ownerId: string;
  assignedId: string | null;
  type: TaskType;
  status: UserTaskStatus;
  body: string;
  createdAt: number;
  updatedAt: number;
}

const COLUMNS = `id, job_id AS jobId, team_id AS teamId, company_id AS companyId, owner_id AS ownerId,
  assigned_id AS assignedId, type, status, body, created_at AS createdAt, updated_at AS updatedAt`;

function toTask(row: Row): Task {
  const body = JSON.parse(row.body) as TaskBody;
  const { assignedId, body: _b, ...rest } = row;
  return {
    id: rest.id,
    jobId: rest.jobId,
    type: rest.type,
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    status: rest.status,
    context: body.context,
    ...(body.lat !== undefined ? { lat: body.lat } : {}),
    ...(body.lng !== undefined ? { lng: body.lng } : {}),
    flightHistory: body.flightHistory,
    ...(assignedId ? { assignedId } : {}),
    ownerId: rest.ownerId,
    teamId: rest.teamId,
    companyId: rest.companyId,
    createdAt: rest.createdAt,
    updatedAt: rest.updatedAt,
  };
}

export function getTeamTask(db: Db, teamId: string, id: string): Task | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM tasks WHERE id = ? AND team_id = ?`).get(id, teamId) as Row | undefined;
  return row && toTask(row);
}

/** Which list: each scope matches one index on (scope, created_at, id). */
export type TaskScope =
  | { kind: 'assignee'; teamId: string; userId: string }
  | { kind: 'team'; teamId: string }
  | { kind: 'company'; companyId: string }
  | { kind: 'job'; jobId: string };

const SCOPE_SQL: Record<TaskScope['kind'], string> = {
  assignee: 'COALESCE(assigned_id, owner_id) = @userId AND team_id = @teamId',
  team: 'team_id = @teamId',
  company: 'company_id = @companyId',
  job: 'job_id = @jobId',
};

export function pageTasks(db: Db, scope: TaskScope, q: { limit?: number; nextToken?: string }) {
  const cursor = q.nextToken === undefined ? undefined : decodeCursor(q.nextToken);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const where = [SCOPE_SQL[scope.kind], ...(cursor ? [AFTER_CURSOR] : [])].join(' AND ');
  const { kind: _k, ...params } = scope;
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM tasks WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT @take`)
    .all({ ...params, cursorAt: cursor?.at ?? null, cursorId: cursor?.id ?? null, take: limit + 1 }) as Row[];
  return toPage(rows, limit, toTask, createdAtKey);
}

const bodyOf = (t: Task): string =>
  JSON.stringify({
    title: t.title,
    description: t.description,
    lat: t.lat,
    lng: t.lng,
    context: t.context,
    flightHistory: t.flightHistory,
  } satisfies TaskBody);

export function insertTask(db: Db, t: Task): void {
  db.prepare(
    `INSERT INTO tasks (id, job_id, team_id, company_id, owner_id, assigned_id, type, status, mission_id, body, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    t.id,
    t.jobId,
    t.teamId,
    t.companyId,
    t.ownerId,
    t.assignedId ?? null,
    t.type,
    t.status,
    t.context.mission?.id ?? null,
    bodyOf(t),
    t.createdAt,
    t.updatedAt,
  );
}

export function updateTask(db: Db, t: Task): void {
  db.prepare(
    'UPDATE tasks SET job_id = ?, assigned_id = ?, type = ?, status = ?, mission_id = ?, body = ?, updated_at = ? WHERE id = ?',
  ).run(t.jobId, t.assignedId ?? null, t.type, t.status, t.context.mission?.id ?? null, bodyOf(t), t.updatedAt, t.id);
}

/**
 * A deleted mission must not leave tasks pointing at nothing: their `context.mission` goes, the rest of
 * the task stays. Runs inside the mission delete's transaction. Returns the ids of the tasks changed.
 */
export function detachMissionFromTasks(db: Db, teamId: string, missionId: string, now: number): string[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM tasks WHERE mission_id = ? AND team_id = ?`).all(missionId, teamId) as Row[];
  for (const row of rows) {
    const task = toTask(row);
    const { mission: _m, ...context } = task.context;
    updateTask(db, { ...task, context, updatedAt: Math.max(now, task.updatedAt + 1) });
  }
  return rows.map((r) => r.id);
}

export function deleteTaskRow(db: Db, id: string): void {
  db.prepare('DELETE FROM tasks WHERE id = ?').run(id);
}

/** Sets the assignee of every task of the job; returns their ids. */
export function assignAllTasksOfJob(db: Db, jobId: string, assignedId: string, now: number): string[] {
  const ids = db.prepare('SELECT id FROM tasks WHERE job_id = ? ORDER BY created_at, id').pluck().all(jobId) as string[];
  db.prepare('UPDATE tasks SET assigned_id = ?, updated_at = ? WHERE job_id = ?').run(assignedId, now, jobId);
  return ids;
}
