import { GraphQLError } from 'graphql';
import { ERROR_STATUS, type ErrorCode } from '../../../src/lib/contract/errors';
import { DomainError, PermissionDenied } from '../../domain/errors';

/**
 * The GraphQL spelling of a domain error code (`extensions.code`). GraphQL clients branch on
 * the Apollo-style names (BAD_USER_INPUT, NOT_FOUND, UNAUTHENTICATED, FORBIDDEN), so every
 * client mistake answered with 400 over REST is BAD_USER_INPUT here; other codes keep their name.
 */
export function graphqlCode(code: ErrorCode): string {
  if (code === 'NOT_FOUND' || code === 'NOT_SHARED') return 'NOT_FOUND';
  if (code === 'UNAUTHORIZED') return 'UNAUTHENTICATED';
  if (code === 'INTERNAL') return 'INTERNAL_SERVER_ERROR';
  if (ERROR_STATUS[code] === 400) return 'BAD_USER_INPUT';
  return code;
}

export function toGraphqlError(err: DomainError): GraphQLError {
  const refusal = err instanceof PermissionDenied ? { reason: err.reason, action: err.action } : {};
  return new GraphQLError(err.message, {
    extensions: { code: graphqlCode(err.code), ...(err.field ? { field: err.field } : {}), ...refusal },
  });
}

/** Runs a resolver body, turning rule failures into GraphQL errors with extensions.code. */
export function guard<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof DomainError) throw toGraphqlError(err);
    throw err;
  }
}

/** `guard` for a resolver that awaits (a chunked bulk write). */
export async function guardAsync<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof DomainError) throw toGraphqlError(err);
    throw err;
  }
}
