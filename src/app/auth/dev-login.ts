import { z } from 'zod';
import { publicRequest } from '@/lib/api/clients';
import { DevUserSchema } from '@/lib/contract/users';
import type { Credentials, Session } from '@/lib/api/session';

export type DevUser = z.infer<typeof DevUserSchema>;

const LoginSchema = z.looseObject({
  userId: z.string().optional(),
  teamId: z.string().optional(),
  companyId: z.string().optional(),
  role: z.string().optional(),
  displayName: z.string().optional(),
  credentials: z.looseObject({
    pat: z.string().optional(),
    authToken: z.string().optional(),
    identityToken: z.string().optional(),
    apiKey: z.string().optional(),
    idToken: z.string().optional(),
  }),
  expiresAt: z.number().optional(),
});

/** The demo accounts of the reference service (its development identity provider). */
export function fetchDevUsers(): Promise<DevUser[]> {
  return publicRequest('/dev/users', { schema: z.array(DevUserSchema) });
}

/** Signs in as a demo user: one credential per auth area. `ttlSeconds` exists for expiry tests. */
export async function devLogin(username: string, ttlSeconds?: number): Promise<Session> {
  const r = await publicRequest('/dev/login', { method: 'POST', body: { username, ttlSeconds }, schema: LoginSchema });
  const c = r.credentials;
  return {
    userId: r.userId,
    teamId: r.teamId,
    companyId: r.companyId,
    role: r.role,
    displayName: r.displayName,
    username,
    credentials: { pat: c.pat, authToken: c.authToken, identityToken: c.identityToken, apiKey: c.apiKey, idToken: c.idToken },
    expiresAt: r.expiresAt,
  };
}

/**
 * A session from pasted credentials (another deployment). The claims of a JWT are read only
 * to show who and which team in the header; the service is what verifies them.
 */
export function sessionFromCredentials(input: Credentials, displayName?: string): Session {
  const credentials: Credentials = {};
  for (const [k, v] of Object.entries(input) as Array<[keyof Credentials, string | undefined]>) {
    const t = v?.trim();
    if (t) credentials[k] = t;
  }
  const claims = [credentials.pat, credentials.authToken, credentials.idToken, credentials.identityToken]
    .map((t) => (t ? readJwtClaims(t) : undefined))
    .find(Boolean);
  return {
    userId: str(claims?.sub),
    teamId: str(claims?.teamId) ?? str(claims?.team_id),
    companyId: str(claims?.companyId),
    role: str(claims?.role),
    displayName: displayName?.trim() || str(claims?.name) || str(claims?.email),
    credentials,
    expiresAt: typeof claims?.exp === 'number' ? claims.exp * 1000 : undefined,
  };
}

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

export function readJwtClaims(token: string): Record<string, unknown> | undefined {
  const part = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!part) return undefined;
  try {
    // base64url → bytes → UTF-8: atob alone gives one character per byte ("SofÃ­a" for "Sofía").
    const bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const json = new TextDecoder().decode(bytes);
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
