import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../config-limits';
import { RateLimitedError } from '../domain/errors';
import { routeMatches, withHook, type RouteRule } from './route-match';

type Budget = 'signInPerMin' | 'publicPerMin' | 'viewerTokensPerMin';

/**
 * The routes that spend a per-client budget each minute (each route its own count). Every POST
 * of the development identity provider counts as a sign-in, so a credential route added there
 * is limited without an edit here; pairing also has its own wrong-code lockout (pairing-guard.ts).
 */
export const RATE_LIMITED_ROUTES: (RouteRule & { budget: Budget })[] = [
  { method: 'POST', url: '/dev/', budget: 'signInPerMin' },
  { method: 'POST', url: '/v1/displays/pair', budget: 'signInPerMin' },
  { method: 'GET', url: '/v1/public/channels/:token', budget: 'publicPerMin' },
  { method: 'POST', url: '/v1/public/channels/:token/viewer-tokens', budget: 'publicPerMin' },
  { method: 'POST', url: '/v1/streams/external/token', budget: 'viewerTokensPerMin' },
  { method: 'POST', url: '/v1/displays/me/wall', budget: 'viewerTokensPerMin' },
];

const MINUTE_MS = 60_000;

/** Registers @fastify/rate-limit for the routes above only; a 429 is the service's error body with Retry-After. */
export async function installRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(`Too many requests from this address: try again in ${context.after}`, context.ttl / 1000),
  });
  app.addHook('onRoute', (route) => {
    const rule = RATE_LIMITED_ROUTES.find((r) => routeMatches(r, route));
    if (!rule) return;
    route.onRequest = withHook(route.onRequest, app.rateLimit({ max: limits[rule.budget], timeWindow: MINUTE_MS }));
  });
}
