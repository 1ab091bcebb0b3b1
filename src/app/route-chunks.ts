/**
 * What happens when a screen's code (a route chunk) fails to download.
 *
 * TanStack Router's answer is to reload the page once, which is right after a deployment (the old
 * build's chunks are gone) and wrong when the service is down: the reload replaces the dashboard
 * with the browser's own "site can't be reached" page, and a wall display stays on it. So the app
 * keeps the router from reloading, and the screen's error boundary (`route-error.tsx`) asks the
 * server what happened: no answer → wait and retry; the file is gone → a new build, reload once.
 */

/** The key TanStack Router's `lazyRouteComponent` checks before its one reload (see its source). */
const ROUTER_RELOAD_KEY = 'tanstack_router_reload:';
const OUR_RELOAD_KEY = 'fleet-ops:reloaded-for:';

const chunkErrors = new WeakSet<object>();

/** Call once at start-up, before the router renders. */
export function takeOverRouteChunkErrors(): void {
  // Vite dispatches this for every failed dynamic import, before the router's lazy component sees the error.
  window.addEventListener('vite:preloadError', (event) => {
    const error: unknown = (event as Event & { payload?: unknown }).payload;
    if (!(error instanceof Error)) return;
    chunkErrors.add(error);
    try {
      sessionStorage.setItem(ROUTER_RELOAD_KEY + error.message, '1');
    } catch {
      // Storage disabled: the router reloads once, as it would have without this module.
    }
  });
}

export function isRouteChunkError(error: unknown): error is Error {
  return typeof error === 'object' && error !== null && chunkErrors.has(error);
}

/** The chunk's address, when the browser names it (Chromium and Firefox do; Safari does not). */
export function chunkUrlOf(error: Error): string | undefined {
  return /(https?:\/\/\S+)$/.exec(error.message)?.[1];
}

export type ChunkProbe = 'unreachable' | 'gone' | 'available';

/**
 * Asks for the chunk again (headers only). No answer: the server is unreachable. 404: this build's
 * files were replaced by a new deployment. Otherwise the failure was passing.
 */
export async function probeChunk(url: string): Promise<ChunkProbe> {
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return res.status === 404 || res.status === 410 ? 'gone' : 'available';
  } catch {
    return 'unreachable';
  }
}

/** Reloads the page for this chunk unless it already did in this tab (a reload that did not help must not loop). */
export function reloadOnceFor(url: string): boolean {
  try {
    if (sessionStorage.getItem(OUR_RELOAD_KEY + url)) return false;
    sessionStorage.setItem(OUR_RELOAD_KEY + url, '1');
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
