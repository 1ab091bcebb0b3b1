import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Router } from '../context';
import { ingestFile } from '../domain/media/ingest';
import { itemJson } from '../domain/media/item-json';
import { checkName, createMediaService } from '../domain/media/media-service';
import { quotaExceeded, storageQuotaFor } from '../domain/media/storage-quota';
import { resolveMimeType } from '../domain/media/media-types';
import { parseTags } from '../domain/media/tags';
import { unguessable } from '../store/ids';
import { DomainError, invalid } from '../domain/errors';
import { doc } from './route-docs';

export const DEFAULT_UPLOAD_LIMIT = 2 * 1024 ** 3;

/**
 * How far past the limit a body is still read (and dropped) before the 413. A socket closed with
 * bytes still unread is reset by TCP, and the client can lose our answer in the reset: it sees
 * "connection reset" instead of "too large". Bodies far past the limit are not worth reading.
 */
export const DISCARD_BYTES = 8 * 1024 * 1024;

const tooLarge = (limit: number) => new DomainError('PAYLOAD_TOO_LARGE', `Upload is larger than ${limit} bytes`);

function header(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined || v.trim() === '' ? undefined : decodeHeaderText(v);
}

/**
 * S3 metadata values are ASCII on the wire: clients send non-ASCII names RFC 2047-encoded
 * (`=?UTF-8?B?…?=` / `?Q?`) or as raw UTF-8 bytes, which Node hands over as latin1.
 */
export function decodeHeaderText(v: string): string {
  const m = /^=\?utf-8\?([bq])\?(.*)\?=$/i.exec(v.trim());
  if (m) {
    const [, kind, text = ''] = m;
    if (kind?.toLowerCase() === 'b') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_s, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/[\x80-\xff]/.test(v)) {
    const utf8 = Buffer.from(v, 'latin1').toString('utf8');
    if (!utf8.includes('\uFFFD')) return utf8;
  }
  return v;
}

/**
 * Streams the request body to `file`, counting bytes, so a file never sits in memory. Past the
 * limit, or past the team's free space (`take` refuses a chunk), bytes are dropped but still
 * read, up to DISCARD_BYTES more; then the 413 or the 507 (`overQuota`), and no file is left.
 */
async function streamToFile(
  source: NodeJS.ReadableStream,
  file: string,
  limit: number,
  take: (bytes: number) => boolean,
  overQuota: () => DomainError,
): Promise<number> {
  let size = 0;
  let dropped = 0;
  let refusal: DomainError | undefined;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (!refusal && size > limit) refusal = tooLarge(limit);
      if (!refusal && !take(chunk.length)) refusal = overQuota();
      if (!refusal) return cb(null, chunk);
      dropped += chunk.length;
      cb(dropped > DISCARD_BYTES ? refusal : null);
    },
  });
  try {
    await pipeline(source, counter, fs.createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    fs.rmSync(file, { force: true });
    throw err instanceof DomainError ? err : invalid('Upload was interrupted');
  }
  if (refusal) {
    fs.rmSync(file, { force: true });
    throw refusal;
  }
  return size;
}

/** Reads and drops a body (one declared at most DISCARD_BYTES past the limit); see DISCARD_BYTES. */
async function discardBody(source: NodeJS.ReadableStream): Promise<void> {
  try {
    await pipeline(source, new Writable({ write: (_chunk, _enc, cb) => cb() }));
  } catch {
    /* the client went away: nothing left to answer */
  }
}

/**
 * Extension (the spec's upload bucket, S3-style): `PUT /upload/<key>` with the raw bytes as
 * the body and the object metadata as `x-amz-meta-*` headers. The body is never parsed:
 * this scope's only content-type parser leaves it as a stream.
 */
export const uploadsRouter: Router = (app, ctx) => {
  const media = createMediaService(ctx.db, ctx.files);
  const limit = Number(process.env.MEDIA_UPLOAD_LIMIT_BYTES) || DEFAULT_UPLOAD_LIMIT;
  const quota = storageQuotaFor(ctx.db, media, ctx.config.teamStorageQuotaBytes);

  ctx.auth.protect(app, 'media');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put(
    '/upload/*',
    {
      config: doc({
        summary: 'Upload a file to the media drive (S3-style PUT; metadata in x-amz-meta-location, -name, -deviceid, deprecated -parentid)',
        tags: ['media'],
        auth: 'media',
        extension: true,
        rawBody: 'The file bytes; Content-Type gives the MIME type. At most 2 GiB (MEDIA_UPLOAD_LIMIT_BYTES).',
        response:
          "201 with the created media item (GraphQL field names, plus thumbnailPath); 400 bad name; 404 unknown location/parent; 413 too large; 507 past the team's storage quota (TEAM_STORAGE_QUOTA_GB)",
      }),
    },
    async (request, reply) => {
      const { caller } = request;
      const key = (request.params as { '*': string })['*'] ?? '';
      let decodedKey = key;
      try {
        decodedKey = decodeURIComponent(key);
      } catch {
        /* keep the raw key */
      }
      const h = request.headers;
      const name = header(h['x-amz-meta-name']) ?? path.posix.basename(decodedKey);
      // The rename rule: no control characters or bidi overrides, 1..1024 characters.
      checkName(name, 'x-amz-meta-name');
      const tags = header(h['x-amz-meta-tags']);
      if (tags !== undefined) parseTags(tags, 'x-amz-meta-tags');
      const declared = Number(h['content-length'] ?? NaN);
      if (Number.isFinite(declared) && declared > limit) {
        if (declared <= limit + DISCARD_BYTES) await discardBody(request.raw);
        reply.header('connection', 'close'); // do not read gigabytes we will refuse
        throw tooLarge(limit);
      }
      const resolveParent = () => {
        try {
          return media.resolveParent(caller.teamId, header(h['x-amz-meta-location']), header(h['x-amz-meta-parentid']));
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          const field = h['x-amz-meta-location'] ? 'x-amz-meta-location' : 'x-amz-meta-parentid';
          throw new DomainError(err.code, err.message, field); // the header, not the rule's own argument name
        }
      };
      resolveParent(); // before reading a byte: bad metadata never costs an upload
      const hold = quota.hold(caller.teamId);
      // With a declared length the whole file is held (or refused) before a byte is read.
      const known = Number.isFinite(declared);
      if (known && !hold.take(declared)) {
        const refusal = quotaExceeded(quota.usage(caller.teamId), declared);
        if (declared <= DISCARD_BYTES) await discardBody(request.raw);
        else reply.header('connection', 'close');
        throw refusal;
      }
      const tmp = path.join(ctx.dirs.tmp, `upload-${unguessable()}`);
      let size: number;
      try {
        const take = known ? () => true : (bytes: number) => hold.take(bytes);
        // The sentence counts what the drive holds without this upload's own partial bytes.
        const overQuota = () => {
          hold.release();
          return quotaExceeded(quota.usage(caller.teamId));
        };
        size = await streamToFile(request.raw, tmp, limit, take, overQuota);
      } catch (err) {
        hold.release();
        if (err instanceof DomainError && (err.code === 'PAYLOAD_TOO_LARGE' || err.code === 'INSUFFICIENT_STORAGE'))
          reply.header('connection', 'close');
        throw err;
      }
      try {
        const row = await ingestFile(media, ctx.dirs.media, {
          teamId: caller.teamId,
          ownerId: caller.userId,
          parent: resolveParent(), // again: the folder may have gone while the bytes arrived
          name,
          mimeType: resolveMimeType(header(h['content-type']), name),
          tmpFile: tmp,
          size,
          deviceId: header(h['x-amz-meta-deviceid']) ?? null,
          tags: tags ?? null,
        });
        return reply.status(201).send(itemJson(row));
      } finally {
        hold.release(); // stored: its size now counts from the drive itself
        fs.rmSync(tmp, { force: true });
      }
    },
  );
};
