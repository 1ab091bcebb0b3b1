import type { TeamMemberRecord as TeamMember } from '../../../src/lib/contract/users';
import type { Db } from '../../store/db';

/** The members of one team, by display name: what an assignee picker needs, nothing more. */
export function listTeamMembers(db: Db, teamId: string): TeamMember[] {
  return db
    .prepare(
      `SELECT id, username, display_name AS displayName, role, team_id AS teamId
       FROM users WHERE team_id = ? ORDER BY display_name, id`,
    )
    .all(teamId) as TeamMember[];
}
