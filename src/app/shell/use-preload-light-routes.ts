import { useRouter } from '@tanstack/react-router';
import { preloadRouteCode } from '../prefetch-in-background';
import { useWhenSettled } from '../use-when-settled';

/** Module pages whose code is fetched ahead, so moving between them works offline. */
const PRELOADED_PATHS = new Set(['/channels', '/jobs', '/flights/', '/analytics']);

/**
 * After the first screen has its data, fetch the code of the modules above, so navigating between
 * them still works when the network drops (elsewhere, a screen whose code cannot be downloaded
 * waits for the service: see app/route-chunks.ts). It waits until no query is
 * fetching and the browser is idle: compiling these chunks while the first screen loads delayed
 * it by ~50 % (bench:web). Live, Missions and Media (map, video, urql) load on demand.
 */
export function usePreloadLightRoutes(): void {
  const router = useRouter();
  useWhenSettled(() => {
    for (const route of Object.values(router.routesById)) {
      if (route && PRELOADED_PATHS.has(route.fullPath)) preloadRouteCode(router, route);
    }
  });
}
