/**
 * Whether the service is reachable, as seen by real requests: the browser's `online`
 * event is not enough (a captive portal or a dead service still looks "online").
 */
type Listener = (reachable: boolean) => void;

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
