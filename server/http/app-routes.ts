import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { Router } from '../context';
import { errorBody } from './errors';
import { doc } from './route-docs';
import { configOrigins, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { clientConfig } from './system-routes';

// APP_DIST lets a test run serve its own build (parallel builds would otherwise replace dist/ under it).
const DIST = path.resolve(process.env.APP_DIST ?? 'dist');
const API_PREFIXES = ['/v1/', '/cdn/', '/graphql', '/dev/', '/upload/', '/docs/', '/basemaps/'];

/**
 * Serves the built dashboard on the service's own port (`npm start`, e2e).
 * Hashed assets are immutable; `/` and every client-side route get index.html whatever the
 * request's Accept (a reload, `curl /`, a load balancer's health check); only API paths and
 * missing files (a path whose last segment has an extension) answer 404.
 * index.html carries the Content-Security-Policy, built from the file's own inline scripts and
 * the origins of config.json.
 */
export const appRouter: Router = async (app, ctx) => {
  if (!ctx.config.serveApp) return;
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first');
  }
  await app.register(fastifyStatic, { root: DIST, serve: false });
  const scriptHashes = inlineScriptHashes(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));

  app.get(
    '/*',
    { config: doc({ summary: 'The dashboard (static files)', tags: ['system'], auth: 'public', extension: true }) },
    (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (API_PREFIXES.some((p) => urlPath.startsWith(p))) {
        return reply.status(404).send(errorBody('NOT_FOUND', `No route GET ${urlPath}`));
      }
      const file = path.normalize(path.join(DIST, urlPath));
      if (file.startsWith(DIST + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = urlPath.startsWith('/assets/');
        return reply.sendFile(path.relative(DIST, file), { maxAge: immutable ? 31536000000 : 0, immutable });
      }
      if (urlPath.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(urlPath)) {
        return reply.status(404).send(errorBody('NOT_FOUND', `No file ${urlPath}`));
      }
      const self = `${request.protocol}://${request.host}`;
      const origins = configOrigins(clientConfig(ctx, self)).filter((o) => o !== self);
      // The public watch page may be embedded in other sites; nothing else may be framed.
      const embeddable = urlPath.startsWith('/watch/');
      reply.header('content-security-policy', contentSecurityPolicy({ scriptHashes, origins, embeddable }));
      if (!embeddable) reply.header('x-frame-options', 'DENY');
      // @fastify/static would set its own `public, max-age=0` over this one without cacheControl: false.
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    },
  );
};
