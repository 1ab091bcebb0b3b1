import { useEffect, useState } from 'react';
import { geoidLoaded, loadGeoid } from '@/lib/geo/geoid';

/**
 * Loads the EGM96 geoid once the browser is idle (so it does not compete with the screen's first
 * paint), or at once with `{ now: true }`; true once conversions can run.
 */
export function useGeoid({ now = false } = {}): boolean {
  const [ready, setReady] = useState(geoidLoaded);
  useEffect(() => {
    if (ready) return;
    let alive = true;
    const load = () => void loadGeoid().then(() => alive && setReady(true));
    const idle = now ? undefined : requestIdleCallback(load, { timeout: 5000 });
    if (now) load();
    return () => {
      alive = false;
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [ready, now]);
  return ready;
}
