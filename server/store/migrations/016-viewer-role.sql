-- A third role, viewer (wall displays, auditors: reads everything of the team, writes nothing;
-- src/lib/contract/permissions.ts). SQLite cannot change a CHECK in place: the users table is
-- rebuilt with the same columns and index. No table refers to users by a foreign key.
CREATE TABLE users_new (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL REFERENCES companies(id),
  role TEXT NOT NULL CHECK (role IN ('admin', 'member', 'viewer'))
);
INSERT INTO users_new (id, username, display_name, team_id, company_id, role)
  SELECT id, username, display_name, team_id, company_id, role FROM users;
DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE INDEX users_team ON users(team_id);
