import fs from 'node:fs';
import path from 'node:path';
import type { Router, ServiceContext } from '../context';
import { doc } from './route-docs';

const DOCS_DIR = path.resolve('docs/api');

/** Health, the dashboard's runtime config, and the API documents. */
export const systemRouter: Router = (app, ctx) => {
  app.get('/healthz', { config: doc({ summary: 'Readiness probe', tags: ['system'], auth: 'public', extension: true }) }, async () => ({
    status: 'ok',
  }));

  app.get(
    '/config.json',
    {
      config: doc({
        summary:
          "The dashboard's runtime configuration: the spec's four addresses for this service, and the header form of flights and missions",
        tags: ['system'],
        auth: 'public',
        extension: true,
      }),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return clientConfig(ctx, `${request.protocol}://${request.host}`);
    },
  );

  for (const [url, file, type] of [
    ['/docs/openapi.json', 'openapi.json', 'application/json'],
    ['/docs/schema.graphql', 'schema.graphql', 'text/plain; charset=utf-8'],
  ] as const) {
    app.get(
      url,
      { config: doc({ summary: `API document ${file}`, tags: ['system'], auth: 'public', extension: true }) },
      async (_req, reply) => {
        const full = path.join(DOCS_DIR, file);
        if (!fs.existsSync(full))
          return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `${file} has not been generated` } });
        return reply.type(type).send(fs.createReadStream(full));
      },
    );
  }
};

/** The dashboard's runtime config as `/config.json` serves it (the CSP takes its origins from it too). */
export function clientConfig(ctx: ServiceContext, origin: string) {
  return {
    base_url: origin,
    media_graphql_url: `${origin}/graphql`,
    flight_cdn_url: `${origin}/cdn/flights`,
    media_cdn_url: `${origin}/cdn/media`,
    media_upload_url: `${origin}/upload`,
    map_style_url: ctx.config.mapStyleUrl ?? null,
    basemaps: ctx.config.basemaps,
    dev_identity: ctx.config.devIdentity,
    auth_headers: { flights: ctx.config.flightsAuthHeader },
    // Extension: the AI add-ons whose annotated renditions a viewer token can carry (aiAppIds).
    ai_apps: ctx.config.aiApps,
  };
}
