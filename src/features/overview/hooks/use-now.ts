import { useEffect, useState } from 'react';

/** The time now, updated every `everyMs`: moves rolling windows ("today", "last 24 h") on a screen left open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
