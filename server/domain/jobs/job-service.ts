import type { Trash } from '../trash/trash-service';
import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import { newId } from '../../store/ids';
import { invalid, forbidden, notFound } from '../errors';
import type { Job, JobCreate, JobPatch } from '../../../src/lib/contract/jobs';
import * as repo from './job-repository';
import { usersOutsideTeam } from './team-users';
import { assignAllTasksOfJob } from '../tasks/task-repository';

export function requireJob(db: Db, teamId: string, id: string): Job {
  const job = repo.getTeamJob(db, teamId, id);
  if (!job) throw notFound('Job');
  return job;
}

function checkUsers(db: Db, teamId: string, userIds: readonly string[]): string[] {
  const unique = [...new Set(userIds)];
  const outside = usersOutsideTeam(db, teamId, unique);
  if (outside.length) throw invalid(`Not users of your team: ${outside.join(', ')}`, 'userIds');
  return unique;
}

export function createJob(db: Db, caller: Caller, input: JobCreate): Job {
  return db.transaction(() => {
    const userIds = checkUsers(db, caller.teamId, input.userIds ?? []);
    const now = Date.now();
    const id = newId();
    repo.insertJob(db, {
      id,
      teamId: caller.teamId,
      companyId: caller.companyId,
      ownerId: caller.userId,
      title: input.title,
      description: input.description,
      status: input.status ?? 'DRAFT',
      userIds,
      createdAt: now,
      updatedAt: now,
    });
    return requireJob(db, caller.teamId, id);
  })();
}

export function listTeamJobsAsAdmin(db: Db, caller: Caller): Job[] {
  if (caller.role !== 'admin') throw forbidden('Listing all jobs of the team requires admin privileges');
  return repo.listTeamJobs(db, caller.teamId);
}

/** Spec: the response carries only the changed fields plus updatedAt. */
export function patchJob(db: Db, teamId: string, id: string, patch: JobPatch): Partial<Job> & { updatedAt: number } {
  return db.transaction(() => {
    const current = requireJob(db, teamId, id);
    const changed: Partial<Job> = {};
    if (patch.title !== undefined) changed.title = patch.title;
    if (patch.description !== undefined) changed.description = patch.description;
    if (patch.status !== undefined) changed.status = patch.status;
    if (patch.userIds !== undefined) {
      changed.userIds = checkUsers(db, teamId, patch.userIds);
      repo.replaceJobUsers(db, id, changed.userIds);
    }
    const updatedAt = Math.max(Date.now(), current.updatedAt + 1);
    repo.updateJobRow(db, id, {
      title: changed.title ?? current.title,
      description: changed.description ?? current.description,
      status: changed.status ?? current.status,
      updatedAt,
    });
    return { ...changed, updatedAt };
  })();
}

/** Deletes the job with its tasks; with `trash` they go to the team trash as one deletion. */
export function deleteJob(db: Db, teamId: string, id: string, trash?: { keeper: Trash; caller: Caller }): Job {
  return db.transaction(() => {
    const job = requireJob(db, teamId, id);
    if (trash) trash.keeper.keepOne(trash.caller, 'job', id, job.title, 'Jobs');
    else repo.deleteJobRow(db, id);
    return job;
  })();
}

/** Assigns one team member to every task now attached to the job. */
export function assignJobTasks(db: Db, teamId: string, jobId: string, assignedId: string) {
  return db.transaction(() => {
    requireJob(db, teamId, jobId);
    if (usersOutsideTeam(db, teamId, [assignedId]).length) throw invalid(`Not a user of your team: ${assignedId}`, 'assignedId');
    const taskIds = assignAllTasksOfJob(db, jobId, assignedId, Date.now());
    return { jobId, assignedId, updatedTasks: taskIds.length, taskIds };
  })();
}
