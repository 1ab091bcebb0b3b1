-- Companies, teams and users of the development identity provider.
CREATE TABLE companies (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE teams (
  id TEXT PRIMARY KEY,
  company_id TEXT NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  -- Opaque analytics API key bound to the team.
  api_key TEXT NOT NULL UNIQUE
);
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL REFERENCES companies(id),
  role TEXT NOT NULL CHECK (role IN ('admin', 'member'))
);
CREATE INDEX users_team ON users(team_id);
