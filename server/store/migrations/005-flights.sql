-- Flight log files (spec: Flight Log File). Filterable fields are columns; the wire form
-- is rendered once at insert into `doc` (JSON), so a list is a string concatenation
-- rather than per-row object building and serialisation (see docs/benchmarks.md).
CREATE TABLE flight_logs (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  company_id TEXT NOT NULL REFERENCES companies(id),
  -- Relative to DATA_DIR/flights; holds a 128-bit random segment. Not unique: the
  -- benchmark seed lets many rows share a few files (a file is removed with its last row).
  storage_path TEXT NOT NULL,
  name TEXT NOT NULL,
  owner_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  pilot_name TEXT NOT NULL,
  version TEXT CHECK (version IN ('afl', 'droneV4', 'droneV5')),
  -- Epoch ms. uploaded_at is the record's creation ("uploadDate").
  uploaded_at INTEGER NOT NULL,
  flight_start INTEGER,
  has_comments INTEGER NOT NULL DEFAULT 0 CHECK (has_comments IN (0, 1)),
  doc TEXT NOT NULL
);

-- Lists are newest upload first with (uploaded_at, id) as the keyset; one index per
-- equality filter lets SQLite walk a filtered page in order without sorting.
CREATE INDEX flight_logs_team_uploaded ON flight_logs(team_id, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_team_version ON flight_logs(team_id, version, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_team_pilot ON flight_logs(team_id, pilot_name, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_team_device ON flight_logs(team_id, device_id, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_team_comments ON flight_logs(team_id, has_comments, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_company_uploaded ON flight_logs(company_id, uploaded_at DESC, id DESC);
CREATE INDEX flight_logs_company_start ON flight_logs(company_id, flight_start DESC, id DESC);
CREATE INDEX flight_logs_storage ON flight_logs(storage_path);
