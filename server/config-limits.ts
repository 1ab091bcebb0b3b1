// Connection and rate limits of the service, read from the environment (README: configuration).

export interface ConnectionLimits {
  /** HEADERS_TIMEOUT_S (default 20): the whole request head must arrive within this. */
  headersTimeoutMs: number;
  /** IDLE_TIMEOUT_S (default 60): a socket with no bytes either way for this long is closed. */
  idleTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_S (default 72): an idle kept-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * REQUEST_TIMEOUT_S (default 0 = none): a deadline for receiving a whole request. Off by
   * default because uploads of up to 2 GiB stream in; the body rate below catches trickling.
   */
  requestTimeoutMs: number;
  /** BODY_MIN_BYTES_PER_S (default 1024) over BODY_RATE_WINDOW_S (default 10): slower bodies are cut. */
  bodyMinBytesPerS: number;
  bodyRateWindowMs: number;
  /** MAX_CONNECTIONS (default 1000): sockets beyond this are closed on accept. */
  maxConnections: number;
}

export interface RateLimits {
  /** RATE_LIMIT_SIGNIN_PER_MIN (default 30): sign-in and other credential requests per client. */
  signInPerMin: number;
  /** RATE_LIMIT_PUBLIC_PER_MIN (default 120): public watch reads and viewer tokens per client. */
  publicPerMin: number;
  /** RATE_LIMIT_VIEWER_TOKENS_PER_MIN (default 300): signed-in and display viewer tokens per client. */
  viewerTokensPerMin: number;
  /** PAIRING_MAX_FAILURES (default 10): wrong pairing codes a client may send per 15 minutes. */
  pairingFailuresPerClient: number;
  /** PAIRING_MAX_FAILURES_TOTAL (default 1000): wrong pairing codes from everyone per 15 minutes. */
  pairingFailuresTotal: number;
}

/** A non-negative number from the environment; unset or empty means the default. */
function num(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not ${raw}`);
  return n;
}

export function readLimits(env: NodeJS.ProcessEnv): { limits: ConnectionLimits; rateLimits: RateLimits } {
  const s = (name: string, fallback: number) => num(env[name], fallback, name) * 1000;
  return {
    limits: {
      headersTimeoutMs: s('HEADERS_TIMEOUT_S', 20),
      idleTimeoutMs: s('IDLE_TIMEOUT_S', 60),
      keepAliveTimeoutMs: s('KEEP_ALIVE_TIMEOUT_S', 72),
      requestTimeoutMs: s('REQUEST_TIMEOUT_S', 0),
      bodyMinBytesPerS: num(env.BODY_MIN_BYTES_PER_S, 1024, 'BODY_MIN_BYTES_PER_S'),
      bodyRateWindowMs: s('BODY_RATE_WINDOW_S', 10),
      maxConnections: num(env.MAX_CONNECTIONS, 1000, 'MAX_CONNECTIONS'),
    },
    rateLimits: {
      signInPerMin: num(env.RATE_LIMIT_SIGNIN_PER_MIN, 30, 'RATE_LIMIT_SIGNIN_PER_MIN'),
      publicPerMin: num(env.RATE_LIMIT_PUBLIC_PER_MIN, 120, 'RATE_LIMIT_PUBLIC_PER_MIN'),
      viewerTokensPerMin: num(env.RATE_LIMIT_VIEWER_TOKENS_PER_MIN, 300, 'RATE_LIMIT_VIEWER_TOKENS_PER_MIN'),
      pairingFailuresPerClient: num(env.PAIRING_MAX_FAILURES, 10, 'PAIRING_MAX_FAILURES'),
      pairingFailuresTotal: num(env.PAIRING_MAX_FAILURES_TOTAL, 1000, 'PAIRING_MAX_FAILURES_TOTAL'),
    },
  };
}
