import type { Db } from '../../store/db';

/** Which of the given user ids are NOT members of the team (order kept). */
export function usersOutsideTeam(db: Db, teamId: string, userIds: readonly string[]): string[] {
  const member = db.prepare('SELECT 1 FROM users WHERE id = ? AND team_id = ?').pluck();
  return userIds.filter((id) => !member.get(id, teamId));
}
