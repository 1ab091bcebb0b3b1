import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '@/lib/api/api-error';
import { subscribeReachability } from '@/lib/api/connectivity';
import type { AnalyticsScope } from '@/lib/resources/analytics';
import { loadScopeInWorker, type LoadProgress } from '../api/load-scope';
import { ProgressFeed } from '../utils/progress-feed';
import { LoadCancelled, type AnalyticsWorkerClient } from '../worker/analytics-worker-client';

export type ScopeLoadState =
  | { status: 'idle' }
  | { status: 'loading'; progress: LoadProgress }
  | { status: 'done'; progress: LoadProgress }
  | { status: 'cancelled'; progress: LoadProgress }
  | { status: 'error'; message: string; progress: LoadProgress };

export const scopeKey = (s: AnalyticsScope) => `${s.deviceId}|${s.from}|${s.to}`;

/** How often the chart refreshes while pages are still arriving. */
const REFRESH_MS = 400;

/**
 * Loads a scope in the worker (which fetches what it does not hold yet). `version` grows as
 * records arrive (throttled) and once at the end, so views re-aggregate progressively.
 * `state` changes only when the load starts and ends; the running count goes to `feed` (the
 * progress line subscribes to it), so a progress report does not re-render the page.
 */
export function useScopeLoad(worker: AnalyticsWorkerClient | null, scope: AnalyticsScope | null) {
  const [state, setState] = useState<ScopeLoadState>({ status: 'idle' });
  const [version, setVersion] = useState(0);
  const [feed] = useState(() => new ProgressFeed());
  const [attempt, setAttempt] = useState(0);
  const abortRef = useRef<AbortController | null>(null);
  const key = scope ? scopeKey(scope) : null;

  useEffect(() => {
    if (!worker || !scope || !key) {
      setState({ status: 'idle' });
      return;
    }
    const ac = new AbortController();
    abortRef.current = ac;
    let stopWaiting = () => {};
    let last = 0;
    let progress: LoadProgress = { pagesLoaded: 0, totalPages: null, records: 0 };
    feed.set(progress);
    setState({ status: 'loading', progress });
    performance.mark('analytics:loading', { detail: { scope: key } });
    const onProgress = (p: LoadProgress) => {
      progress = p;
      feed.set(p);
      if (performance.now() - last > REFRESH_MS) {
        last = performance.now();
        setVersion((v) => v + 1);
      }
    };
    loadScopeInWorker(worker, key, scope, onProgress, ac.signal).then(
      (p) => {
        // For bench:analytics: the moment the worker said it holds every page of the scope.
        performance.mark('analytics:loaded', { detail: { scope: key, records: p.records } });
        feed.set(p);
        setState({ status: 'done', progress: p });
        setVersion((v) => v + 1);
      },
      (e: unknown) => {
        if (e instanceof LoadCancelled) {
          if (abortRef.current === ac) setState({ status: 'cancelled', progress });
        } else {
          setState({ status: 'error', message: describeError(e), progress });
          // No answer: load again by itself once the service answers (the shell probes it meanwhile).
          if (e instanceof ApiError && e.isNetwork && !ac.signal.aborted) {
            stopWaiting = subscribeReachability((reachable) => reachable && setAttempt((a) => a + 1));
          }
        }
        setVersion((v) => v + 1);
      },
    );
    return () => {
      ac.abort();
      stopWaiting();
    };
    // The scope's identity is its key; `scope` itself is a fresh object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [worker, key, attempt]);

  const cancel = useCallback(() => abortRef.current?.abort(), []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, feed, version, key, cancel, retry };
}
