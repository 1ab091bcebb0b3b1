import { useSyncExternalStore } from 'react';
import { isServiceReachable, subscribeReachability } from '@/lib/api/connectivity';

function subscribeBrowser(cb: () => void) {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
}

/** Offline when the browser says so, or when real requests stopped reaching the service. */
export function useConnectivity(): { browserOnline: boolean; serviceReachable: boolean } {
  const browserOnline = useSyncExternalStore(
    subscribeBrowser,
    () => navigator.onLine,
    () => true,
  );
  const serviceReachable = useSyncExternalStore(subscribeReachability, isServiceReachable, () => true);
  return { browserOnline, serviceReachable };
}
