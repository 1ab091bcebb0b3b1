-- The team trash (extension, docs/decisions.md "Trash and restore (session 19)"). A deletion of
-- flight logs, media items, a mission, a job or a task moves its rows here instead of destroying
-- them: each row is kept whole as JSON in trash_rows, and removed from its own table in the same
-- transaction, so every spec list and get stops seeing it and nothing is ever in neither place.
-- One trash_entries row is one deletion as the user made it (200 logs by filter, a folder with
-- everything below it), restored or deleted forever as one.
--
-- state: 'deleting' while its rows move in a chunk per transaction (plan holds what is still to
-- move), 'held' once all are in, 'restoring' / 'purging' while they move back / are destroyed. A
-- service that stops midway finishes the entry's state at its next start (server/domain/trash).
CREATE TABLE trash_entries (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  -- 'flightLog' | 'media' | 'mission' | 'job' | 'task'
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  -- Where it was, in words ("Drive / Bridge survey", the job's title) and, for media, the roots'
  -- parent ids and locations as JSON [{id, parentId, location}]; for a mission the tasks it was
  -- detached from.
  origin TEXT NOT NULL,
  roots TEXT,
  -- The deletion still to do: JSON ids (flight logs) or root ids (media); NULL once held.
  plan TEXT,
  state TEXT NOT NULL,
  item_count INTEGER NOT NULL DEFAULT 0,
  folder_count INTEGER NOT NULL DEFAULT 0,
  deleted_by TEXT NOT NULL,
  deleted_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  -- The destination a restore was asked for (media: {parentId, location}); NULL = where it was.
  restore_to TEXT
);
CREATE INDEX trash_entries_team ON trash_entries(team_id, deleted_at DESC, id DESC);
CREATE INDEX trash_entries_expiry ON trash_entries(expires_at);

-- The rows of each entry, whole. row_id is the row's key in its table; root_id the item the user
-- chose (a folder's descendants carry the folder's id).
CREATE TABLE trash_rows (
  entry_id TEXT NOT NULL,
  tbl TEXT NOT NULL,
  row_id TEXT NOT NULL,
  root_id TEXT NOT NULL,
  row TEXT NOT NULL,
  PRIMARY KEY (entry_id, tbl, row_id)
) WITHOUT ROWID;
CREATE INDEX trash_rows_root ON trash_rows(root_id);

-- Stored files of trashed rows: still on disk (a restore serves them again), but the CDN answers
-- 404 for them while they are here.
CREATE TABLE trash_files (
  area TEXT NOT NULL,
  path TEXT NOT NULL,
  entry_id TEXT NOT NULL,
  PRIMARY KEY (area, path, entry_id)
) WITHOUT ROWID;
CREATE INDEX trash_files_entry ON trash_files(entry_id);
