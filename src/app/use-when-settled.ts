import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Runs `run` once, after the page's queries have settled (none fetching) and the browser is idle:
 * for loading code the next page will need without slowing this page's own first data.
 */
export function useWhenSettled(run: () => void): void {
  const queryClient = useQueryClient();
  const ref = useRef(run);
  ref.current = run;
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const go = () => ref.current();
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(go, { timeout: 3000 });
      else timer = setTimeout(go, 500);
    };
    let unsubscribe: (() => void) | undefined;
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
      whenIdle();
    };
    // First check after the page's queries had a chance to start.
    const start = setTimeout(() => {
      unsubscribe = queryClient.getQueryCache().subscribe(check);
      check();
    }, 0);
    return () => {
      clearTimeout(start);
      unsubscribe?.();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [queryClient]);
}
