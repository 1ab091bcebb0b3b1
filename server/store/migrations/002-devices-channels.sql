-- Device registry (extension) and channels: named groups of a team's devices.
CREATE TABLE devices (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('drone', 'dock', 'camera')),
  model TEXT NOT NULL,
  serial TEXT NOT NULL,
  -- The spec has one stream key per team; every device of the team carries it.
  stream_key TEXT NOT NULL,
  -- RTMP/RTSP URL, or sim://<deviceId> for a simulated camera; NULL when none is configured.
  source_url TEXT
);
CREATE INDEX devices_team_name ON devices(team_id, name);

CREATE TABLE channels (
  id TEXT PRIMARY KEY,
  team_id TEXT NOT NULL REFERENCES teams(id),
  name TEXT NOT NULL,
  -- 128-bit random token of the public watch page; NULL while not public.
  public_token TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (team_id, name)
);

CREATE TABLE channel_devices (
  channel_id TEXT NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
  device_id TEXT NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  -- Keeps the order the client gave.
  position INTEGER NOT NULL,
  PRIMARY KEY (channel_id, device_id)
);
CREATE INDEX channel_devices_device ON channel_devices(device_id);
