import type { CombinedError } from 'urql';
import { ApiError, errorFromResponse } from '@/lib/api/api-error';
import { serviceAnswered } from '@/lib/api/connectivity';

/**
 * The one mapping from an urql error to the app's ApiError, so GraphQL screens branch
 * the same way as REST ones (`isNetwork`, `isUnauthorized`, `status`, `code`).
 */
export function apiErrorFromGraphql(error: CombinedError): ApiError {
  const status = httpStatusOf(error);
  if (error.networkError && status === 0) return new ApiError(0, 'NETWORK', 'Cannot reach the media service.');
  const first = error.graphQLErrors[0];
  if (first) {
    const ext = first.extensions as Record<string, unknown> | undefined;
    const code = typeof ext?.code === 'string' ? ext.code : 'GRAPHQL_ERROR';
    const field = typeof ext?.field === 'string' ? ext.field : undefined;
    const httpStatus = typeof ext?.status === 'number' ? ext.status : status || statusForCode(code);
    return new ApiError(httpStatus, code, first.message, field, error.graphQLErrors);
  }
  return errorFromResponse(status || 500, undefined, error.message);
}

/**
 * Whether a GraphQL answer came from the service, for the shell's reachability: a media screen that
 * got no answer must start the same recovery probe as a REST one, or it would wait for a click that
 * its message says is not needed. Errors in a 200 (or with no response but no network error) count.
 */
export function serviceWasReached(error: CombinedError | undefined): boolean {
  if (!error) return true;
  const status = httpStatusOf(error);
  return status === 0 ? !error.networkError : serviceAnswered(status);
}

/** The HTTP status urql saw, or 0 when there was no response. */
function httpStatusOf(error: CombinedError): number {
  const response = error.response as { status?: number } | undefined;
  return typeof response?.status === 'number' ? response.status : 0;
}

function statusForCode(code: string): number {
  if (code === 'UNAUTHENTICATED' || code === 'UNAUTHORIZED') return 401;
  if (code === 'FORBIDDEN') return 403;
  if (code === 'NOT_FOUND') return 404;
  if (code === 'BAD_USER_INPUT' || code === 'BAD_REQUEST') return 400;
  return 200;
}
