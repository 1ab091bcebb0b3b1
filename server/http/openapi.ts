import { z } from 'zod';
import type { CollectedRoute, RouteDoc } from './route-docs';

type JsonObject = Record<string, unknown>;

const SECURITY: Record<Exclude<RouteDoc['auth'], 'public'> | 'flightsIdentity', JsonObject> = {
  streams: { type: 'http', scheme: 'bearer', description: 'Personal access token (PAT): `Authorization: Bearer <PAT>`' },
  flights: { type: 'http', scheme: 'bearer', description: 'Authentication token: `Authorization: Bearer <authToken>`' },
  flightsIdentity: {
    type: 'apiKey',
    in: 'header',
    name: 'x-service-identity-security-token',
    description: "Identity-provider JWT, the jobs and tasks credential: the form the service authors' sample client sends",
  },
  jobs: { type: 'apiKey', in: 'header', name: 'x-service-identity-security-token', description: 'Identity-provider JWT' },
  analytics: { type: 'apiKey', in: 'header', name: 'x-api-key', description: "The team's analytics API key" },
  media: { type: 'apiKey', in: 'header', name: 'authorization', description: 'Raw ID token, no Bearer prefix' },
};

/** Alternatives (either one): flights and missions take the identity JWT or the auth token as a bearer. */
function securityOf(auth: RouteDoc['auth']): JsonObject[] {
  if (auth === 'public') return [];
  if (auth === 'flights') return [{ flightsIdentity: [] }, { flights: [] }];
  return [{ [auth]: [] }];
}

/** Fastify's `/a/:id/*` becomes OpenAPI's `/a/{id}/{path}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function pathParams(path: string): JsonObject[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
}

function jsonSchema(schema: z.ZodType): JsonObject {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  } catch {
    return { type: 'object' };
  }
}

function queryParams(schema: z.ZodType): JsonObject[] {
  const js = jsonSchema(schema) as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: s,
  }));
}

/** The OpenAPI 3.1 document of every documented REST route, built from the live route table. */
export function buildOpenApi(routes: CollectedRoute[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const route of routes) {
    if (!route.doc || route.url === '/*' || route.url === '/graphql') continue;
    const path = openApiPath(route.url);
    const d = route.doc;
    const op: JsonObject = {
      summary: d.summary,
      tags: d.tags,
      ...(d.extension ? { 'x-extension': true, description: 'Extension of the reference service: not part of the spec.' } : {}),
      security: securityOf(d.auth),
      parameters: [...pathParams(path), ...(d.query ? queryParams(d.query) : [])],
      responses: {
        '2XX': { description: d.response ?? 'Success', content: { 'application/json': {} } },
        '4XX': { description: 'Client error: `{"error": {"code", "message", "field?"}}`' },
      },
    };
    if (d.body) op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(d.body) } } };
    if (d.rawBody)
      op.requestBody = { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' }, description: d.rawBody } } };
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Live Operations Service (reference implementation)',
      version: '1.0.0',
      description:
        'REST routes of the reference service. The media drive is GraphQL at /graphql; its SDL is docs/api/schema.graphql. Operations marked x-extension are not in the spec.',
    },
    servers: [{ url: 'http://127.0.0.1:8787' }],
    components: { securitySchemes: SECURITY },
    paths: sortedPaths,
  };
}
