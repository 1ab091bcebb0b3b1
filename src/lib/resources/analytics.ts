import { queryOptions } from '@tanstack/react-query';
import { analyticsApi } from '@/lib/api/clients';
import {
  AnalyticsBiPageSchema,
  AnalyticsCompactPageSchema,
  AnalyticsIdListSchema,
  AnalyticsVersionSchema,
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

const pagePath = (scope: AnalyticsScope, page: number) =>
  `${encodeURIComponent(scope.deviceId)}/${Math.floor(scope.from)}/${Math.floor(scope.to)}/${page}`;

export function fetchAnalyticsVersion(signal?: AbortSignal): Promise<string> {
  return analyticsApi.request('/v1/analytics/version', { schema: AnalyticsVersionSchema, signal });
}

export function fetchAnalyticsPage(scope: AnalyticsScope, page: number, signal?: AbortSignal): Promise<AnalyticsCompactPage> {
  return analyticsApi.request(`/v1/analytics/${pagePath(scope, page)}`, { schema: AnalyticsCompactPageSchema, signal });
}

export function fetchAnalyticsBiPage(scope: AnalyticsScope, page: number, signal?: AbortSignal): Promise<AnalyticsBiPage> {
  return analyticsApi.request(`/v1/analytics/bi/${pagePath(scope, page)}`, { schema: AnalyticsBiPageSchema, signal });
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
