import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Router } from '../context';
import { basemapFilePath, listBasemapFiles, readMbtilesTile } from '../basemaps/basemap-files';
import { searchPlaces } from '../basemaps/places';
import { invalid, notFound } from '../domain/errors';
import { doc } from './route-docs';

const TileParams = z.object({
  z: z.coerce.number().int().min(0).max(24),
  x: z.coerce.number().int().min(0),
  y: z
    .string()
    .transform((s) => Number(s.replace(/\.\w+$/, '')))
    .pipe(z.number().int().min(0)),
});

function tileParams(params: unknown) {
  const p = TileParams.safeParse(params);
  if (!p.success || p.data.x >= 2 ** p.data.z || p.data.y >= 2 ** p.data.z) throw invalid('No such tile address', 'z/x/y');
  return p.data;
}

const CONTENT_TYPE: Record<string, string> = {
  pbf: 'application/x-protobuf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * Basemaps (extension): the bundled default as vector tiles, the operator's files in the
 * basemaps directory (PMTiles whole with HTTP Range, MBTiles tile by tile), and the bundled
 * gazetteer. Public like the app's own assets: they hold no team data, and maplibre fetches
 * tiles without the dashboard's credentials.
 */
export const basemapsRouter: Router = (app, ctx) => {
  const dir = ctx.config.basemapsDir;
  const defaultBasemap = ctx.basemaps;
  const publicDoc = (summary: string, response?: string) =>
    doc({ summary, tags: ['basemaps'], auth: 'public', extension: true, ...(response ? { response } : {}) });

  app.get(
    '/basemaps',
    { config: publicDoc('The operator basemap files, each with its kind or the error that makes it unreadable') },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return { files: await listBasemapFiles(dir) };
    },
  );

  app.get(
    '/basemaps/places',
    {
      config: doc({
        summary: 'Bundled place names whose name starts with q',
        tags: ['basemaps'],
        auth: 'public',
        extension: true,
        query: z.object({ q: z.string() }),
      }),
    },
    async (request) => {
      const q = z.object({ q: z.string().max(100) }).safeParse(request.query);
      if (!q.success) throw invalid('q must be a text of at most 100 characters', 'q');
      return { places: searchPlaces(q.data.q) };
    },
  );

  app.get(
    '/basemaps/default/:z/:x/:y',
    { config: publicDoc('A vector tile of the bundled default basemap', 'Mapbox vector tile') },
    async (request, reply) => {
      const { z: tz, x, y } = tileParams(request.params);
      const tile = await defaultBasemap.tile(tz, x, y);
      return reply.type(CONTENT_TYPE.pbf!).header('cache-control', 'public, max-age=86400').send(tile);
    },
  );

  app.get(
    '/basemaps/:name',
    { config: publicDoc('A PMTiles basemap file (HTTP Range)', 'the file bytes; 206 for a Range') },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = basemapFilePath(dir, name);
      if (!file || !name.toLowerCase().endsWith('.pmtiles')) throw notFound(`Basemap ${name}`);
      const size = (await fs.promises.stat(file)).size;
      reply.header('accept-ranges', 'bytes').header('cache-control', 'no-cache').type('application/octet-stream');
      const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
      if (!range) return reply.header('content-length', size).send(fs.createReadStream(file));
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || end < start) return reply.status(416).header('content-range', `bytes */${size}`).send();
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(fs.createReadStream(file, { start, end }));
    },
  );

  app.get(
    '/basemaps/:name/:z/:x/:y',
    { config: publicDoc('A tile of an MBTiles basemap file', 'the tile bytes; 204 where the file has none') },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const file = basemapFilePath(dir, name);
      if (!file || !name.toLowerCase().endsWith('.mbtiles')) throw notFound(`Basemap ${name}`);
      const { z: tz, x, y } = tileParams(request.params);
      const tile = readMbtilesTile(file, tz, x, y);
      if (!tile) return reply.status(204).send();
      const format = path.extname(String((request.params as { y: string }).y)).slice(1);
      // Vector MBTiles usually store gzipped tiles; the browser inflates them.
      if (tile[0] === 0x1f && tile[1] === 0x8b) reply.header('content-encoding', 'gzip');
      return reply
        .type(CONTENT_TYPE[format] ?? sniff(tile))
        .header('cache-control', 'no-cache')
        .send(tile);
    },
  );
};

function sniff(tile: Buffer): string {
  if (tile[0] === 0x89 && tile[1] === 0x50) return CONTENT_TYPE.png!;
  if (tile[0] === 0xff && tile[1] === 0xd8) return CONTENT_TYPE.jpg!;
  if (tile.subarray(8, 12).toString() === 'WEBP') return CONTENT_TYPE.webp!;
  return CONTENT_TYPE.pbf!;
}
