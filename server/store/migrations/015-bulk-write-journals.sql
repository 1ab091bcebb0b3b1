-- Files whose rows a bulk delete has committed, not yet removed from disk. A chunk's rows are
-- deleted and their now-unreferenced files written here in one transaction; the files are removed
-- after the commit and their rows cleared. A service that stops in between finishes at its next
-- start (server/store/file-removals.ts), so a crash leaves neither a row without its file nor a
-- file forever without a row. area is the folder under DATA_DIR ('flights', 'media').
CREATE TABLE pending_file_removals (
  area TEXT NOT NULL,
  path TEXT NOT NULL,
  PRIMARY KEY (area, path)
) WITHOUT ROWID;

-- Folder moves under way: the folder row moved first; its descendants' locations are rewritten
-- from old_prefix to new_prefix a chunk per transaction (server/domain/media/media-bulk-move.ts).
-- A service that stops midway finishes the rewrite at its next start, so no item is left under
-- a location no folder has.
CREATE TABLE pending_media_moves (
  team_id TEXT NOT NULL,
  old_prefix TEXT NOT NULL,
  new_prefix TEXT NOT NULL,
  PRIMARY KEY (team_id, old_prefix)
) WITHOUT ROWID;
