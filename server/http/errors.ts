import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { isDrainingBody } from './json-body';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../src/lib/contract/errors';
import { DomainError, PermissionDenied, RateLimitedError, invalid } from '../domain/errors';

/**
 * The REST side of the one error: a DomainError becomes `ERROR_STATUS[code]` and the single
 * error body `{"error": {"code", "message", "field?"}}`. Nothing else in the service picks statuses
 * for errors.
 */

/** Dotted path of a zod issue, e.g. `route.3.lat`. */
export function zodIssuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

/** A failed request schema is a VALIDATION_FAILED naming the first offending field. */
export function fromZodError(err: ZodError): DomainError {
  const issue = err.issues[0];
  const field = issue ? zodIssuePath(issue.path) : undefined;
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
  return invalid(message, field || undefined);
}

export function errorBody(code: ErrorCode, message: string, field?: string): ErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** The status of a domain error: the shared contract's table, nothing else. */
export const statusOf = (err: DomainError): number => ERROR_STATUS[err.code];

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** Maps every failure to the one error body; a client mistake never becomes a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | DomainError | ZodError, request, reply) => {
    // Fastify closes the connection after a body error; a JSON body still being read keeps it (json-body.ts).
    if (isDrainingBody(request.raw)) reply.removeHeader('connection');
    if (err instanceof DomainError || err instanceof ZodError) {
      const domain = err instanceof ZodError ? fromZodError(err) : err;
      if (domain instanceof RateLimitedError) void reply.header('retry-after', String(Math.max(1, Math.ceil(domain.retryAfterS))));
      const body = errorBody(domain.code, domain.message, domain.field);
      if (domain instanceof PermissionDenied) Object.assign(body.error, { reason: domain.reason, action: domain.action });
      return reply.status(statusOf(domain)).send(body);
    }
    const status = err.statusCode ?? 500;
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE', err.message));
    }
    if (status >= 400 && status < 500) {
      const code = MALFORMED_JSON_CODES.has(err.code ?? '') || err instanceof SyntaxError ? 'MALFORMED_JSON' : 'BAD_REQUEST';
      return reply.status(status).send(errorBody(code, err.message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL', 'Internal server error'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(errorBody('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`));
  });
}
