import type { FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '../domain/errors';
import { errorBody } from '../http/errors';
import { servedTypeOf } from './served-type';

/**
 * Serving one stored file from disk for the CDN routes (flights, media): the type sniffed from
 * its bytes (served-type.ts: anything not shown inline is a download) under a sandbox policy,
 * ETag + If-None-Match → 304, single byte Range → 206 (If-Range honoured),
 * HEAD without a body, and the body streamed with fs.createReadStream so a large file
 * never sits in memory. Callers may set extra headers (Cache-Control, Content-Disposition)
 * on `reply` before calling.
 */

/**
 * The file under `root` that a CDN route's wildcard (still percent-encoded) names, or null when it
 * is not a decodable path inside the root: callers answer 404, never a decoding error.
 */
export function storedFileAt(root: string, rawWildcard: string): string | null {
  try {
    return resolveInside(root, decodeURIComponent(rawWildcard));
  } catch {
    return null;
  }
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
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, absolutePath: string): Promise<FastifyReply> {
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
  const served = await servedTypeOf(absolutePath, etag);
  reply.type(served.contentType);
  if (served.attachment) reply.header('Content-Disposition', 'attachment');
  reply.header('Content-Security-Policy', served.csp);

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
