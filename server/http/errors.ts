import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/**
 * The one error a route throws. The error handler turns it into the service's
 * single error body: `{"error": {"code", "message", "field?"}}`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, 'VALIDATION_FAILED', message, field);
export const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `${what} not found`);
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message);
export const conflict = (message: string, field?: string) => new HttpError(409, 'CONFLICT', message, field);

/** Dotted path of a zod issue, e.g. `route.3.lat`. */
export function zodIssuePath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join('.');
}

export function fromZodError(err: ZodError): HttpError {
  const issue = err.issues[0];
  const field = issue ? zodIssuePath(issue.path) : undefined;
  const message = issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'Invalid request';
  return badRequest(message, field || undefined);
}

export function errorBody(code: string, message: string, field?: string) {
  return { error: field ? { code, message, field } : { code, message } };
}

const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** Maps every failure to the one error body; a client mistake never becomes a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send(errorBody(err.code, err.message, err.field));
    }
    if (err instanceof ZodError) {
      const e = fromZodError(err);
      return reply.status(400).send(errorBody(e.code, e.message, e.field));
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
