import { randomBytes } from 'node:crypto';
import type { Db } from '../store/db';
import { COMPANY, TEAMS, USERS } from './demo-world';

/** Company, teams and users. API keys are random: they are credentials, not demo data. */
export function seedIdentity(db: Db): void {
  db.prepare('INSERT INTO companies (id, name) VALUES (?, ?)').run(COMPANY.id, COMPANY.name);
  const team = db.prepare('INSERT INTO teams (id, company_id, name, api_key) VALUES (?, ?, ?, ?)');
  for (const t of TEAMS) team.run(t.id, COMPANY.id, t.name, `lok_${randomBytes(24).toString('base64url')}`);
  const user = db.prepare('INSERT INTO users (id, username, display_name, team_id, company_id, role) VALUES (?, ?, ?, ?, ?, ?)');
  for (const u of USERS) user.run(u.id, u.username, u.displayName, u.teamId, COMPANY.id, u.role);
}
