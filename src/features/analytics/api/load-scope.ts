import { analyticsApi } from '@/lib/api/clients';
import { withReauth } from '@/lib/api/reauth';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import type { AnalyticsScope } from '@/lib/resources/analytics';
import type { AnalyticsWorkerClient } from '../worker/analytics-worker-client';
import type { LoadProgress } from '../worker/protocol';

export type { LoadProgress };

/**
 * Loads one scope into the analytics worker, which fetches, parses and keeps the pages itself
 * (so a million records never cross or stay on the main thread). The worker gets the base URL
 * and the analytics auth header of this moment; after a 401 the user signs in again and the load
 * resumes with the new header (the worker keeps the pages it already has).
 */
export function loadScopeInWorker(
  worker: AnalyticsWorkerClient,
  key: string,
  scope: AnalyticsScope,
  onProgress: (p: LoadProgress) => void,
  signal: AbortSignal,
): Promise<LoadProgress> {
  return withReauth(() => {
    // Absolute, since the worker resolves relative URLs against its own script's address.
    const baseUrl = new URL(getRuntimeConfig().baseUrl || '/', globalThis.location?.href ?? 'http://localhost').href.replace(/\/+$/, '');
    const request = { deviceId: scope.deviceId, from: scope.from, to: scope.to };
    return worker.load(key, request, { baseUrl, headers: analyticsApi.authHeaders() }, onProgress, signal);
  });
}
