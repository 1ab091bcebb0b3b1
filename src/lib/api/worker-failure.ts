import { ApiError } from './api-error';
import { reportReachable } from './connectivity';

/**
 * What an `error` event on a Worker means. Without a message, its script got no answer (the page
 * was opened while the service is down): a network error, which queries retry, and the shell is
 * told the service is unreachable so it probes until it answers. With a message, the worker crashed.
 */
export function workerFailure(e: Event, crashed: string): Error {
  const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
  if (message) return new Error(`${crashed}: ${message}`);
  reportReachable(false);
  return new ApiError(0, 'NETWORK', 'Cannot reach the service.');
}
