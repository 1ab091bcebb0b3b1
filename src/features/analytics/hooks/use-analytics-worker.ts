import { useEffect, useState } from 'react';
import { AnalyticsWorkerClient } from '../worker/analytics-worker-client';

/** One worker per mounted analytics page; terminated when the page goes. */
export function useAnalyticsWorker(): AnalyticsWorkerClient | null {
  const [client, setClient] = useState<AnalyticsWorkerClient | null>(null);
  useEffect(() => {
    const c = AnalyticsWorkerClient.create();
    setClient(c);
    return () => c.terminate();
  }, []);
  return client;
}
