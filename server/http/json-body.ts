import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { DomainError } from '../domain/errors';
import { JSON_DEPTH_MAX } from '../../src/lib/contract/limits';
import { jsonDepthExceeds } from './json-depth';
import { DISCARD_BYTES } from './uploads-routes';

const tooLarge = (limit: number) => new DomainError('PAYLOAD_TOO_LARGE', `Request body is larger than ${limit} bytes`);

/** Requests answered 413 whose body the parser still reads and drops (see installJsonBodyParser). */
const draining = new WeakSet<IncomingMessage>();

/** Whether the 413 for this request may keep the connection open: the parser reads the rest of its body. */
export const isDrainingBody = (raw: IncomingMessage): boolean => draining.has(raw);

/**
 * The JSON body parser: Fastify's own (with its prototype-poisoning protection), except that
 * - an empty body is no body rather than a 400. The service authors' sample client sends
 *   `content-type: application/json` on every request, DELETEs and GETs included, with no body;
 *   a route that needs a body still says what is missing through its own validation.
 * - a body over the limit is answered 413 at once (from its Content-Length, or as soon as a
 *   streamed body crosses it), and the rest of it, up to DISCARD_BYTES, is still read and dropped
 *   on an open connection. Closing the socket while the client still sends lets TCP reset it,
 *   and the client saw "connection reset" instead of the 413 (as uploads did; see uploads-routes).
 * - a body nested deeper than JSON_DEPTH_MAX is a 400 before it is parsed (see json-depth.ts).
 */
export function installJsonBodyParser(app: FastifyInstance, limit = 10 * 1024 * 1024): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const declared = Number(request.headers['content-length'] ?? NaN);
    // Declared far past what is worth reading: refuse from the header (the socket closes after the answer).
    if (Number.isFinite(declared) && declared > limit + DISCARD_BYTES) return done(tooLarge(limit), undefined);
    let chunks: Buffer[] = [];
    let size = 0;
    let answered = false;
    const refuse = () => {
      answered = true;
      chunks = [];
      draining.add(request.raw);
      done(tooLarge(limit), undefined);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (!answered && size > limit) refuse();
      else if (!answered) chunks.push(chunk);
      else if (size > limit + DISCARD_BYTES) request.raw.destroy(); // a stream that never ends: stop reading it
    });
    payload.on('error', (err) => {
      if (!answered) done(err, undefined);
    });
    payload.on('end', () => {
      if (answered) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      if (jsonDepthExceeds(text, JSON_DEPTH_MAX)) {
        return done(new DomainError('VALIDATION_FAILED', `The request body is nested deeper than ${JSON_DEPTH_MAX} levels`), undefined);
      }
      return parseJson(request, text, done);
    });
    if (Number.isFinite(declared) && declared > limit) refuse();
  });
}
