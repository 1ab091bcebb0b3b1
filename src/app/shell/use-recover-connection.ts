import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RECONNECT_PROBE_MS, reportReachable, serviceAnswers } from '@/lib/api/connectivity';
import { useConnectivity } from '../use-online';

/**
 * While the service is unreachable (but the browser thinks it is online), ask every few seconds
 * whether anything answers, and once it does, refetch the screen's failed and idle queries, so
 * the screen recovers by itself. The probe, not the queries, is what repeats: refetching a query
 * that has no data puts it back to "loading", and a failed screen would flicker between its error
 * and a spinner every few seconds for as long as the service is down.
 */
export function useRecoverConnection(): void {
  const queryClient = useQueryClient();
  const { browserOnline, serviceReachable } = useConnectivity();
  useEffect(() => {
    if (serviceReachable || !browserOnline) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      if (await serviceAnswers()) {
        if (stopped) return;
        // Back: the banner goes; a query that still fails (a 503, one blocked path) says so again.
        reportReachable(true);
        void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.state.fetchStatus === 'idle' });
        return;
      }
      if (!stopped) timer = setTimeout(() => void check(), RECONNECT_PROBE_MS);
    };
    timer = setTimeout(() => void check(), RECONNECT_PROBE_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [browserOnline, serviceReachable, queryClient]);

  // Back online: also refetch queries that ended in error (refetchOnReconnect skips none, but
  // a query whose retries were exhausted while offline needs a nudge to leave its error state).
  useEffect(() => {
    if (!browserOnline) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  }, [browserOnline, queryClient]);
}
