import type { ErrorCode } from '../../src/lib/contract/errors';
import type { Action, RefusalReason } from '../../src/lib/contract/permissions';

/**
 * The one error the service's rules throw: a code from the shared contract, a message for
 * people and, when one request field is to blame, its dotted path. It knows no transport:
 * REST turns it into a status + error body (`http/errors.ts`), GraphQL into `extensions.code`
 * (`http/graphql/graphql-errors.ts`).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, field?: string) => new DomainError('VALIDATION_FAILED', message, field);
export const notFound = (what: string, field?: string) => new DomainError('NOT_FOUND', `${what} not found`, field);
export const forbidden = (message: string, field?: string) => new DomainError('FORBIDDEN', message, field);
export const conflict = (message: string, field?: string) => new DomainError('CONFLICT', message, field);
export const unauthorized = (message: string) => new DomainError('UNAUTHORIZED', message);
export const preconditionFailed = (message: string) => new DomainError('PRECONDITION_FAILED', message);

/** Too many attempts: the REST side also sends `Retry-After: retryAfterS`. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super('RATE_LIMITED', message);
  }
}

/** A 403 from the permission table: the body also carries `reason` and `action` (machine-readable). */
export class PermissionDenied extends DomainError {
  constructor(
    message: string,
    readonly reason: RefusalReason,
    readonly action: Action,
  ) {
    super('FORBIDDEN', message);
  }
}
