/**
 * Whether the service is reachable, as seen by real requests: the browser's `online`
 * event is not enough (a captive portal or a dead service still looks "online").
 */
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

export function isServiceReachable(): boolean {
  return reachable;
}

export function subscribeReachability(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
