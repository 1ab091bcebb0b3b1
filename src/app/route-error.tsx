import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { describeError } from '@/lib/api/api-error';

/**
 * The error boundary of every route: the rest of the shell stays usable, and Retry
 * reloads the route's data (resetting failed queries) instead of the whole page.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();

  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);

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
