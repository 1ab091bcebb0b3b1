import type { Caller } from '../identity/tokens';
import { forbidden } from '../errors';

/**
 * Who may destroy a deletion before its retention ends: admins (issue 34). One function, so the
 * team's permission table (src/lib/contract/permissions.ts) can decide it instead.
 */
export const mayDeleteForever = (caller: Caller): boolean => caller.role === 'admin';

export function requireDeleteForever(caller: Caller): void {
  if (!mayDeleteForever(caller))
    throw forbidden('Only an admin may delete forever: a member’s deletions stay restorable until the trash’s retention ends');
}
