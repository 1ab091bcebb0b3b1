/**
 * Whether the service is reachable, as seen by real requests: the browser's `online`
 * event is not enough (a captive portal or a dead service still looks "online").
 */
import { getRuntimeConfig } from './runtime-config';

type Listener = (reachable: boolean) => void;

/** How often a screen that got no answer asks again while the service is unreachable. */
export const RECONNECT_PROBE_MS = 4000;

let reachable = true;
const listeners = new Set<Listener>();

export function reportReachable(ok: boolean): void {
  if (ok === reachable) return;
  reachable = ok;
  for (const l of listeners) l(ok);
}

/**
 * Whether an HTTP status means the service itself answered: 0 is no answer at all, and a gateway's
 * 502–504 stands in for a service that is down. Any other status, errors included, is the service.
 */
export function serviceAnswered(status: number): boolean {
  return status !== 0 && (status < 502 || status > 504);
}

export function isServiceReachable(): boolean {
  return reachable;
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether anything answers at the service's address: any answer, even an error status, means
 * it is back (no-cors: an opaque answer is enough). One small request instead of every query.
 */
export async function serviceAnswers(): Promise<boolean> {
  try {
    await fetch(getRuntimeConfig().baseUrl, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
