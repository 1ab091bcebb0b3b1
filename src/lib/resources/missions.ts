// The mission resource (spec: Missions, flights API): its type, cache keys, requests and query
// options. The one place the app declares it; features add only view-specific queries.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { flightsApi } from '@/lib/api/clients';
import { MissionSchema } from '@/lib/contract/missions';

/** A mission as the dashboard reads it: the contract's lenient schema (extra fields pass). */
export type MissionRecord = z.infer<typeof MissionSchema>;

/** A request body for POST/PATCH /v1/mission (the contract's MissionCreate/MissionPatch fields). */
export type MissionBody = Record<string, unknown>;

export interface MissionListFilters {
  type?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  q?: string | undefined;
}

export const missionKeys = {
  all: ['missions'] as const,
  lists: () => ['missions', 'list'] as const,
  list: (filters: MissionListFilters) => ['missions', 'list', filters] as const,
  detail: (id: string) => ['missions', 'detail', id] as const,
};

const PageSchema = z.object({ items: z.array(MissionSchema), nextToken: z.string().nullish() });
const PAGE_SIZE = 50;
const path = (id: string) => `/v1/mission/${encodeURIComponent(id)}`;

export function fetchMission(id: string, signal?: AbortSignal): Promise<MissionRecord> {
  return flightsApi.request(path(id), { schema: MissionSchema, signal });
}

export function createMission(body: MissionBody): Promise<MissionRecord> {
  return flightsApi.request('/v1/mission', { method: 'POST', body, schema: MissionSchema });
}

/** PATCH sends only the fields that changed; the service answers with the full mission. */
export function patchMission(id: string, body: MissionBody): Promise<MissionRecord> {
  return flightsApi.request(path(id), { method: 'PATCH', body, schema: MissionSchema });
}

export function deleteMission(id: string): Promise<unknown> {
  return flightsApi.request(path(id), { method: 'DELETE' });
}

export function missionQueryOptions(id: string) {
  return queryOptions({ queryKey: missionKeys.detail(id), queryFn: ({ signal }) => fetchMission(id, signal), staleTime: 10_000 });
}

/** Date inputs give yyyy-mm-dd; the end date includes its whole day. */
function dayStart(d: string | undefined) {
  return d ? Date.parse(`${d}T00:00:00`) : undefined;
}
function dayEnd(d: string | undefined) {
  return d ? Date.parse(`${d}T23:59:59.999`) : undefined;
}

export function missionsInfiniteQueryOptions(filters: MissionListFilters) {
  return infiniteQueryOptions({
    queryKey: missionKeys.list(filters),
    initialPageParam: null as string | null,
    // Always passing `limit` selects the paginated `{items, nextToken}` form of the list.
    queryFn: ({ pageParam, signal }) =>
      flightsApi.request('/v1/mission', {
        query: {
          limit: PAGE_SIZE,
          nextToken: pageParam,
          filter: filters.type,
          dateFrom: dayStart(filters.dateFrom),
          dateTo: dayEnd(filters.dateTo),
          name: filters.q,
        },
        schema: PageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextToken ?? null,
  });
}
