import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { routeMatches, withHook, type RouteRule } from './route-match';

/**
 * Routes whose answers carry credentials or signed URLs: sign-in, viewer tokens, display codes
 * and credentials, and channels (a shared channel's publicUrl holds its share token). No cache,
 * browser or proxy, may keep them.
 */
export const NO_STORE_ROUTES: RouteRule[] = [
  { method: 'POST', url: '/dev/' },
  { method: 'POST', url: '/v1/streams/external/token' },
  { method: 'POST', url: '/v1/displays' },
  { method: 'POST', url: '/v1/displays/pair' },
  { method: 'POST', url: '/v1/displays/me/wall' },
  { method: 'GET', url: '/v1/public/channels/:token' },
  { method: 'POST', url: '/v1/public/channels/:token/viewer-tokens' },
  ...['GET', 'POST', 'PATCH', 'DELETE'].map((method) => ({ method, url: '/v1/channels' })),
  ...['GET', 'POST', 'PATCH', 'DELETE'].map((method) => ({ method, url: '/v1/channels/' })),
];

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  void reply.header('cache-control', 'no-store');
  done(null, payload);
};

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (NO_STORE_ROUTES.some((r) => routeMatches(r, route))) route.onSend = withHook(route.onSend, noStore);
  });
}
