import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RECONNECT_PROBE_MS } from '@/lib/api/connectivity';
import { useConnectivity } from '../use-online';

/**
 * While the service is unreachable (but the browser thinks it is online), refetch the
 * screen's failed queries every few seconds, so the screen recovers by itself; the first
 * success flips reachability back. Browser offline→online is handled by refetchOnReconnect.
 */
export function useRecoverConnection(): void {
  const queryClient = useQueryClient();
  const { browserOnline, serviceReachable } = useConnectivity();
  useEffect(() => {
    if (serviceReachable || !browserOnline) return;
    const id = setInterval(() => {
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.state.fetchStatus === 'idle' });
    }, RECONNECT_PROBE_MS);
    return () => clearInterval(id);
  }, [browserOnline, serviceReachable, queryClient]);

  // Back online: also refetch queries that ended in error (refetchOnReconnect skips none, but
  // a query whose retries were exhausted while offline needs a nudge to leave its error state).
  useEffect(() => {
    if (!browserOnline) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  }, [browserOnline, queryClient]);
}
