import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RECONNECT_PROBE_MS, reportReachable, serviceAnswers } from '@/lib/api/connectivity';
import { useConnectivity } from '../use-online';

/**
 * While the service is unreachable (but the browser thinks it is online), ask every few seconds
 * whether anything answers. The probe, not the queries, is what repeats: refetching a query that
 * has no data puts it back to "loading", and a failed screen would flicker between its error and a
 * spinner every few seconds for as long as the service is down.
 *
 * Whenever the service is reachable again, by the probe or by any request that got an answer, the
 * screen's failed and idle queries refetch, so the screen recovers by itself. Not only after the
 * probe: a request that failed while the service came back, followed by one that got through, left
 * the service "reachable", the probe stopped, and the failed screen waiting for a click.
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
        // Back: the banner goes, and the effect below refetches.
        reportReachable(true);
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

  const wasReachable = useRef(serviceReachable);
  useEffect(() => {
    const back = serviceReachable && !wasReachable.current;
    wasReachable.current = serviceReachable;
    // A query that still fails (a 503, one blocked path) says so again, and the probe starts again.
    if (back)
      void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' || q.state.fetchStatus === 'idle' });
  }, [serviceReachable, queryClient]);

  // Back online: also refetch queries that ended in error (refetchOnReconnect skips none, but
  // a query whose retries were exhausted while offline needs a nudge to leave its error state).
  useEffect(() => {
    if (!browserOnline) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  }, [browserOnline, queryClient]);
}
