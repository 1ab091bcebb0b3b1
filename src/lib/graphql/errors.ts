import type { CombinedError } from 'urql';
import { ApiError, errorFromResponse } from '@/lib/api/api-error';

/**
 * The one mapping from an urql error to the app's ApiError, so GraphQL screens branch
 * the same way as REST ones (`isNetwork`, `isUnauthorized`, `status`, `code`).
 */
export function apiErrorFromGraphql(error: CombinedError): ApiError {
  const response = error.response as { status?: number } | undefined;
  const status = typeof response?.status === 'number' ? response.status : 0;
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
 * Whether a GraphQL answer came from the service (any status but a gateway's 502–504), for the
 * shell's reachability: a media screen that got no answer must start the same recovery probe as
 * a REST one, or it would wait for a click that its message says is not needed.
 */
export function serviceWasReached(error: CombinedError | undefined): boolean {
  if (!error) return true;
  const response = error.response as { status?: number } | undefined;
  const status = typeof response?.status === 'number' ? response.status : 0;
  if (status === 0) return !error.networkError;
  return status < 502 || status > 504;
}

function statusForCode(code: string): number {
  if (code === 'UNAUTHENTICATED' || code === 'UNAUTHORIZED') return 401;
  if (code === 'FORBIDDEN') return 403;
  if (code === 'NOT_FOUND') return 404;
  if (code === 'BAD_USER_INPUT' || code === 'BAD_REQUEST') return 400;
  return 200;
}
