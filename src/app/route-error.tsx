import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { NotFoundPage } from '@/components/not-found-page';
import { ErrorPanel } from '@/components/ui/error-panel';
import { describeError } from '@/lib/api/api-error';
import { isNotFound } from '@/lib/api/not-found';

/**
 * The error boundary of every route: the rest of the shell stays usable, and Retry
 * reloads the route's data (resetting failed queries) instead of the whole page. A 404 that reached
 * here (a screen that loads its record in the component) is a not-found page: Retry cannot help.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();

  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);

  if (isNotFound(error)) return <NotFoundPage title="Not found" backTo="/" backLabel="Back to the overview" />;
  return (
    <div className="p-6">
      <ErrorPanel
        title="This screen failed to load"
        message={describeError(error)}
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </div>
  );
}
