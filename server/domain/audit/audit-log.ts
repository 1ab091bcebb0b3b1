import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_MAX_ROWS, type AuditAction, type AuditEvent } from '../../../src/lib/contract/audit';
import { decodeCursor, encodeCursor } from '../../store/cursor';

/** Ids kept per event; `count` still says how many it touched (a bulk delete of 20,000). */
export const AUDIT_MAX_IDS = 100;
const SUMMARY_MAX = 500;

export interface AuditEntry {
  caller: Pick<Caller, 'userId' | 'teamId' | 'companyId' | 'role'>;
  action: AuditAction;
  /** What kind of thing: 'flight-log', 'media-item', 'mission', 'job', 'task', 'channel', 'display', or a route for a refusal. */
  targetType: string;
  targetIds?: readonly string[];
  /** How many things the event touched; defaults to the number of targetIds. */
  count?: number;
  /** One sentence for people ("Deleted 3 flight logs"). Names are user text: stored and shown as text. */
  summary: string;
  /** A refusal's reason code (permissions.ts REFUSAL_REASONS). */
  reason?: string;
  /** Epoch ms; now by default. */
  at?: number;
}

const inserts = new WeakMap<Db, ReturnType<Db['prepare']>>();

/**
 * Records one audit event in the caller's team. Synchronous and cheap (one indexed insert):
 * call it inside the transaction that did the change where there is one, so the change and its
 * record commit together. The trash's restore and purge call it with action 'restore' / 'purge'.
 */
export function recordAudit(db: Db, entry: AuditEntry): void {
  let insert = inserts.get(db);
  if (!insert) {
    insert = db.prepare(
      `INSERT INTO audit_events (team_id, company_id, user_id, role, action, target_type, target_ids, count, summary, reason, at)
       VALUES (@teamId, @companyId, @userId, @role, @action, @targetType, @targetIds, @count, @summary, @reason, @at)`,
    );
    inserts.set(db, insert);
  }
  const ids = entry.targetIds ?? [];
  insert.run({
    teamId: entry.caller.teamId,
    companyId: entry.caller.companyId,
    userId: entry.caller.userId,
    role: entry.caller.role,
    action: entry.action,
    targetType: entry.targetType,
    targetIds: JSON.stringify(ids.slice(0, AUDIT_MAX_IDS)),
    count: entry.count ?? ids.length,
    summary: entry.summary.slice(0, SUMMARY_MAX),
    reason: entry.reason ?? null,
    at: entry.at ?? Date.now(),
  });
}

export interface AuditFilters {
  action?: string;
  userId?: string;
  from?: number;
  to?: number;
}

interface Row {
  id: number;
  at: number;
  user_id: string;
  user_name: string | null;
  role: string;
  action: string;
  target_type: string;
  target_ids: string;
  count: number;
  summary: string;
  reason: string | null;
}

const present = (r: Row): AuditEvent => ({
  id: String(r.id),
  at: r.at,
  userId: r.user_id,
  userName: r.user_name,
  role: r.role,
  action: r.action,
  targetType: r.target_type,
  targetIds: JSON.parse(r.target_ids) as string[],
  count: r.count,
  summary: r.summary,
  reason: r.reason,
});

function select(db: Db, teamId: string, f: AuditFilters, after: { at: number; id: number } | null, limit: number): Row[] {
  return db
    .prepare(
      `SELECT e.id, e.at, e.user_id, u.display_name AS user_name, e.role, e.action, e.target_type, e.target_ids, e.count, e.summary, e.reason
       FROM audit_events e LEFT JOIN users u ON u.id = e.user_id
       WHERE e.team_id = @teamId
         AND (@action IS NULL OR e.action = @action)
         AND (@userId IS NULL OR e.user_id = @userId)
         AND (@from IS NULL OR e.at >= @from)
         AND (@to IS NULL OR e.at < @to)
         AND (@afterAt IS NULL OR e.at < @afterAt OR (e.at = @afterAt AND e.id < @afterId))
       ORDER BY e.at DESC, e.id DESC
       LIMIT @limit`,
    )
    .all({
      teamId,
      action: f.action ?? null,
      userId: f.userId ?? null,
      from: f.from ?? null,
      to: f.to ?? null,
      afterAt: after?.at ?? null,
      afterId: after?.id ?? null,
      limit,
    }) as Row[];
}

/** One page of the team's events, newest first; the team is the caller's, never a parameter. */
export function listAudit(db: Db, teamId: string, f: AuditFilters, limit: number, nextToken?: string) {
  let after: { at: number; id: number } | null = null;
  if (nextToken) {
    const c = decodeCursor(nextToken);
    after = { at: c.at, id: Number(c.id) };
  }
  const rows = select(db, teamId, f, after, limit + 1);
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return { items: page.map(present), nextToken: more && last ? encodeCursor({ at: last.at, id: String(last.id) }) : null };
}

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (/^[=+\-@\t\r]/.test(s) && typeof value === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** The filtered events as CSV (newest first, at most AUDIT_EXPORT_MAX_ROWS), one line per event. */
export function auditCsv(db: Db, teamId: string, f: AuditFilters): string {
  const rows = select(db, teamId, f, null, AUDIT_EXPORT_MAX_ROWS);
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const ids = (JSON.parse(r.target_ids) as string[]).join(' ');
    lines.push(
      [new Date(r.at).toISOString(), r.user_id, r.user_name, r.role, r.action, r.target_type, r.count, ids, r.summary, r.reason]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
