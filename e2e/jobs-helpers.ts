import { serviceUrl, type ApiSession } from './fixtures';

/** Calls the jobs API (identity token area) directly, for seeding and for checking what was saved. */
export async function jobsCall<T = unknown>(session: ApiSession, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${serviceUrl()}${path}`, {
    method,
    headers: {
      'x-service-identity-security-token': session.credentials.identityToken,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} failed: HTTP ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const square = (lng: number, lat: number, d: number) => [
  [
    [lng - d, lat - d],
    [lng + d, lat - d],
    [lng + d, lat + d],
    [lng - d, lat + d],
    [lng - d, lat - d],
  ],
];
