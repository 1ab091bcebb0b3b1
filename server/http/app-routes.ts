import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import type { Router } from '../context';
import { errorBody } from './errors';
import { doc } from './route-docs';

// APP_DIST lets a test run serve its own build (parallel builds would otherwise replace dist/ under it).
const DIST = path.resolve(process.env.APP_DIST ?? 'dist');
const API_PREFIXES = ['/v1/', '/cdn/', '/graphql', '/dev/', '/upload/', '/docs/', '/basemaps/'];

/**
 * Serves the built dashboard on the service's own port (`npm start`, e2e).
 * Hashed assets are immutable; any other GET that asks for HTML gets index.html,
 * so client-side routes survive a reload.
 */
export const appRouter: Router = async (app, ctx) => {
  if (!ctx.config.serveApp) return;
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first');
  }
  await app.register(fastifyStatic, { root: DIST, serve: false });

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
      if (!(request.headers.accept ?? '').includes('text/html')) {
        return reply.status(404).send(errorBody('NOT_FOUND', `No file ${urlPath}`));
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { maxAge: 0 });
    },
  );
};
