import type { Db } from '../store/db';

/**
 * What the flight-log seeder links to: the team's devices, tasks/jobs and missions, read
 * from the tables other seeders filled before it. Each read tolerates a missing or
 * different table, so this area seeds on its own too (falls back to a fixed device list).
 */
export interface SeedDevice {
  id: string;
  name: string;
  serial: string;
}

export interface SeedTaskLink {
  taskId: string;
  taskName: string;
  jobId: string;
  jobName: string;
  missionId: string | null;
}

const FALLBACK_DEVICES: Record<string, SeedDevice[]> = {
  'team-inspection': [
    { id: 'dev-insp-m30t-1', name: 'Matrice 30T #1', serial: '1ZNBJ7R0030021' },
    { id: 'dev-insp-m350-1', name: 'Matrice 350 RTK', serial: '1ZNDH1D0010347' },
    { id: 'dev-insp-m3e-1', name: 'Mavic 3E', serial: '1581F5FHB22A3' },
  ],
  'team-survey': [
    { id: 'dev-surv-m3m-1', name: 'Mavic 3M', serial: '1581F6QAD23B7' },
    { id: 'dev-surv-p4r-1', name: 'Phantom 4 RTK', serial: '0AXDE2R0A20134' },
    { id: 'dev-surv-m350-1', name: 'Matrice 350 Survey', serial: '1ZNDH1D0010912' },
  ],
};

/** Contract pilots who fly for a team without an account (pilotName only). */
export const CONTRACTORS: Record<string, string[]> = {
  'team-inspection': ['Jonas Keller', 'Mia Fischer'],
  'team-survey': ['Lars Eriksen', 'Chloé Dubois'],
  'team-alpine-rescue': ['Nina Brunner'],
};

function tryAll<T>(db: Db, sql: string, ...params: string[]): T[] {
  try {
    return db.prepare(sql).all(...params) as T[];
  } catch {
    return [];
  }
}

export function seedDevicesOf(db: Db, teamId: string): SeedDevice[] {
  // Drones fly and log; docks and fixed cameras do not. Any device if the type column is absent.
  const drones = tryAll<SeedDevice>(db, "SELECT id, name, serial FROM devices WHERE team_id = ? AND type = 'drone' ORDER BY id", teamId);
  const any = drones.length ? drones : tryAll<SeedDevice>(db, 'SELECT id, name, serial FROM devices WHERE team_id = ? ORDER BY id', teamId);
  return any.length ? any : (FALLBACK_DEVICES[teamId] ?? FALLBACK_DEVICES['team-inspection'] ?? []);
}

export function seedTaskLinksOf(db: Db, teamId: string): SeedTaskLink[] {
  return tryAll<SeedTaskLink>(
    db,
    `SELECT t.id AS taskId, COALESCE(json_extract(t.body, '$.title'), t.type) AS taskName, j.id AS jobId, j.title AS jobName,
            t.mission_id AS missionId
       FROM tasks t JOIN jobs j ON j.id = t.job_id WHERE t.team_id = ? ORDER BY t.id`,
    teamId,
  );
}

export function seedMissionIdsOf(db: Db, teamId: string): string[] {
  return tryAll<{ id: string }>(db, 'SELECT id FROM missions WHERE team_id = ? ORDER BY id', teamId).map((m) => m.id);
}
