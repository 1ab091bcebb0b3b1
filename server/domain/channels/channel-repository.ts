import type { Db } from '../../store/db';

/** A stored channel; the public URL is built per request from the token. */
export interface ChannelRecord {
  id: string;
  teamId: string;
  name: string;
  publicToken: string | null;
  /** Epoch ms when the public link stops resolving; null = until unshared. */
  publicExpiresAt: number | null;
  deviceIds: string[];
  createdAt: number;
  updatedAt: number;
}

type Row = Omit<ChannelRecord, 'deviceIds'>;

const COLUMNS =
  'id, team_id AS teamId, name, public_token AS publicToken, public_expires_at AS publicExpiresAt, created_at AS createdAt, updated_at AS updatedAt';

function deviceIdsOf(db: Db, channelId: string): string[] {
  return db.prepare('SELECT device_id FROM channel_devices WHERE channel_id = ? ORDER BY position').pluck().all(channelId) as string[];
}

const withDevices = (db: Db, row: Row): ChannelRecord => ({ ...row, deviceIds: deviceIdsOf(db, row.id) });

export function listTeamChannels(db: Db, teamId: string): ChannelRecord[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM channels WHERE team_id = ? ORDER BY created_at, id`).all(teamId) as Row[];
  return rows.map((r) => withDevices(db, r));
}

export function getTeamChannel(db: Db, teamId: string, id: string): ChannelRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM channels WHERE id = ? AND team_id = ?`).get(id, teamId) as Row | undefined;
  return row && withDevices(db, row);
}

/** A shared channel by its public token; an expired link resolves to nothing, as an unshared one. */
export function getChannelByToken(db: Db, token: string, now = Date.now()): ChannelRecord | undefined {
  const row = db
    .prepare(`SELECT ${COLUMNS} FROM channels WHERE public_token = ? AND (public_expires_at IS NULL OR public_expires_at > ?)`)
    .get(token, now) as Row | undefined;
  return row && withDevices(db, row);
}

/** Another channel of the team with that exact name, if any. */
export function channelNameTaken(db: Db, teamId: string, name: string, exceptId?: string): boolean {
  return Boolean(db.prepare('SELECT 1 FROM channels WHERE team_id = ? AND name = ? AND id IS NOT ?').get(teamId, name, exceptId ?? null));
}

export function insertChannel(db: Db, c: Omit<ChannelRecord, 'deviceIds'>): void {
  db.prepare(
    'INSERT INTO channels (id, team_id, name, public_token, public_expires_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(c.id, c.teamId, c.name, c.publicToken, c.publicExpiresAt, c.createdAt, c.updatedAt);
}

export function updateChannelRow(
  db: Db,
  id: string,
  fields: { name: string; publicToken: string | null; publicExpiresAt: number | null; updatedAt: number },
): void {
  db.prepare('UPDATE channels SET name = ?, public_token = ?, public_expires_at = ?, updated_at = ? WHERE id = ?').run(
    fields.name,
    fields.publicToken,
    fields.publicExpiresAt,
    fields.updatedAt,
    id,
  );
}

export function replaceChannelDevices(db: Db, channelId: string, deviceIds: readonly string[]): void {
  db.prepare('DELETE FROM channel_devices WHERE channel_id = ?').run(channelId);
  const insert = db.prepare('INSERT INTO channel_devices (channel_id, device_id, position) VALUES (?, ?, ?)');
  deviceIds.forEach((d, i) => insert.run(channelId, d, i));
}

/** Appends a device; a device already in the channel stays where it is. */
export function addChannelDevice(db: Db, channelId: string, deviceId: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO channel_devices (channel_id, device_id, position)
     VALUES (?, ?, (SELECT COALESCE(MAX(position), -1) + 1 FROM channel_devices WHERE channel_id = ?))`,
  ).run(channelId, deviceId, channelId);
}

export function removeChannelDevice(db: Db, channelId: string, deviceId: string): number {
  return db.prepare('DELETE FROM channel_devices WHERE channel_id = ? AND device_id = ?').run(channelId, deviceId).changes;
}

export function touchChannel(db: Db, id: string, updatedAt: number): void {
  db.prepare('UPDATE channels SET updated_at = ? WHERE id = ?').run(updatedAt, id);
}

export function deleteChannelRow(db: Db, id: string): void {
  db.prepare('DELETE FROM channels WHERE id = ?').run(id);
}
