-- Missions (flight plans). The route and the rarely queried fields are JSON.
CREATE TABLE missions (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT,
  -- Every other mission field (description, heightMode, speed, route, ...) as one JSON object.
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- Lists page newest first by (created_at, id), optionally filtered by type.
CREATE INDEX missions_team_created ON missions(team_id, created_at, id);
CREATE INDEX missions_team_type_created ON missions(team_id, type, created_at, id);
