import type { ViewerTokenResponse } from '@/lib/contract/streams';

/**
 * Shares one viewer token between many players (a wall asks for one team token, not one per tile).
 * `get()` returns a token with enough life left; `renew()` returns a newer one than the caller has,
 * asking the service at most once however many tiles renew at the same moment.
 */
export interface TokenManager {
  get(): Promise<ViewerTokenResponse>;
  renew(olderThanExpiresAt: number): Promise<ViewerTokenResponse>;
}

export function createTokenManager(
  fetchToken: () => Promise<ViewerTokenResponse>,
  nowS: () => number = () => Date.now() / 1000,
): TokenManager {
  let latest: { token: ViewerTokenResponse; receivedAt: number } | null = null;
  let inflight: Promise<ViewerTokenResponse> | null = null;

  const fetchOnce = () => {
    inflight ??= fetchToken()
      .then((token) => {
        latest = { token, receivedAt: nowS() };
        return token;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };
  /** Enough life left: under half of the lifetime used, so the holder has time before its own renewal. */
  const fresh = () => {
    if (!latest) return false;
    const life = latest.token.expiresAt - latest.receivedAt;
    return nowS() < latest.receivedAt + life * 0.5;
  };

  return {
    get: () => (latest && fresh() ? Promise.resolve(latest.token) : fetchOnce()),
    renew: (olderThan) => (latest && latest.token.expiresAt > olderThan && fresh() ? Promise.resolve(latest.token) : fetchOnce()),
  };
}
