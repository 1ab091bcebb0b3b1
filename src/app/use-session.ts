import { useSyncExternalStore } from 'react';
import { getSession, missingAreas, subscribeSession, type Session } from '@/lib/api/session';
import type { AuthArea } from '@/lib/contract/auth';

/** The current session (null when signed out); re-renders on sign-in, re-sign-in and sign-out. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The auth areas the current session has no credential for. */
export function useMissingAreas(): AuthArea[] {
  const session = useSession();
  return missingAreas(session);
}
