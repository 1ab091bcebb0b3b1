import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Light module pages whose code is fetched once the shell is idle. Only Channels now: the other
 * modules grew workers, charts and maps, and compiling them at idle delayed the first screen
 * (bench:web, channel list 266 → 406 ms with them preloaded).
 */
// Media is no longer a light page (urql, the explorer): it loads on demand like Live and Missions.
const LIGHT_PATHS = new Set(['/channels']);

/**
 * After the shell is up, fetch the code of the light modules, so navigating between them
 * still works when the network drops (a route chunk that fails to load makes the router
 * reload the page, which offline means the browser's error page). Heavy modules (Live,
 * Missions with the map and video engines) are left to load on demand.
 */
export function usePreloadLightRoutes(): void {
  const router = useRouter();
  useEffect(() => {
    const run = () => {
      for (const route of Object.values(router.routesById)) {
        if (route && LIGHT_PATHS.has(route.fullPath)) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
      }
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const t = setTimeout(run, 1500);
    return () => clearTimeout(t);
  }, [router]);
}
