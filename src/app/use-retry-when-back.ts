import { useEffect, useRef, useState } from 'react';
import { RECONNECT_PROBE_MS, serviceAnswers } from '@/lib/api/connectivity';
import { chunkUrlOf, probeChunk, reloadOnceFor } from './route-chunks';

/** Chunks retried once because their file answered: failing again with the file there is not a passing failure. */
const retriedChunks = new Set<string>();

/**
 * A screen that failed because nothing answered retries by itself once something does: every few
 * seconds, and at once when the browser comes back online. A wall display left alone recovers.
 * For a screen's code (`chunk`): a 404, or a file that answers but still does not load (a module it
 * imports is gone), means a newer build replaced this one, and the page reloads, once.
 * Returns true when that reload already happened and did not help (the user is asked to reload).
 */
export function useRetryWhenBack(retry: () => Promise<void>, chunk: Error | undefined): boolean {
  const [stale, setStale] = useState(false);
  const retryRef = useRef(retry);
  retryRef.current = retry;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const url = chunk && chunkUrlOf(chunk);
    const check = async () => {
      clearTimeout(timer);
      const found = url ? await probeChunk(url) : (await serviceAnswers()) ? 'available' : 'unreachable';
      if (stopped) return;
      if (url && (found === 'gone' || (found === 'available' && retriedChunks.has(url)))) {
        if (!reloadOnceFor(url)) setStale(true);
        return;
      }
      if (found === 'available') {
        if (url) retriedChunks.add(url);
        await retryRef.current();
      }
      // Still mounted: the retry failed again (a new error remounts this screen) or nothing answered.
      if (!stopped) timer = setTimeout(() => void check(), RECONNECT_PROBE_MS);
    };
    // A chunk is probed at once (a new deployment should reload without delay); a failed request waits a beat.
    timer = setTimeout(() => void check(), chunk ? 0 : RECONNECT_PROBE_MS);
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [chunk]);

  return stale;
}
