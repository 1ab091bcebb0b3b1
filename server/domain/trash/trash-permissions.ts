import type { Caller } from '../identity/tokens';
import { may } from '../../../src/lib/contract/permissions';

/**
 * Who may destroy a deletion before its retention ends, read from the team's permission table
 * (`trash.purge`). The route itself is guarded by `server/http/permission-routes.ts`; this answers
 * the Trash screen's question so it can disable the button with the reason.
 */
export const mayDeleteForever = (caller: Caller): boolean => may(caller.role, 'trash.purge').allowed;
