import type { Db } from '../store/db';
import type { StreamKind, StreamState } from '../../src/lib/contract/streams';

export interface StreamRow {
  id: string;
  teamId: string;
  deviceId: string;
  kind: StreamKind;
  url: string;
  state: StreamState;
  error: string | null;
  /** A code for `error` (ffmpeg-failure.ts), when the failure was recognised (migration 022). */
  errorCode: string | null;
  /** When the ended stream was dismissed from the pulls and relays list (migration 022). */
  dismissedAt: number | null;
  pid: number | null;
  startedAt: number;
  updatedAt: number;
  endedAt: number | null;
}

const COLUMNS = `id, team_id AS teamId, device_id AS deviceId, kind, url, state, error, error_code AS errorCode,
  dismissed_at AS dismissedAt, pid,
  started_at AS startedAt, updated_at AS updatedAt, ended_at AS endedAt`;

export const ACTIVE_STATES: readonly StreamState[] = ['STARTING', 'STREAMING', 'STOPPING'];

/** Persistence of stream records (migration 008), so status survives a restart. */
export function createStreamStore(db: Db) {
  const get = db.prepare(`SELECT ${COLUMNS} FROM streams WHERE id = ?`);
  const byTeam = db.prepare(`SELECT ${COLUMNS} FROM streams WHERE team_id = ? ORDER BY device_id, kind`);
  const active = db.prepare(`SELECT ${COLUMNS} FROM streams WHERE state IN ('STARTING', 'STREAMING', 'STOPPING')`);
  const upsert = db.prepare(`INSERT INTO streams (id, team_id, device_id, kind, url, state, error, pid, started_at, updated_at, ended_at)
    VALUES (@id, @teamId, @deviceId, @kind, @url, @state, NULL, NULL, @now, @now, NULL)
    ON CONFLICT(id) DO UPDATE SET team_id = excluded.team_id, device_id = excluded.device_id, kind = excluded.kind,
      url = excluded.url, state = excluded.state, error = NULL, error_code = NULL, dismissed_at = NULL, pid = NULL, started_at = excluded.started_at,
      updated_at = excluded.updated_at, ended_at = NULL`);
  const setState = db.prepare(`UPDATE streams SET state = @state, error = @error, error_code = @code, updated_at = @now,
      ended_at = CASE WHEN @state IN ('STOPPED', 'FINISHED', 'ERROR') THEN @now ELSE ended_at END,
      pid = CASE WHEN @state IN ('STOPPED', 'FINISHED', 'ERROR') THEN NULL ELSE pid END
    WHERE id = @id`);
  const setPid = db.prepare('UPDATE streams SET pid = ? WHERE id = ?');
  const dismiss = db.prepare(
    "UPDATE streams SET dismissed_at = ? WHERE id = ? AND state IN ('STOPPED', 'FINISHED', 'ERROR') AND dismissed_at IS NULL",
  );

  return {
    get: (id: string) => get.get(id) as StreamRow | undefined,
    listTeam: (teamId: string) => byTeam.all(teamId) as StreamRow[],
    listActive: () => active.all() as StreamRow[],
    begin(r: { id: string; teamId: string; deviceId: string; kind: StreamKind; url: string }) {
      upsert.run({ ...r, state: 'STARTING', now: Date.now() });
    },
    setState(id: string, state: StreamState, error: string | null = null, code: string | null = null) {
      setState.run({ id, state, error, code, now: Date.now() });
    },
    /** Hides an ended stream from the pulls and relays list for the whole team; false when it is running. */
    dismiss: (id: string) => dismiss.run(Date.now(), id).changes > 0,
    setPid: (id: string, pid: number) => void setPid.run(pid, id),
  };
}

export type StreamStore = ReturnType<typeof createStreamStore>;
