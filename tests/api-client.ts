import { inject } from 'vitest';

export interface Credentials {
  pat: string;
  authToken: string;
  identityToken: string;
  apiKey: string;
  idToken: string;
}

export interface Session {
  userId: string;
  teamId: string;
  companyId: string;
  role: 'admin' | 'member' | 'viewer';
  credentials: Credentials;
}

export const serviceUrl = (): string => inject('serviceUrl');

export async function login(username: string, ttlSeconds?: number, base = serviceUrl()): Promise<Session> {
  const res = await fetch(`${base}/dev/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, ttlSeconds }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** Headers for each auth area, exactly as the spec names them. */
export const authHeaders = {
  streams: (s: Session) => ({ authorization: `Bearer ${s.credentials.pat}` }),
  flights: (s: Session) => ({ authorization: `Bearer ${s.credentials.authToken}` }),
  /** The other form flights and missions take: the identity JWT, as the service authors' client sends it. */
  flightsIdentity: (s: Session) => ({ 'x-service-identity-security-token': s.credentials.identityToken }),
  jobs: (s: Session) => ({ 'x-service-identity-security-token': s.credentials.identityToken }),
  analytics: (s: Session) => ({ 'x-api-key': s.credentials.apiKey }),
  media: (s: Session) => ({ authorization: s.credentials.idToken }),
};

/** The headers of every auth area for one session, keyed by area (as docs/api/openapi.json names them). */
export const headersOfEveryArea = (s: Session): Record<keyof typeof authHeaders, Record<string, string>> => ({
  streams: authHeaders.streams(s),
  flights: authHeaders.flights(s),
  flightsIdentity: authHeaders.flightsIdentity(s),
  jobs: authHeaders.jobs(s),
  analytics: authHeaders.analytics(s),
  media: authHeaders.media(s),
});

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request to the running service. `body` may be a string to send malformed JSON. */
export async function call<T = unknown>(
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; base?: string } = {},
): Promise<Reply<T>> {
  const hasBody = opts.body !== undefined;
  const res = await fetch(`${opts.base ?? serviceUrl()}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    body: hasBody ? (typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: body as T, headers: res.headers };
}
