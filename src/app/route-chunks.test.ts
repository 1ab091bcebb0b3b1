// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkUrlOf, isRouteChunkError, probeChunk, reloadOnceFor, takeOverRouteChunkErrors } from './route-chunks';

const URL_ = 'http://localhost:5173/assets/jobs_._jobId-Ddifefed.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('route chunk failures', () => {
  it('marks the failed import as handled, so the router does not reload on its own', () => {
    takeOverRouteChunkErrors();
    const error = new TypeError(`Failed to fetch dynamically imported module: ${URL_}`);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    window.dispatchEvent(event);
    expect(isRouteChunkError(error)).toBe(true);
    // The key TanStack Router's lazyRouteComponent reads before its one reload.
    expect(sessionStorage.getItem(`tanstack_router_reload:${error.message}`)).toBe('1');
    expect(isRouteChunkError(new TypeError(error.message))).toBe(false);
    expect(chunkUrlOf(error)).toBe(URL_);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });

  it('tells an unreachable server from a removed file', async () => {
    const answer = vi.fn<() => Promise<Response>>();
    vi.stubGlobal('fetch', answer);
    answer.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await probeChunk(URL_)).toBe('unreachable');
    answer.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    expect(await probeChunk(URL_)).toBe('gone');
    answer.mockResolvedValueOnce(new Response('', { status: 200 }));
    expect(await probeChunk(URL_)).toBe('available');
    expect(answer).toHaveBeenCalledWith(URL_, { method: 'HEAD', cache: 'no-store' });
  });

  it('reloads once per file in a tab, never in a loop', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    expect(reloadOnceFor(URL_)).toBe(true);
    expect(reloadOnceFor(URL_)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
