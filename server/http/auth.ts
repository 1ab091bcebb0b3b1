import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../store/db';
import { callerFromClaims, type Caller, type TokenKind, type TokenService } from '../domain/identity/tokens';
import { unauthorized } from '../domain/errors';

/**
 * The spec's five auth areas, each with its own header scheme:
 * - streams   (channels, streams, devices): `Authorization: Bearer <PAT>`
 * - flights   (flight logs, missions):      `Authorization: Bearer <authToken>`
 * - jobs      (jobs, tasks):                `x-service-identity-security-token: <identityToken>`
 * - analytics:                              `x-api-key: <apiKey>`
 * - media     (GraphQL drive, uploads):     `authorization: <idToken>` (raw, no Bearer)
 */
export type AuthArea = 'streams' | 'flights' | 'jobs' | 'analytics' | 'media';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

function bearer(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

const JWT_AREAS: Record<
  Exclude<AuthArea, 'analytics'>,
  { kind: TokenKind; read: (r: FastifyRequest) => string | undefined; hint: string }
> = {
  streams: { kind: 'pat', read: (r) => bearer(r.headers.authorization), hint: 'Authorization: Bearer <PAT>' },
  flights: { kind: 'auth', read: (r) => bearer(r.headers.authorization), hint: 'Authorization: Bearer <auth token>' },
  jobs: {
    kind: 'identity',
    read: (r) => headerValue(r.headers['x-service-identity-security-token']),
    hint: 'x-service-identity-security-token: <identity token>',
  },
  media: {
    kind: 'id',
    // The media drive takes the raw ID token; a "Bearer " prefix is tolerated.
    read: (r) => {
      const h = r.headers.authorization;
      return h ? (bearer(h) ?? h.trim()) : undefined;
    },
    hint: 'authorization: <ID token>',
  },
};

function headerValue(h: string | string[] | undefined): string | undefined {
  return Array.isArray(h) ? h[0] : h;
}

export interface Authenticator {
  /** Resolves the caller of a request for an area, or throws 401. */
  resolve(area: AuthArea, request: FastifyRequest): Promise<Caller>;
  /** A preHandler that sets `request.caller` for the area. */
  require(area: AuthArea): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

export function createAuthenticator(db: Db, tokens: TokenService): Authenticator {
  const teamByKey = db.prepare('SELECT id, company_id AS companyId FROM teams WHERE api_key = ?');

  async function resolve(area: AuthArea, request: FastifyRequest): Promise<Caller> {
    if (area === 'analytics') {
      const key = headerValue(request.headers['x-api-key']);
      if (!key) throw unauthorized('Missing credentials: send x-api-key: <API key>');
      const team = teamByKey.get(key) as { id: string; companyId: string } | undefined;
      if (!team) throw unauthorized('Invalid API key');
      return { userId: `api-key:${team.id}`, teamId: team.id, companyId: team.companyId, role: 'member' };
    }
    const { kind, read, hint } = JWT_AREAS[area];
    const token = read(request);
    if (!token) throw unauthorized(`Missing credentials: send ${hint}`);
    const claims = await tokens.verify(kind, token);
    const caller = claims && callerFromClaims(claims);
    if (!caller) throw unauthorized(`Invalid, expired or wrong kind of credential: send ${hint}`);
    return caller;
  }

  return {
    resolve,
    require: (area) => async (request) => {
      request.caller = await resolve(area, request);
    },
  };
}
