import { useRouter } from '@tanstack/react-router';
import { useWhenSettled } from '../use-when-settled';

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
  useWhenSettled(() => {
    for (const route of Object.values(router.routesById)) {
      if (route && PRELOADED_PATHS.has(route.fullPath)) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
    }
  });
}
