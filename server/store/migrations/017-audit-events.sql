-- The team's audit log: deletions, restores, shares and permission refusals (who, what, when).
-- Written by server/domain/audit/audit-log.ts (recordAudit), read by admins through GET /v1/audit.
-- target_ids is a JSON array of at most 100 ids; count says how many the event touched in all.
CREATE TABLE audit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  team_id TEXT NOT NULL,
  company_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  action TEXT NOT NULL,
  target_type TEXT NOT NULL,
  target_ids TEXT NOT NULL,
  count INTEGER NOT NULL,
  summary TEXT NOT NULL,
  reason TEXT,
  at INTEGER NOT NULL
);
-- Newest first per team; the filters (action, user) narrow within that range.
CREATE INDEX audit_events_team_at ON audit_events(team_id, at DESC, id DESC);
