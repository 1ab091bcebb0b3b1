import { useSyncExternalStore } from 'react';
import { mayShow, type Action, type Decision } from '@/lib/contract/permissions';
import { getSession, subscribeSession } from './session';

/**
 * What the signed-in caller may do, from the shared permission table and the session's role:
 * a control the service would refuse is hidden or disabled with this decision's sentence. A
 * role the dashboard cannot read (another deployment) shows the control and lets that service
 * decide; its 403 is then shown as it is.
 */
export function usePermission(action: Action, subject: { ownerId?: string | null } = {}): Decision {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  return mayShow(session?.role, action, { ownerId: subject.ownerId, callerId: session?.userId });
}

/** The same reading for many subjects at once (a selection): refused if any one is. */
export function usePermissionForAll(action: Action, ownerIds: ReadonlyArray<string | null | undefined>): Decision {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  for (const ownerId of new Set(ownerIds)) {
    const d = mayShow(session?.role, action, { ownerId, callerId: session?.userId });
    if (!d.allowed) return d;
  }
  return mayShow(session?.role, 'write');
}
