import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

/**
 * A route loader's head start: loads a module and starts a prefetch with it, without waiting. A
 * failure here (the service or the code unreachable) is not the screen's to report: the screen asks
 * again with its own query and shows that error, so this one must not surface as an unhandled rejection.
 */
export function prefetchInBackground<M>(load: () => Promise<M>, run: (module: M) => unknown): void {
  load()
    .then(run)
    .catch(() => undefined);
}

/** Loads a route's code ahead, so the click waits only for data. A failure is fine: the click asks again. */
export function preloadRouteCode(router: AnyRouter, route: AnyRoute | undefined): void {
  if (!route) return;
  Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
}
