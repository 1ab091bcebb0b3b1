import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import { PermissionDenied } from '../errors';
import { may, type Action, type Subject } from '../../../src/lib/contract/permissions';
import { recordAudit } from '../audit/audit-log';

export interface Attempt {
  /** What was attempted, for the audit log: 'DELETE /v1/flights', 'media delete'. */
  what: string;
  targetType: string;
  targetIds?: readonly string[];
  /** Added to the refusal's sentence: "2 of the 5 selected logs are someone else's." */
  detail?: string;
}

/**
 * The service's one permission check: the shared table's answer for the caller, and on a refusal
 * an audit record (who tried what) and a 403 with the reason. `subject.callerId` is the caller's.
 */
export function requirePermission(db: Db, caller: Caller, action: Action, attempt: Attempt, subject: Omit<Subject, 'callerId'> = {}): void {
  const decision = may(caller.role, action, { ...subject, callerId: caller.userId });
  if (decision.allowed) return;
  const message = attempt.detail ? `${decision.message} ${attempt.detail}` : decision.message;
  recordAudit(db, {
    caller,
    action: 'refused',
    targetType: attempt.targetType,
    targetIds: attempt.targetIds,
    summary: `${attempt.what}: ${message}`,
    reason: decision.reason,
  });
  throw new PermissionDenied(message, decision.reason, action);
}

/**
 * For actions on many owned things at once (a selection of flight logs, media items with their
 * descendants): `others` is how many of them belong to someone else. One refusal covers the whole
 * request, so nothing is half done.
 */
export function requireForOwned(db: Db, caller: Caller, action: Action, attempt: Attempt, others: number): void {
  // Owner is the caller when nothing is someone else's; otherwise a stand-in owner that is not the caller.
  requirePermission(db, caller, action, attempt, { ownerId: others > 0 ? `${caller.userId}\u0000other` : caller.userId });
}
