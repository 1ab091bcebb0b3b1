import type { Trash } from '../trash/trash-service';
import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import { newId } from '../../store/ids';
import { invalid, notFound } from '../errors';
import type { Mission, MissionInput } from '../../../src/lib/contract/missions';
import * as repo from './mission-repository';
import { detachMissionFromTasks } from '../tasks/task-repository';

/** Builds (without storing) a mission owned by the caller's team; used alone and inside the task+mission transaction. */
export function newMission(caller: Caller, input: MissionInput, now = Date.now()): Mission {
  return {
    ...input,
    id: newId(),
    teamId: caller.teamId,
    companyId: caller.companyId,
    ownerId: caller.userId,
    createdAt: now,
    updatedAt: now,
  };
}

export function createMission(db: Db, caller: Caller, input: MissionInput): Mission {
  const mission = newMission(caller, input);
  repo.insertMission(db, mission);
  return mission;
}

export function requireMission(db: Db, teamId: string, id: string): Mission {
  const mission = repo.getTeamMission(db, teamId, id);
  if (!mission) throw notFound('Mission');
  return mission;
}

/** Only the given fields change; the full mission comes back. */
export function patchMission(db: Db, teamId: string, id: string, patch: Partial<MissionInput>): Mission {
  return db.transaction(() => {
    const current = requireMission(db, teamId, id);
    // updatedAt strictly increases, even for two patches within one millisecond.
    const updated: Mission = { ...current, ...patch, updatedAt: Math.max(Date.now(), current.updatedAt + 1) };
    // The create rule holds after a patch too: a route, unless a survey stands in for it.
    if (updated.route.length === 0 && !updated.survey) throw invalid('route needs at least one point unless a survey is given', 'route');
    repo.updateMission(db, updated);
    return updated;
  })();
}

/**
 * Deletes the mission and, in the same transaction, its reference from the team's tasks. With
 * `trash` the mission goes to the team trash (a restore attaches it to those tasks again).
 */
export function deleteMission(db: Db, teamId: string, id: string, trash?: { keeper: Trash; caller: Caller }): Mission {
  return db.transaction(() => {
    const mission = requireMission(db, teamId, id);
    const users = trash?.keeper.tasksUsingMission(teamId, id);
    detachMissionFromTasks(db, teamId, id, Date.now());
    if (trash) trash.keeper.keepOne(trash.caller, 'mission', id, mission.name, 'Missions', users);
    else repo.deleteMissionRow(db, id);
    return mission;
  })();
}
