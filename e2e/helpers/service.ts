/** Talks to the service under test directly (Node fetch), for seeding through the API. */
export function serviceUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  return url;
}

export interface ApiSession {
  userId: string;
  teamId: string;
  companyId: string;
  role: string;
  displayName: string;
  username: string;
  credentials: { pat: string; authToken: string; identityToken: string; apiKey: string; idToken: string };
  expiresAt: number;
}

/** Signs in through /dev/login; `ttlSeconds` makes short-lived credentials for expiry tests. */
export function apiLogin(username: string, ttlSeconds?: number): Promise<ApiSession> {
  return devLoginAt(serviceUrl(), username, ttlSeconds);
}

/** Signs in through /dev/login of the service at `base` (the bench scripts start their own). */
export async function devLoginAt(base: string, username: string, ttlSeconds?: number): Promise<ApiSession> {
  const res = await fetch(`${base}/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, ttlSeconds }),
  });
  if (!res.ok) throw new Error(`dev login as ${username} failed: HTTP ${res.status}`);
  const body = (await res.json()) as Omit<ApiSession, 'username'>;
  return { ...body, username };
}

/**
 * Makes the service refuse a session's credentials from now on (the dev sign-out), as if they
 * had expired: what a page open past its credential's lifetime meets, without a wait that races
 * how long the page took to load.
 */
export async function endSession(session: ApiSession): Promise<void> {
  const { pat, authToken, identityToken, idToken } = session.credentials;
  const res = await fetch(`${serviceUrl()}/dev/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tokens: [pat, authToken, identityToken, idToken] }),
  });
  if (res.status !== 204) throw new Error(`dev logout failed: HTTP ${res.status}`);
}

/** An authenticated JSON call for the streams area (channels, devices) with a session's PAT. */
export async function streamsCall<T = unknown>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${serviceUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.credentials.pat}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} failed: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A name no other test (or earlier run against a reused service) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
