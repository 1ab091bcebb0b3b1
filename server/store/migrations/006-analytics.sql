-- AI detections (spec: Analytics record), read-only through /v1/analytics/*.
CREATE TABLE analytics_detections (
  id INTEGER PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  device_id TEXT NOT NULL,
  session_id TEXT NOT NULL,
  -- Epoch ms; rendered as ISO 8601 UTC.
  ts INTEGER NOT NULL,
  class_name TEXT NOT NULL,
  count INTEGER NOT NULL,
  frame_number INTEGER NOT NULL,
  model_id TEXT NOT NULL,
  source_file_name TEXT NOT NULL
);
-- Pages of one device over a time range, in time order; also serves the device list.
CREATE INDEX analytics_team_device_ts ON analytics_detections(team_id, device_id, ts, id);
CREATE INDEX analytics_team_session ON analytics_detections(team_id, session_id);
