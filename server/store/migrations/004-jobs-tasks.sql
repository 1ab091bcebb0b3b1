-- Jobs group tasks; a task may carry a geofence and a mission (context JSON).
CREATE TABLE jobs (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX jobs_team_created ON jobs(team_id, created_at);
CREATE INDEX jobs_owner ON jobs(owner_id);

CREATE TABLE job_users (
  job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (job_id, user_id)
);
CREATE INDEX job_users_user ON job_users(user_id);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  assigned_id TEXT,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  mission_id TEXT,
  -- title, description, lat, lng, context, flightHistory as one JSON object.
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- Paged lists, newest first by (created_at, id): per team, company, job and assignee.
CREATE INDEX tasks_team_created ON tasks(team_id, created_at, id);
CREATE INDEX tasks_company_created ON tasks(company_id, created_at, id);
CREATE INDEX tasks_job_created ON tasks(job_id, created_at, id);
-- "Assigned to the caller": the assignee, or the author while nobody is assigned.
CREATE INDEX tasks_assignee_created ON tasks(COALESCE(assigned_id, owner_id), created_at, id);
CREATE INDEX tasks_mission ON tasks(mission_id);
