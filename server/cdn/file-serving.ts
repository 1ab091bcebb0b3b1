import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '../domain/errors';
import { errorBody } from '../http/errors';

/**
 * Serving one stored file from disk for the CDN routes (flights, media):
 * Content-Type, ETag + If-None-Match → 304, single byte Range → 206 (If-Range honoured),
 * HEAD without a body, and the body streamed with fs.createReadStream so a large file
 * never sits in memory. Callers may set extra headers (Cache-Control, Content-Disposition)
 * on `reply` before calling.
 */

const TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.geojson': 'application/geo+json',
  '.kml': 'application/vnd.google-earth.kml+xml',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.mpd': 'application/dash+xml',
  '.m4s': 'video/iso.segment',
  '.ts': 'video/mp2t',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.obj': 'model/obj',
  '.ply': 'application/octet-stream',
  '.las': 'application/octet-stream',
  '.laz': 'application/octet-stream',
};

/** Content-Type from the file extension; octet-stream when unknown. */
export function contentTypeFor(filePath: string): string {
  return TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Joins a URL-supplied relative path under a root folder, or returns null when it would
 * escape the root (`..`, absolute paths, NUL bytes). Use it before `sendStoredFile`.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (!relative || relative.includes('\0')) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, relative);
  return full.startsWith(base + path.sep) ? full : null;
}

/** Strong-enough validator for immutable stored files: size and mtime, as static servers do. */
export function etagOf(stat: fs.Stats): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // Weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === bare);
}

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range. Multiple ranges answer the whole file (allowed by RFC 9110 §14.2). */
export function parseRange(header: string | undefined, size: number): Range {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const suffix = Number(b);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends the file at `absolutePath` (already resolved and authorised by the caller).
 * A missing file answers 404 through the service error body.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  absolutePath: string,
  contentType?: string,
): Promise<FastifyReply> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(absolutePath);
  } catch {
    throw notFound('File');
  }
  if (!stat.isFile()) throw notFound('File');

  const etag = etagOf(stat);
  reply.header('ETag', etag);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  reply.header('Accept-Ranges', 'bytes');
  reply.type(contentType ?? contentTypeFor(absolutePath));

  if (matchesEtag(request.headers['if-none-match'], etag)) {
    return reply.status(304).send();
  }

  const ifRange = request.headers['if-range'] as string | undefined;
  const rangeAllowed = !ifRange || matchesEtag(ifRange, etag);
  const range = rangeAllowed ? parseRange(request.headers.range, stat.size) : null;

  if (range === 'unsatisfiable') {
    // Sent here rather than thrown so the Content-Range header survives.
    return reply
      .status(416)
      .header('Content-Range', `bytes */${stat.size}`)
      .type('application/json')
      .send(errorBody('RANGE_NOT_SATISFIABLE', `Range outside the file (size ${stat.size} bytes)`));
  }

  const start = range ? range.start : 0;
  const end = range ? range.end : stat.size - 1;
  const length = stat.size === 0 ? 0 : end - start + 1;
  if (range) {
    reply.status(206);
    reply.header('Content-Range', `bytes ${start}-${end}/${stat.size}`);
  }
  reply.header('Content-Length', String(length));

  // Fastify's HEAD route rewrites Content-Length for a non-stream payload; an empty
  // stream keeps ours without reading the file.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  if (length === 0) return reply.send('');
  return reply.send(fs.createReadStream(absolutePath, { start, end }));
}
