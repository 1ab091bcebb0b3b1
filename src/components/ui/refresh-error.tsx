import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '@/lib/api/api-error';
import { ErrorPanel } from './error-panel';

/**
 * A refresh of data the screen already shows has failed: the error and a retry, shown above the
 * data rather than in its place. (TanStack Query gives a failed refetch the error status while it
 * still holds the data; a screen that returned an error panel on `isError` lost what it showed.)
 */
export function RefreshError({ query, what }: { query: UseQueryResult<unknown>; what: string }) {
  if (!query.isRefetchError) return null;
  return (
    <ErrorPanel
      title={`Could not refresh ${what}`}
      message={`${describeError(query.error)} Showing what was last received.`}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
