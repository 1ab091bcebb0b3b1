import path from 'node:path';
import type { Router } from '../context';
import { notFound } from '../domain/errors';
import { doc } from '../http/route-docs';
import { sendStoredFile, storedFileAt } from './file-serving';

/**
 * `{flight_cdn_url}/<storagePath>`: public, no credential. Every storagePath holds a
 * 128-bit random segment, so knowing the address is the capability (as with a signed
 * object-store URL). Deleting a log deletes its file, so its address then answers 404.
 */
export const flightsCdnRouter: Router = (app, ctx) => {
  app.get(
    '/cdn/flights/*',
    {
      config: doc({
        summary: 'Download one flight log file by storagePath (Range, ETag/If-None-Match supported)',
        tags: ['flight logs'],
        auth: 'public',
        response:
          'The file bytes (text/csv for the reference service). 206 for a Range request, 304 when If-None-Match matches, 404 when unknown.',
      }),
    },
    async (request, reply) => {
      const file = storedFileAt(ctx.dirs.flights, (request.params as { '*': string })['*']);
      // A trashed item's file stays on disk for a restore but is not served meanwhile.
      if (!file || ctx.trash.isTrashedFile('flights', path.relative(ctx.dirs.flights, file))) throw notFound('Flight log file');
      // Revalidate on every use (cheap 304 via ETag): a deleted log must stop being served.
      reply.header('Cache-Control', 'public, no-cache');
      return sendStoredFile(request, reply, file);
    },
  );
};
