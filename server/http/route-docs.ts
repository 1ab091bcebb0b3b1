import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { AuthArea } from '../../src/lib/contract/auth';

/**
 * Route metadata for the OpenAPI document. Every route passes `config: doc({...})`;
 * `scripts/generate-api-docs.ts` collects them, and a test fails when a route has none
 * or when `docs/api/openapi.json` disagrees with the live route table.
 */
export interface RouteDoc {
  summary: string;
  tags: string[];
  /** Auth area, or 'public' for unauthenticated routes (CDN, health, config). */
  auth: AuthArea | 'public';
  /** Marks a route that is not in the spec (an extension of the reference service). */
  extension?: boolean;
  body?: ZodType;
  query?: ZodType;
  /** Free-text description of the response, where the spec leaves the shape open. */
  response?: string;
  /** Non-JSON body (e.g. raw upload bytes). */
  rawBody?: string;
}

export const doc = (d: RouteDoc) => ({ doc: d });

// Declared on Fastify's route config so that config stays a known shape once plugins (rate
// limits) add their own optional keys to it.
declare module 'fastify' {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}

export interface CollectedRoute {
  method: string;
  url: string;
  doc: RouteDoc | undefined;
}

/** Records every route as it is added, so the docs and the route table come from one place. */
export function collectRoutes(app: FastifyInstance): CollectedRoute[] {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const config = route.config as { doc?: RouteDoc } | undefined;
      routes.push({ method, url: route.url, doc: config?.doc });
    }
  });
  return routes;
}
