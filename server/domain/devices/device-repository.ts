import type { Db } from '../../store/db';
import type { Device, DeviceType } from '../../../src/lib/contract/devices';

/** A device row with its team: what the streaming area needs to authorise and start a stream. */
export interface DeviceRecord extends Device {
  teamId: string;
}

interface Row {
  id: string;
  teamId: string;
  name: string;
  type: DeviceType;
  model: string;
  serial: string;
  streamKey: string;
  sourceUrl: string | null;
}

const COLUMNS = 'id, team_id AS teamId, name, type, model, serial, stream_key AS streamKey, source_url AS sourceUrl';

function toRecord(row: Row): DeviceRecord {
  const { sourceUrl, ...rest } = row;
  return sourceUrl ? { ...rest, sourceUrl } : rest;
}

/** The public listing shape: no team id. */
export function toDevice({ teamId: _teamId, ...device }: DeviceRecord): Device {
  return device;
}

export function listTeamDevices(db: Db, teamId: string): DeviceRecord[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM devices WHERE team_id = ? ORDER BY name, id`).all(teamId) as Row[];
  return rows.map(toRecord);
}

/** The device when it belongs to the team; undefined otherwise (unknown or another team's). */
export function getTeamDevice(db: Db, teamId: string, deviceId: string): DeviceRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM devices WHERE id = ? AND team_id = ?`).get(deviceId, teamId) as Row | undefined;
  return row && toRecord(row);
}

/** Any team's device: lets a route tell "another team's device" (403) from "no such device". */
export function getDeviceAnyTeam(db: Db, deviceId: string): DeviceRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM devices WHERE id = ?`).get(deviceId) as Row | undefined;
  return row && toRecord(row);
}

/** The team's stream key (the spec has one per team), or undefined for a team without devices. */
export function teamStreamKey(db: Db, teamId: string): string | undefined {
  return db.prepare('SELECT stream_key FROM devices WHERE team_id = ? LIMIT 1').pluck().get(teamId) as string | undefined;
}

/** Which of the given ids are NOT devices of the team (order kept). */
export function foreignDeviceIds(db: Db, teamId: string, ids: readonly string[]): string[] {
  const check = db.prepare('SELECT 1 FROM devices WHERE id = ? AND team_id = ?').pluck();
  return ids.filter((id) => !check.get(id, teamId));
}

export interface NewDevice {
  id: string;
  teamId: string;
  name: string;
  type: DeviceType;
  model: string;
  serial: string;
  streamKey: string;
  sourceUrl?: string;
}

export function insertDevices(db: Db, devices: readonly NewDevice[]): void {
  const insert = db.prepare(
    'INSERT INTO devices (id, team_id, name, type, model, serial, stream_key, source_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const d of devices) insert.run(d.id, d.teamId, d.name, d.type, d.model, d.serial, d.streamKey, d.sourceUrl ?? null);
  })();
}
