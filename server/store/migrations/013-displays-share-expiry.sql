-- Display sign-in for unattended walls (extension) and an optional expiry of a channel's public link.
CREATE TABLE displays (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  name TEXT NOT NULL,
  -- The wall the display opens ('/wall?...'); its channel= and devices= bound what the display may view.
  wall_path TEXT NOT NULL,
  channel_ids TEXT NOT NULL,
  device_ids TEXT NOT NULL,
  -- SHA-256 of the one-time pairing code; NULL once exchanged.
  pairing_code_hash TEXT UNIQUE,
  pairing_expires_at INTEGER,
  -- SHA-256 of the display credential; NULL until paired. The credential itself is never stored.
  credential_hash TEXT UNIQUE,
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  paired_at INTEGER,
  last_seen_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX displays_team ON displays(team_id, created_at);

ALTER TABLE channels ADD COLUMN public_expires_at INTEGER;
