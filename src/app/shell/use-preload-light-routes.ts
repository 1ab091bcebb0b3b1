import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Module pages whose code is fetched ahead, so moving between them works offline. */
const PRELOADED_PATHS = new Set(['/channels', '/jobs', '/flights/', '/analytics']);

/**
 * After the first screen has its data, fetch the code of the modules above, so navigating between
 * them still works when the network drops (a route chunk that fails to load makes the router
 * reload the page, which offline means the browser's error page). It waits until no query is
 * fetching and the browser is idle: compiling these chunks while the first screen loads delayed
 * it by ~50 % (bench:web). Live, Missions and Media (map, video, urql) load on demand.
 */
export function usePreloadLightRoutes(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      for (const route of Object.values(router.routesById)) {
        if (route && PRELOADED_PATHS.has(route.fullPath)) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
      }
    };
    const whenIdle = () => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
      else timer = setTimeout(run, 500);
    };
    let unsubscribe: (() => void) | undefined;
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe?.();
      unsubscribe = undefined;
      whenIdle();
    };
    // First check after the first screen's queries had a chance to start.
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
  }, [router, queryClient]);
}
