import type { Db } from '../../store/db';

/** A member of the caller's team, as the users extension answers it. */
export interface TeamMember {
  id: string;
  username: string;
  displayName: string;
  role: 'admin' | 'member';
  teamId: string;
}

/** The members of one team, by display name: what an assignee picker needs, nothing more. */
export function listTeamMembers(db: Db, teamId: string): TeamMember[] {
  return db
    .prepare(
      `SELECT id, username, display_name AS displayName, role, team_id AS teamId
       FROM users WHERE team_id = ? ORDER BY display_name, id`,
    )
    .all(teamId) as TeamMember[];
}
