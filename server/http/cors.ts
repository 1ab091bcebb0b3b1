import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/** Response headers a dashboard on another origin reads (ranges of flight logs and videos, downloads). */
const EXPOSED = 'content-range, content-length, accept-ranges, etag, content-disposition, location';

/**
 * CORS for the origins in CORS_ORIGINS only (none by default): a dashboard built once and
 * hosted elsewhere ("host dist/ anywhere") can call the service. Credentials travel in
 * headers, never cookies, so no Access-Control-Allow-Credentials. A preflight from any other
 * origin is refused with 403 and no CORS headers, so the browser blocks the request.
 */
export function installCors(app: FastifyInstance, allowed: readonly string[]): void {
  const origins = new Set(allowed);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const listed = origins.has(origin);
    if (listed) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED);
    }
    reply.header('vary', 'Origin');
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return;
    if (!listed) {
      return reply.status(403).send(errorBody('FORBIDDEN', `Origin ${origin} may not call this service (CORS_ORIGINS)`));
    }
    reply.header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE');
    const asked = request.headers['access-control-request-headers'];
    if (asked) reply.header('access-control-allow-headers', asked);
    reply.header('access-control-max-age', '600');
    return reply.status(204).send();
  });
}
