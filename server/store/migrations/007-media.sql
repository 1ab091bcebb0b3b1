-- Media drive: files, folders and media assets of a team.
-- location is the normalised hierarchy path of the parent ('<teamId>/<ancestor ids…>', '/' separated);
-- root items have location = team id and parent_id = team id.
CREATE TABLE media_items (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  parent_id TEXT NOT NULL,
  location TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  tags TEXT,
  device_id TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER,
  uploaded_at INTEGER,
  owner_id TEXT NOT NULL,
  storage_path TEXT,
  thumbnail_path TEXT,
  mime_type TEXT NOT NULL,
  -- JSON of the spec's metadata object (thermalData nested).
  metadata TEXT,
  -- JSON string keyed by add-on id, served verbatim.
  annotations TEXT,
  is_approved INTEGER
);
-- Keyset pagination inside a folder (and recursive move/delete by location prefix).
CREATE INDEX media_items_folder ON media_items(team_id, location, created_at, id);
-- Team-wide listing when no folder is given.
CREATE INDEX media_items_team ON media_items(team_id, created_at, id);
-- CDN lookups and "is this file still referenced" checks.
CREATE INDEX media_items_storage ON media_items(storage_path);
