import { queryOptions } from '@tanstack/react-query';
import { analyticsApi } from '@/lib/api/clients';
import {
  AnalyticsBiPageSchema,
  AnalyticsCompactPageSchema,
  AnalyticsIdListSchema,
  AnalyticsVersionSchema,
  analyticsPagePath,
  type AnalyticsBiPage,
  type AnalyticsCompactPage,
} from '@/lib/contract/analytics';

/** Read-only AI detections (API-key area). Pages are immutable for a closed time range. */
export interface AnalyticsScope {
  deviceId: string;
  /** Epoch ms, inclusive. */
  from: number;
  to: number;
}

export const analyticsKeys = {
  all: ['analytics'] as const,
  version: () => ['analytics', 'version'] as const,
  devices: () => ['analytics', 'devices'] as const,
  sessions: () => ['analytics', 'sessions'] as const,
  /** Every cached page of one scope (to cancel or drop a scope's load). */
  pages: (form: 'compact' | 'bi', scope: AnalyticsScope) => ['analytics', 'page', form, scope] as const,
  page: (form: 'compact' | 'bi', scope: AnalyticsScope, page: number) => ['analytics', 'page', form, scope, page] as const,
};

export function fetchAnalyticsVersion(signal?: AbortSignal): Promise<string> {
  return analyticsApi.request('/v1/analytics/version', { schema: AnalyticsVersionSchema, signal });
}

export function fetchAnalyticsPage(scope: AnalyticsScope, page: number, signal?: AbortSignal): Promise<AnalyticsCompactPage> {
  return analyticsApi.request(`/v1/analytics/${analyticsPagePath(scope, page)}`, { schema: AnalyticsCompactPageSchema, signal });
}

export function fetchAnalyticsBiPage(scope: AnalyticsScope, page: number, signal?: AbortSignal): Promise<AnalyticsBiPage> {
  return analyticsApi.request(`/v1/analytics/bi/${analyticsPagePath(scope, page)}`, { schema: AnalyticsBiPageSchema, signal });
}

/** Confirms the key is valid (the spec's suggested use) and names the API version. */
export function analyticsVersionQueryOptions() {
  return queryOptions({ queryKey: analyticsKeys.version(), queryFn: ({ signal }) => fetchAnalyticsVersion(signal), staleTime: 5 * 60_000 });
}

export function analyticsDevicesQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.devices(),
    queryFn: ({ signal }) => analyticsApi.request('/v1/analytics/devices', { schema: AnalyticsIdListSchema, signal }),
    staleTime: 60_000,
  });
}

export function analyticsSessionsQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.sessions(),
    queryFn: ({ signal }) => analyticsApi.request('/v1/analytics/sessions', { schema: AnalyticsIdListSchema, signal }),
    staleTime: 60_000,
  });
}

/** One compact page of one scope; cached per scope and page. */
export function analyticsPageQueryOptions(scope: AnalyticsScope, page: number) {
  return queryOptions({
    queryKey: analyticsKeys.page('compact', scope, page),
    queryFn: ({ signal }) => fetchAnalyticsPage(scope, page, signal),
    staleTime: 60_000,
  });
}

/**
 * How many detection records a scope holds, in two requests: page 1 says how many pages there
 * are, the last page how many records it has (every other page is full).
 */
export async function fetchAnalyticsRecordCount(scope: AnalyticsScope, signal?: AbortSignal): Promise<number> {
  const first = await fetchAnalyticsPage(scope, 1, signal);
  const pages = first.total_num_pages;
  if (pages <= 1) return first.data.length;
  const last = await fetchAnalyticsPage(scope, pages, signal);
  // Page 1 of several is full, so its length is the service's page size (the spec leaves it open).
  return (pages - 1) * first.data.length + last.data.length;
}

export interface AnalyticsWindowCount {
  total: number;
  byDevice: Array<{ deviceId: string; records: number }>;
}

/** Detection records per device of the key in one window (`from`/`to` rounded by the caller, so the key is stable). */
export function analyticsWindowCountQueryOptions(from: number, to: number) {
  return queryOptions({
    queryKey: ['analytics', 'window-count', from, to] as const,
    queryFn: async ({ signal }): Promise<AnalyticsWindowCount> => {
      const devices = await analyticsApi.request('/v1/analytics/devices', { schema: AnalyticsIdListSchema, signal });
      const byDevice = await Promise.all(
        devices.map(async (deviceId) => ({ deviceId, records: await fetchAnalyticsRecordCount({ deviceId, from, to }, signal) })),
      );
      return { total: byDevice.reduce((s, d) => s + d.records, 0), byDevice: byDevice.filter((d) => d.records > 0) };
    },
    staleTime: 60_000,
  });
}
