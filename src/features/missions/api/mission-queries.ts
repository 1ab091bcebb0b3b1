import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { flightsApi, jobsApi } from '@/lib/api/clients';
import { MissionSchema } from '@/lib/contract/missions';

export type WireMissionRecord = z.infer<typeof MissionSchema>;

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

export function fetchMission(id: string, signal?: AbortSignal): Promise<WireMissionRecord> {
  return flightsApi.request(`/v1/mission/${encodeURIComponent(id)}`, { schema: MissionSchema, signal });
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

const TaskSchema = z.looseObject({
  id: z.string(),
  title: z.string().optional(),
  context: z
    .looseObject({
      mission: z.looseObject({ id: z.string().optional() }).optional(),
      geojson: z.looseObject({ type: z.string(), features: z.array(z.looseObject({})) }).optional(),
    })
    .optional(),
});
export type TaskRecord = z.infer<typeof TaskSchema>;

export function taskQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: ['tasks', 'detail', taskId] as const,
    queryFn: ({ signal }) => jobsApi.request(`/v1/task/${encodeURIComponent(taskId)}`, { schema: TaskSchema, signal }),
  });
}
