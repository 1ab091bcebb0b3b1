import type { Db } from '../../store/db';

/** A stored display; secrets are kept only as SHA-256 hashes. */
export interface DisplayRecord {
  id: string;
  teamId: string;
  name: string;
  wallPath: string;
  channelIds: string[];
  deviceIds: string[];
  pairingExpiresAt: number | null;
  createdBy: string;
  createdAt: number;
  pairedAt: number | null;
  lastSeenAt: number | null;
  revokedAt: number | null;
  hasCredential: boolean;
}

interface Row extends Omit<DisplayRecord, 'channelIds' | 'deviceIds' | 'hasCredential'> {
  channelIds: string;
  deviceIds: string;
  hasCredential: 0 | 1;
}

const COLUMNS = `id, team_id AS teamId, name, wall_path AS wallPath, channel_ids AS channelIds, device_ids AS deviceIds,
  pairing_expires_at AS pairingExpiresAt, created_by AS createdBy, created_at AS createdAt, paired_at AS pairedAt,
  last_seen_at AS lastSeenAt, revoked_at AS revokedAt, credential_hash IS NOT NULL AS hasCredential`;

const fromRow = (r: Row): DisplayRecord => ({
  ...r,
  channelIds: JSON.parse(r.channelIds) as string[],
  deviceIds: JSON.parse(r.deviceIds) as string[],
  hasCredential: r.hasCredential === 1,
});

export function listTeamDisplays(db: Db, teamId: string): DisplayRecord[] {
  return (db.prepare(`SELECT ${COLUMNS} FROM displays WHERE team_id = ? ORDER BY created_at DESC, id`).all(teamId) as Row[]).map(fromRow);
}

export function getTeamDisplay(db: Db, teamId: string, id: string): DisplayRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM displays WHERE id = ? AND team_id = ?`).get(id, teamId) as Row | undefined;
  return row && fromRow(row);
}

export function displayByPairingHash(db: Db, hash: string): DisplayRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM displays WHERE pairing_code_hash = ?`).get(hash) as Row | undefined;
  return row && fromRow(row);
}

export function displayByCredentialHash(db: Db, hash: string): DisplayRecord | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM displays WHERE credential_hash = ?`).get(hash) as Row | undefined;
  return row && fromRow(row);
}

export function insertDisplay(
  db: Db,
  d: Pick<DisplayRecord, 'id' | 'teamId' | 'name' | 'wallPath' | 'channelIds' | 'deviceIds' | 'createdBy' | 'createdAt'> & {
    pairingHash: string;
    pairingExpiresAt: number;
  },
): void {
  db.prepare(
    `INSERT INTO displays (id, team_id, name, wall_path, channel_ids, device_ids, pairing_code_hash, pairing_expires_at, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    d.id,
    d.teamId,
    d.name,
    d.wallPath,
    JSON.stringify(d.channelIds),
    JSON.stringify(d.deviceIds),
    d.pairingHash,
    d.pairingExpiresAt,
    d.createdBy,
    d.createdAt,
  );
}

/** Exchanges the pairing code: the code is cleared (one use) and the credential's hash set. */
export function setCredential(db: Db, id: string, credentialHash: string, now: number): void {
  db.prepare(
    'UPDATE displays SET credential_hash = ?, pairing_code_hash = NULL, pairing_expires_at = NULL, paired_at = ?, last_seen_at = ? WHERE id = ?',
  ).run(credentialHash, now, now, id);
}

export function touchDisplay(db: Db, id: string, now: number): void {
  db.prepare('UPDATE displays SET last_seen_at = ? WHERE id = ?').run(now, id);
}

/** Revoking drops both secrets, so neither a pending code nor the credential opens anything again. */
export function revokeDisplayRow(db: Db, id: string, now: number): void {
  db.prepare(
    'UPDATE displays SET revoked_at = COALESCE(revoked_at, ?), credential_hash = NULL, pairing_code_hash = NULL, pairing_expires_at = NULL WHERE id = ?',
  ).run(now, id);
}
