import { useConnectivity } from '../use-online';

/** Says plainly when the dashboard is working from stale data; queries refetch on reconnect. */
export function OfflineBanner() {
  const { browserOnline, serviceReachable } = useConnectivity();
  if (browserOnline && serviceReachable) return null;
  const text = !browserOnline
    ? 'You are offline. Showing the last data received; it will refresh when the connection returns.'
    : 'Cannot reach the service. Showing the last data received; retrying.';
  return (
    <div role="status" className="flex items-center gap-2 border-b border-warn/60 bg-warn/15 px-4 py-2 text-sm text-fg">
      <span aria-hidden className="text-warn">
        ⚠
      </span>
      <strong className="text-warn">Offline.</strong> {text}
    </div>
  );
}
