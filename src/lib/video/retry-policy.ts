/** Reconnect delays: 1 s, 2 s, 4 s … capped at 30 s, with a little jitter so a wall of tiles does not retry in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  const jitter = base * 0.2 * random();
  return Math.min(30_000, Math.round(base * 0.9 + jitter));
}

/** Media (decoder) errors are recovered at most once per window; a second one inside it is a real failure. */
export function createMediaRecoveryGate(windowMs = 5000, now: () => number = Date.now) {
  let last = -Infinity;
  return {
    tryAcquire(): boolean {
      const t = now();
      if (t - last < windowMs) return false;
      last = t;
      return true;
    },
  };
}
