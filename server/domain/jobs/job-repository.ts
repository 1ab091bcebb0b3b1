import type { Db } from '../../store/db';
import type { Job } from '../../../src/lib/contract/jobs';
import type { UserTaskStatus } from '../../../src/lib/contract/common';

interface Row extends Omit<Job, 'userIds'> {
  userIds: string;
}

/** totalTasks and completedTasks are counted from the tasks, never stored, so they cannot drift. */
const SELECT = `
  SELECT j.id, j.title, j.description, j.status,
    (SELECT COUNT(*) FROM tasks t WHERE t.job_id = j.id) AS totalTasks,
    (SELECT COUNT(*) FROM tasks t WHERE t.job_id = j.id AND t.status = 'COMPLETED') AS completedTasks,
    (SELECT json_group_array(user_id) FROM (SELECT user_id FROM job_users u WHERE u.job_id = j.id ORDER BY position)) AS userIds,
    j.owner_id AS ownerId, j.team_id AS teamId, j.company_id AS companyId, j.created_at AS createdAt, j.updated_at AS updatedAt
  FROM jobs j`;

const toJob = (row: Row): Job => ({ ...row, userIds: JSON.parse(row.userIds) as string[] });

export function getTeamJob(db: Db, teamId: string, id: string): Job | undefined {
  const row = db.prepare(`${SELECT} WHERE j.id = ? AND j.team_id = ?`).get(id, teamId) as Row | undefined;
  return row && toJob(row);
}

/**
 * Jobs the user is assigned to, newest first. Only assigned ones, as the spec says: jobs the user
 * wrote but is not assigned to are in the team list (docs/decisions.md).
 */
export function listJobsAssignedTo(db: Db, teamId: string, userId: string): Job[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE j.team_id = @teamId AND j.id IN (SELECT job_id FROM job_users WHERE user_id = @userId)
       ORDER BY j.created_at DESC, j.id DESC`,
    )
    .all({ teamId, userId }) as Row[];
  return rows.map(toJob);
}

export function listTeamJobs(db: Db, teamId: string): Job[] {
  const rows = db.prepare(`${SELECT} WHERE j.team_id = ? ORDER BY j.created_at DESC, j.id DESC`).all(teamId) as Row[];
  return rows.map(toJob);
}

export interface NewJob {
  id: string;
  teamId: string;
  companyId: string;
  ownerId: string;
  title: string;
  description: string;
  status: UserTaskStatus;
  userIds: string[];
  createdAt: number;
  updatedAt: number;
}

export function insertJob(db: Db, j: NewJob): void {
  db.prepare(
    `INSERT INTO jobs (id, team_id, company_id, owner_id, title, description, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(j.id, j.teamId, j.companyId, j.ownerId, j.title, j.description, j.status, j.createdAt, j.updatedAt);
  replaceJobUsers(db, j.id, j.userIds);
}

export function replaceJobUsers(db: Db, jobId: string, userIds: readonly string[]): void {
  db.prepare('DELETE FROM job_users WHERE job_id = ?').run(jobId);
  const insert = db.prepare('INSERT INTO job_users (job_id, user_id, position) VALUES (?, ?, ?)');
  userIds.forEach((u, i) => insert.run(jobId, u, i));
}

export function updateJobRow(db: Db, id: string, f: { title: string; description: string; status: string; updatedAt: number }): void {
  db.prepare('UPDATE jobs SET title = ?, description = ?, status = ?, updated_at = ? WHERE id = ?').run(
    f.title,
    f.description,
    f.status,
    f.updatedAt,
    id,
  );
}

/** Deletes the job; its tasks and assignments go with it (ON DELETE CASCADE). */
export function deleteJobRow(db: Db, id: string): void {
  db.prepare('DELETE FROM jobs WHERE id = ?').run(id);
}
