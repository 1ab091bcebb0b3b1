import type { Db } from '../../store/db';
import type { Caller } from '../identity/tokens';
import type { TrashKind } from '../../../src/lib/contract/trash';
import { recordAudit } from '../audit/audit-log';

/** A trash event for the audit log: who deleted, restored or destroyed which deletion. */
export interface TrashEvent {
  action: 'delete' | 'restore' | 'deleteForever';
  caller: Caller;
  entryId: string;
  kind: TrashKind;
  name: string;
  count: number;
}

const VERB = { restore: 'Restored', deleteForever: 'Deleted for ever' } as const;

/**
 * Restores and deletes forever go to the audit log from here. A deletion into the trash is
 * recorded once already, from the DELETE route's own answer (`server/http/audit-trail.ts`) or the
 * drive's GraphQL wrapper, so it is not recorded twice. Synchronous: called inside the trash's
 * transaction, the change and its record commit together.
 */
export function recordTrashEvent(db: Db, event: TrashEvent): void {
  if (event.action === 'delete') return;
  recordAudit(db, {
    caller: event.caller,
    action: event.action === 'restore' ? 'restore' : 'purge',
    targetType: 'trash',
    targetIds: [event.entryId],
    count: event.count,
    summary: `${VERB[event.action]} “${event.name}” (${event.count} ${event.kind} item${event.count === 1 ? '' : 's'})`,
  });
}
