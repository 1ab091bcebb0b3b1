import path from 'node:path';
import type { Router } from '../context';
import { notFound } from '../domain/errors';
import { doc } from '../http/route-docs';
import { sendStoredFile, storedFileAt } from './file-serving';

/**
 * `{media_cdn_url}/<storagePath>`: public, no credential. Each storagePath (and thumbnailPath)
 * starts with a 128-bit random folder, so knowing the address is the capability. The
 * Content-Type is what the bytes are (never the uploader's mimeType: see served-type.ts).
 */
export const mediaCdnRouter: Router = (app, ctx) => {
  app.get(
    '/cdn/media/*',
    {
      config: doc({
        summary: 'Download a media drive file or thumbnail by storagePath / thumbnailPath (Range, ETag/If-None-Match supported)',
        tags: ['media'],
        auth: 'public',
        response: 'The file bytes with the item mimeType. 206 for a Range request, 304 when If-None-Match matches, 404 when unknown.',
      }),
    },
    async (request, reply) => {
      const file = storedFileAt(ctx.dirs.media, (request.params as { '*': string })['*']);
      // A trashed item's file stays on disk for a restore but is not served meanwhile.
      if (!file || ctx.trash.isTrashedFile('media', path.relative(ctx.dirs.media, file))) throw notFound('File');
      // Revalidate on every use (cheap 304 via ETag): a deleted item must stop being served.
      reply.header('Cache-Control', 'public, no-cache');
      return sendStoredFile(request, reply, file);
    },
  );
};
