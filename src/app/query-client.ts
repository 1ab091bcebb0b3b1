import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, reportUnexpectedError } from '@/lib/api/api-error';

const MAX_RETRIES = 3;

/** Retry GETs on no answer or a 5xx, never on a 4xx (the same request would fail the same way). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiError && error.isTransient;
}

/** Exponential backoff with a little jitter: ~0.5 s, 1 s, 2 s … capped at 10 s. */
export function retryDelay(attempt: number): number {
  const base = Math.min(500 * 2 ** attempt, 10_000);
  return base + Math.floor(Math.random() * 250);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Every change that fails for a reason the app did not expect is logged with its cause, whether
    // or not the screen that started it says anything (a throw in `onMutate` sends no request, so
    // nothing else would show it: issue 41).
    mutationCache: new MutationCache({
      onError: (err, _vars, _context, mutation) =>
        reportUnexpectedError(err, `a change${mutation.options.mutationKey ? ` (${JSON.stringify(mutation.options.mutationKey)})` : ''}`),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 15_000,
        // After an outage the data may have changed, however fresh it looked before.
        refetchOnReconnect: 'always',
        refetchOnWindowFocus: true,
        // Polling stops while the tab is hidden: a wall in a background tab costs nothing.
        refetchIntervalInBackground: false,
      },
      mutations: {
        // Writes are not idempotent in general; the user decides to retry.
        retry: false,
      },
    },
  });
}

/** The app's one query client. Tests create their own with `createQueryClient()` or retry:false. */
export const queryClient = createQueryClient();
