import type { Trash } from '../trash/trash-service';
import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import { newId } from '../../store/ids';
import { invalid, notFound } from '../errors';
import type { Task, TaskCreate, TaskMissionCreate, TaskPatch } from '../../../src/lib/contract/tasks';
import type { MissionType } from '../../../src/lib/contract/missions';
import { getTeamJob } from '../jobs/job-repository';
import { usersOutsideTeam } from '../jobs/team-users';
import { getTeamMission, insertMission } from '../missions/mission-repository';
import { newMission } from '../missions/mission-service';
import * as repo from './task-repository';
import { withLinkedHistory } from './task-flight-links';
import { assertMayGoToWork } from './task-work-gate';

export function requireTask(db: Db, teamId: string, id: string): Task {
  const task = repo.getTeamTask(db, teamId, id);
  if (!task) throw notFound('Task');
  return task;
}

/** Cross-references a task may carry must all be the caller's team's. */
function checkReferences(db: Db, teamId: string, t: Partial<Pick<Task, 'jobId' | 'assignedId' | 'context'>>): void {
  if (t.jobId !== undefined && !getTeamJob(db, teamId, t.jobId)) throw invalid(`No job ${t.jobId} in your team`, 'jobId');
  if (t.assignedId !== undefined && usersOutsideTeam(db, teamId, [t.assignedId]).length) {
    throw invalid(`Not a user of your team: ${t.assignedId}`, 'assignedId');
  }
  const missionId = t.context?.mission?.id;
  if (missionId !== undefined && !getTeamMission(db, teamId, missionId)) {
    throw invalid(`No mission ${missionId} in your team`, 'context.mission.id');
  }
}

function buildTask(caller: Caller, input: Omit<TaskCreate, 'status'> & { status?: Task['status'] }, now: number): Task {
  const { jobId, type, title, description, status, lat, lng, flightHistory, context, assignedId } = input;
  return {
    id: newId(),
    jobId,
    type,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    status: status ?? 'DRAFT',
    context: context ?? {},
    ...(lat !== undefined ? { lat } : {}),
    ...(lng !== undefined ? { lng } : {}),
    flightHistory: flightHistory ?? [],
    ...(assignedId !== undefined ? { assignedId } : {}),
    ownerId: caller.userId,
    teamId: caller.teamId,
    companyId: caller.companyId,
    createdAt: now,
    updatedAt: now,
  };
}

export function createTask(db: Db, caller: Caller, input: TaskCreate): Task {
  return db.transaction(() => {
    checkReferences(db, caller.teamId, input);
    const task = buildTask(caller, withLinkedHistory(db, caller.teamId, input), Date.now());
    assertMayGoToWork(db, caller.teamId, task);
    repo.insertTask(db, task);
    return task;
  })();
}

/**
 * Task plus a new mission in ONE transaction: either both exist afterwards or neither.
 * The mission is an ordinary team mission (visible in /v1/mission); the task's context holds its id and route.
 */
export function createTaskWithMission(db: Db, caller: Caller, input: TaskMissionCreate, missionType: MissionType): Task {
  return db.transaction(() => {
    const { name, desc, speed, heightMode, route, context, ...taskInput } = input;
    const description = input.description ?? desc;
    checkReferences(db, caller.teamId, { jobId: input.jobId, assignedId: input.assignedId });
    const now = Date.now();
    const mission = newMission(
      caller,
      {
        name,
        type: missionType,
        route,
        ...(description !== undefined ? { description } : {}),
        ...(speed !== undefined ? { speed } : {}),
        ...(heightMode !== undefined ? { heightMode } : {}),
      },
      now,
    );
    insertMission(db, mission);
    const first = route[0];
    const task = buildTask(
      caller,
      {
        ...withLinkedHistory(db, caller.teamId, taskInput),
        type: input.type ?? 'FLIGHT_REQUEST',
        title: input.title ?? name,
        ...(description !== undefined ? { description } : {}),
        lat: input.lat ?? first?.lat,
        lng: input.lng ?? first?.lng,
        context: { ...context, mission: { id: mission.id, name: mission.name, type: missionType, route: mission.route } },
      },
      now,
    );
    repo.insertTask(db, task);
    return task;
  })();
}

/** Only the given fields change; the whole task comes back. */
export function patchTask(db: Db, teamId: string, id: string, patch: TaskPatch): Task {
  return db.transaction(() => {
    const current = requireTask(db, teamId, id);
    checkReferences(db, teamId, patch);
    const defined = Object.fromEntries(
      Object.entries(withLinkedHistory(db, teamId, patch)).filter(([, v]) => v !== undefined),
    ) as Partial<Task>;
    const updated: Task = { ...current, ...defined, updatedAt: Math.max(Date.now(), current.updatedAt + 1) };
    // A move to PUBLISHED / IN_PROGRESS / COMPLETED is refused while the mission breaks the geofence.
    if (updated.status !== current.status) assertMayGoToWork(db, teamId, updated);
    repo.updateTask(db, updated);
    return updated;
  })();
}

/** Deletes the task; with `trash` it goes to the team trash (restorable while its job exists). */
export function deleteTask(db: Db, teamId: string, id: string, trash?: { keeper: Trash; caller: Caller }): Task {
  return db.transaction(() => {
    const task = requireTask(db, teamId, id);
    if (trash) {
      const job = db.prepare('SELECT title FROM jobs WHERE id = ?').pluck().get(task.jobId) as string | undefined;
      trash.keeper.keepOne(trash.caller, 'task', id, task.title ?? task.type, job ? `Job “${job}”` : 'Jobs');
    } else repo.deleteTaskRow(db, id);
    return task;
  })();
}
