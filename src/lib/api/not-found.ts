import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error';

/** True when the service answered that the record does not exist (for this team). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.status === 404;
}

/**
 * The one way a route loader says "this record does not exist": a 404 from the service becomes the
 * router's `notFound()`, which the route's `notFoundComponent` renders inside the shell. Any other
 * failure is thrown as it is (the error boundary offers Retry for those).
 */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (err) {
    if (isNotFound(err)) throw notFound();
    throw err;
  }
}
