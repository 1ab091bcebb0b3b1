-- Stream records of the streaming engine. One row per stream id (`<deviceId>-FROM`,
-- `<deviceId>-TO`); a restart of the same stream id overwrites its row.
CREATE TABLE streams (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  -- FROM: ingest (pull a source, write HLS/DASH). TO: relay the device's live stream out.
  kind TEXT NOT NULL CHECK (kind IN ('FROM', 'TO')),
  -- The URL as requested (sim://<deviceId> for a simulated camera). Never contains a viewer token.
  url TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('STARTING', 'STREAMING', 'STOPPING', 'STOPPED', 'FINISHED', 'ERROR')),
  error TEXT,
  -- Process group of the running ffmpeg, so a restart can reap it after a crash.
  pid INTEGER,
  started_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX streams_team ON streams(team_id, state);
CREATE INDEX streams_device ON streams(device_id);
