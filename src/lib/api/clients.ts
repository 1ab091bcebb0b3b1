import { ApiError } from './api-error';
import { httpRequest, httpResponse, buildUrl, type RequestOptions } from './http';
import { withReauth } from './reauth';
import { flightsAuthForm, getRuntimeConfig } from './runtime-config';
import type { AuthArea } from '@/lib/contract/auth';
import { credentialFor, getSession } from './session';

const identityHeader = (token: string) => ({ 'x-service-identity-security-token': token });

/**
 * The header each auth area sends, exactly as the spec names it. Flights and missions send the
 * form config.json chooses (`auth_headers.flights`): by default the identity header, as the
 * service authors' sample client does.
 */
const AUTH_HEADER: Record<AuthArea, (credential: string) => Record<string, string>> = {
  streams: (pat) => ({ authorization: `Bearer ${pat}` }),
  flights: (token) => (flightsAuthForm() === 'identity' ? identityHeader(token) : { authorization: `Bearer ${token}` }),
  jobs: identityHeader,
  analytics: (key) => ({ 'x-api-key': key }),
  media: (idToken) => ({ authorization: idToken }),
};

export interface ApiClient {
  readonly area: AuthArea;
  request<T>(path: string, opts?: RequestOptions<T>): Promise<T>;
  /** The auth header for this area (for uploads through XHR and the GraphQL client). */
  authHeaders(): Record<string, string>;
  /**
   * The raw `Response` of a successful request, body unread (a ZIP to stream to disk, a big list
   * to parse off the main thread). Failures become `ApiError`s and a 401 re-signs in, as `request`.
   */
  response(path: string, opts?: RequestOptions<never>): Promise<Response>;
}

export function notConnected(area: AuthArea): ApiError {
  return new ApiError(0, 'NOT_CONNECTED', `Not connected: no credential for the ${area} area. Sign in again with it.`);
}

/**
 * One client per auth area. A module never builds auth headers itself.
 * A 401 opens the re-sign-in dialog; once the user is signed in again, the request
 * is retried once with the new credential, so what failed is not lost.
 */
export function createApiClient(area: AuthArea): ApiClient {
  const authHeaders = () => {
    const credential = credentialFor(area, getSession());
    if (!credential) throw notConnected(area);
    return AUTH_HEADER[area](credential);
  };
  const send = <T>(path: string, opts: RequestOptions<T>) =>
    httpRequest<T>(buildUrl(getRuntimeConfig().baseUrl, path, opts.query), { ...opts, headers: { ...opts.headers, ...authHeaders() } });

  const sendRaw = (path: string, opts: RequestOptions<never>) =>
    httpResponse(buildUrl(getRuntimeConfig().baseUrl, path, opts.query), { ...opts, headers: { ...opts.headers, ...authHeaders() } });

  return {
    area,
    authHeaders,
    request: <T>(path: string, opts: RequestOptions<T> = {}) => withReauth(() => send(path, opts)),
    response: (path: string, opts: RequestOptions<never> = {}) => withReauth(() => sendRaw(path, opts)),
  };
}

export const streamsApi = createApiClient('streams');
export const flightsApi = createApiClient('flights');
export const jobsApi = createApiClient('jobs');
export const analyticsApi = createApiClient('analytics');
export const mediaApi = createApiClient('media');

/** Unauthenticated calls to the service (dev identity, public watch page). */
export function publicRequest<T>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  return httpRequest<T>(buildUrl(getRuntimeConfig().baseUrl, path, opts.query), opts);
}
