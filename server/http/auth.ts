import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../store/db';
import { callerFromClaims, type Caller, type TokenKind, type TokenService } from '../domain/identity/tokens';
import { unauthorized } from '../domain/errors';
import type { AuthArea } from '../../src/lib/contract/auth';

/**
 * The spec's five auth areas, each with its own header scheme:
 * - streams   (channels, streams, devices): `Authorization: Bearer <PAT>`
 * - flights   (flight logs, missions):      `x-service-identity-security-token: <identityToken>` (the form of
 *                                           the service authors' sample client) or `Authorization: Bearer <authToken>`
 * - jobs      (jobs, tasks):                `x-service-identity-security-token: <identityToken>`
 * - analytics:                              `x-api-key: <apiKey>`
 * - media     (GraphQL drive, uploads):     `authorization: <idToken>` (raw, no Bearer)
 */

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

function bearer(header: string | undefined): string | undefined {
  const m = header?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1];
}

function headerValue(h: string | string[] | undefined): string | undefined {
  return Array.isArray(h) ? h[0] : h;
}

/** One accepted header form: where the token is read from and which kinds it may be. */
interface HeaderForm {
  kinds: readonly TokenKind[];
  /** Whether the request uses this form at all (its header is present). */
  present: (r: FastifyRequest) => boolean;
  read: (r: FastifyRequest) => string | undefined;
  hint: string;
}

const patBearer: HeaderForm = {
  kinds: ['pat'],
  present: (r) => r.headers.authorization !== undefined,
  read: (r) => bearer(r.headers.authorization),
  hint: 'Authorization: Bearer <PAT>',
};
const authBearer: HeaderForm = {
  kinds: ['auth'],
  present: (r) => r.headers.authorization !== undefined,
  read: (r) => bearer(r.headers.authorization),
  hint: 'Authorization: Bearer <auth token>',
};
const identityHeader: HeaderForm = {
  kinds: ['identity'],
  present: (r) => r.headers['x-service-identity-security-token'] !== undefined,
  read: (r) => headerValue(r.headers['x-service-identity-security-token'])?.trim() || undefined,
  hint: 'x-service-identity-security-token: <identity token>',
};
const rawIdToken: HeaderForm = {
  // The ID token, or the identity JWT: both are the identity provider's JWTs, and the service
  // authors' client sends its one provider token to every area, the media drive included.
  kinds: ['id', 'identity'],
  present: (r) => r.headers.authorization !== undefined,
  // The media drive takes the raw ID token; a "Bearer " prefix is tolerated.
  read: (r) => {
    const h = r.headers.authorization;
    return h ? (bearer(h) ?? h.trim()) : undefined;
  },
  hint: 'authorization: <ID token>',
};

/**
 * The header forms of each JWT area, in order of precedence. Flights and missions take the
 * identity JWT (as jobs and tasks do) or the auth token as a bearer: when the identity header is
 * present it decides, so a request is never judged by a second credential it did not mean.
 */
const JWT_AREAS: Record<Exclude<AuthArea, 'analytics'>, readonly HeaderForm[]> = {
  streams: [patBearer],
  flights: [identityHeader, authBearer],
  jobs: [identityHeader],
  media: [rawIdToken],
};

export interface Authenticator {
  /** Resolves the caller of a request for an area, or throws 401. */
  resolve(area: AuthArea, request: FastifyRequest): Promise<Caller>;
  /** A hook that sets `request.caller` for the area. */
  require(area: AuthArea): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Guards every route of a scope. It runs `onRequest`, before the body is parsed or
   * validated, so a caller without a valid credential always gets 401, never a 400/413/415
   * that would tell an anonymous caller about validation.
   */
  protect(scope: FastifyInstance, area: AuthArea): void;
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
    const forms = JWT_AREAS[area];
    const hints = forms.map((f) => f.hint).join(' or ');
    const form = forms.find((f) => f.present(request));
    const token = form?.read(request);
    if (!form || !token) throw unauthorized(`Missing credentials: send ${hints}`);
    let caller: Caller | null | undefined;
    for (const kind of form.kinds) {
      const claims = await tokens.verify(kind, token);
      caller = claims && callerFromClaims(claims);
      if (caller) break;
    }
    if (!caller) throw unauthorized(`Invalid, expired or wrong kind of credential: send ${hints}`);
    return caller;
  }

  const require = (area: AuthArea) => async (request: FastifyRequest) => {
    request.caller = await resolve(area, request);
  };

  return {
    resolve,
    require,
    protect: (scope, area) => scope.addHook('onRequest', require(area)),
  };
}
