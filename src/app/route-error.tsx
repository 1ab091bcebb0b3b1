import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { ApiError, describeError } from '@/lib/api/api-error';
import { isNotFound } from '@/lib/api/not-found';
import { isRouteChunkError } from './route-chunks';
import { useRetryWhenBack } from './use-retry-when-back';

/**
 * The error boundary of every route: the rest of the shell stays usable, and Retry
 * reloads the route's data (resetting failed queries) instead of the whole page. A 404 that reached
 * here (a screen that loads its record in the component) is a not-found page: Retry cannot help.
 * A screen that failed because nothing answered (its data or its code) retries by itself.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();

  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);

  // Loading again first: a screen whose code failed needs the new import done before it renders again.
  const retry = useCallback(() => router.invalidate().then(reset), [router, reset]);

  if (isNotFound(error)) return <NotFoundPage title="Not found" backTo="/" backLabel="Back to the overview" />;
  const chunk = isRouteChunkError(error) ? error : undefined;
  if (chunk || (error instanceof ApiError && error.isNetwork)) return <UnreachableScreen chunk={chunk} retry={retry} />;
  return (
    <div className="p-6">
      <ErrorPanel title="This screen failed to load" message={describeError(error)} onRetry={() => void retry()} />
    </div>
  );
}

/** Nothing answered: for the screen's code (`chunk`) or for its data. */
function UnreachableScreen({ chunk, retry }: { chunk: Error | undefined; retry: () => Promise<void> }) {
  const stale = useRetryWhenBack(retry, chunk);
  return (
    <div className="p-6">
      {stale ? (
        <ErrorPanel
          title="The dashboard was updated"
          message="This screen belongs to an older version that is no longer on the server. Reload the page to use the new one."
          onRetry={() => window.location.reload()}
          retryLabel="Reload the page"
        />
      ) : (
        <ErrorPanel
          title="Cannot reach the service"
          message={
            chunk
              ? 'This screen could not be downloaded. Check your connection; it opens by itself when the service answers again.'
              : 'This screen could not load its data. Check your connection; it loads by itself when the service answers again.'
          }
          onRetry={() => void retry()}
        />
      )}
    </div>
  );
}
