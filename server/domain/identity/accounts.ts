import type { DevUserRecord as DevUser } from '../../../src/lib/contract/users';
import type { Db } from '../../store/db';
import type { Caller, TokenService } from './tokens';

export const DEFAULT_TTL_SECONDS = 12 * 3600;

/**
 * The demo accounts, the team with the richest demo first (most devices with a video source,
 * then most devices), so a newcomer who clicks the first name lands on live cameras.
 */
export function listDevUsers(db: Db): DevUser[] {
  return db
    .prepare(
      `SELECT username, display_name AS displayName, id AS userId, team_id AS teamId, company_id AS companyId, role
       FROM users
       ORDER BY (SELECT COUNT(*) FROM devices d WHERE d.team_id = users.team_id AND d.source_url IS NOT NULL) DESC,
         (SELECT COUNT(*) FROM devices d WHERE d.team_id = users.team_id) DESC,
         team_id, role, display_name`,
    )
    .all() as DevUser[];
}

export function findDevUser(db: Db, username: string): DevUser | undefined {
  return db
    .prepare(
      `SELECT username, display_name AS displayName, id AS userId, team_id AS teamId, company_id AS companyId, role
       FROM users WHERE username = ?`,
    )
    .get(username) as DevUser | undefined;
}

/** Issues one credential per auth area, all bound to the user's team and expiring together. */
export async function issueCredentials(db: Db, tokens: TokenService, user: DevUser, ttlSeconds: number) {
  const caller: Caller = { userId: user.userId, teamId: user.teamId, companyId: user.companyId, role: user.role };
  const claims = { sub: caller.userId, teamId: caller.teamId, companyId: caller.companyId, role: caller.role, name: user.displayName };
  const apiKey = db.prepare('SELECT api_key FROM teams WHERE id = ?').pluck().get(user.teamId) as string;
  const [pat, authToken, identityToken, idToken] = await Promise.all([
    tokens.sign('pat', claims, ttlSeconds),
    tokens.sign('auth', claims, ttlSeconds),
    tokens.sign('identity', claims, ttlSeconds),
    tokens.sign('id', claims, ttlSeconds),
  ]);
  return {
    ...caller,
    displayName: user.displayName,
    credentials: { pat, authToken, identityToken, apiKey, idToken },
    expiresAt: Date.now() + ttlSeconds * 1000,
  };
}
