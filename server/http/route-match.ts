import type { RouteOptions } from 'fastify';

/** A route as registered: method and URL pattern (`/v1/displays/:id`), or a URL prefix ending in `/`. */
export interface RouteRule {
  method: string;
  url: string;
}

/**
 * True when a rule names the route. Policies are listed by route rather than set inside each
 * router, so one table shows every route they cover and routes owned elsewhere need no edit.
 */
export function routeMatches(rule: RouteRule, route: Pick<RouteOptions, 'method' | 'url'>): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!methods.includes(rule.method)) return false;
  return rule.url.endsWith('/') ? route.url.startsWith(rule.url) : route.url === rule.url;
}

/** The route's own hooks (none, one, or a list) with `hook` after them. */
export function withHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  return [...(Array.isArray(existing) ? existing : existing ? [existing] : []), hook];
}
