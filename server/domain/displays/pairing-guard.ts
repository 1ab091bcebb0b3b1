import { DISPLAY_PAIRING_S } from '../../../src/lib/contract/displays';
import { RateLimitedError } from '../errors';

/**
 * Counts wrong pairing codes per client and in total over one code lifetime (15 minutes).
 * A wrong guess matches no display, so it cannot be charged to the code it aimed at; bounding
 * every client's guesses, and everyone's together, bounds the guesses any pending code can
 * receive in its lifetime (1,000 against 32^8 codes) without letting a guesser void real codes.
 */
export interface PairingGuard {
  /** Throws RATE_LIMITED when this client, or everyone together, has used up the wrong codes. */
  check(client: string): void;
  recordFailure(client: string): void;
}

const WINDOW_MS = DISPLAY_PAIRING_S * 1000;
/** Clients remembered at most; beyond this the oldest windows are dropped first. */
const MAX_CLIENTS = 10_000;

interface Window {
  failures: number;
  resetAt: number;
}

export function createPairingGuard(limits: { perClient: number; total: number }, now: () => number = Date.now): PairingGuard {
  const clients = new Map<string, Window>();
  let total: Window = { failures: 0, resetAt: now() + WINDOW_MS };
  const current = (w: Window | undefined): Window | undefined => (w && w.resetAt > now() ? w : undefined);
  const refuse = (w: Window, who: string) => {
    const retryAfterS = Math.ceil((w.resetAt - now()) / 1000);
    throw new RateLimitedError(`Too many wrong pairing codes ${who}: try again in ${retryAfterS} s`, retryAfterS);
  };
  return {
    check(client) {
      const mine = current(clients.get(client));
      if (mine && mine.failures >= limits.perClient) refuse(mine, 'from this address');
      if (current(total) && total.failures >= limits.total) refuse(total, 'were sent to this service');
    },
    recordFailure(client) {
      const t = now();
      if (!current(total)) total = { failures: 0, resetAt: t + WINDOW_MS };
      total.failures += 1;
      let mine = current(clients.get(client));
      if (!mine) {
        clients.delete(client);
        if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value ?? '');
        mine = { failures: 0, resetAt: t + WINDOW_MS };
        clients.set(client, mine);
      }
      mine.failures += 1;
    },
  };
}
