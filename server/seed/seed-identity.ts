import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db';
import { ALL_TEAMS, COMPANIES, USERS, companyOfTeam } from './demo-world';

/** Companies, teams and users. API keys are random: they are credentials, not demo data. */
export function seedIdentity(db: Db): void {
  const company = db.prepare('INSERT INTO companies (id, name) VALUES (?, ?)');
  for (const c of COMPANIES) company.run(c.id, c.name);
  const team = db.prepare('INSERT INTO teams (id, company_id, name, api_key) VALUES (?, ?, ?, ?)');
  for (const t of ALL_TEAMS) team.run(t.id, t.companyId, t.name, `lok_${randomBytes(24).toString('base64url')}`);
  const user = db.prepare('INSERT INTO users (id, username, display_name, team_id, company_id, role) VALUES (?, ?, ?, ?, ?, ?)');
  for (const u of USERS) user.run(u.id, u.username, u.displayName, u.teamId, companyOfTeam(u.teamId), u.role);
}

/**
 * Demo accounts added after a DATA_DIR was seeded (the viewers of session 19): inserted where
 * their team exists and the username is free, so an existing demo database gains them too.
 */
export function seedMissingDemoUsers(db: Db): number {
  const user = db.prepare(
    `INSERT OR IGNORE INTO users (id, username, display_name, team_id, company_id, role)
     SELECT ?, ?, ?, id, company_id, ? FROM teams WHERE id = ?`,
  );
  let added = 0;
  for (const u of USERS) added += user.run(u.id, u.username, u.displayName, u.role, u.teamId).changes;
  return added;
}
