// The task resource (spec: Tasks, jobs API): its type, cache keys, requests and query options.
// The one place the app declares it; features add only view-specific queries.
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { jobsApi } from '@/lib/api/clients';
import type { UserTaskStatus } from '@/lib/contract/common';
import { TaskSchema, type TaskCreate, type TaskMissionCreate, type TaskPatch } from '@/lib/contract/tasks';

/** Requests may carry status as the spec's array form (`['PUBLISHED']`) as well as one string. */
type WithStatusInput<T> = Omit<T, 'status'> & { status?: UserTaskStatus | UserTaskStatus[] | undefined };
export type TaskCreateBody = WithStatusInput<TaskCreate>;
export type TaskPatchBody = WithStatusInput<TaskPatch>;

/** A task as the dashboard reads it: the contract's lenient schema (extra fields pass). */
export type TaskRecord = z.infer<typeof TaskSchema>;

/**
 * Which list: the caller's assigned tasks (`/v1/task`), the team's, the company's, or one job's.
 */
export type TaskListScope = { kind: 'assigned' } | { kind: 'team' } | { kind: 'company' } | { kind: 'job'; jobId: string };

export interface TaskListParams {
  /** Page size; the service's default when absent. */
  limit?: number | undefined;
}

export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (scope: TaskListScope, params: TaskListParams = {}) => ['tasks', 'list', scope, params] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
};

const PageSchema = z.object({ items: z.array(TaskSchema), nextToken: z.string().nullish() });
export type TaskPage = z.infer<typeof PageSchema>;

/**
 * Under `taskKeys.lists()` the cache holds two shapes: pages (`tasksInfiniteQueryOptions`: a board,
 * a list) and one array of every task (`allTasksQueryOptions`: the overview, a mission's tasks).
 * Both belong there, so one invalidation refreshes every list; whatever rewrites "every cached list"
 * goes through this, which knows both and leaves anything else as it is (issue 41: a move assumed
 * pages and threw on the overview's array, before its request was sent).
 */
export function mapCachedTaskList(data: unknown, fn: (t: TaskRecord) => TaskRecord): unknown {
  if (Array.isArray(data)) return (data as TaskRecord[]).map(fn);
  const pages = (data as Partial<InfiniteData<TaskPage>> | undefined)?.pages;
  if (!Array.isArray(pages)) return data;
  return { ...(data as InfiniteData<TaskPage>), pages: pages.map((p) => ({ ...p, items: p.items.map(fn) })) };
}

const path = (id: string) => `/v1/task/${encodeURIComponent(id)}`;

function listPath(scope: TaskListScope): string {
  switch (scope.kind) {
    case 'assigned':
      return '/v1/task';
    case 'team':
      return '/v1/task/team';
    case 'company':
      return '/v1/task/company';
    case 'job':
      return `/v1/task/job/${encodeURIComponent(scope.jobId)}`;
  }
}

export function fetchTask(id: string, signal?: AbortSignal): Promise<TaskRecord> {
  return jobsApi.request(path(id), { schema: TaskSchema, signal });
}

export function fetchTaskPage(
  scope: TaskListScope,
  params: TaskListParams,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<TaskPage> {
  return jobsApi.request(listPath(scope), { query: { limit: params.limit, nextToken }, schema: PageSchema, signal });
}

export function createTask(body: TaskCreateBody): Promise<TaskRecord> {
  return jobsApi.request('/v1/task', { method: 'POST', body, schema: TaskSchema });
}

/** A task and a new mission together; `corridor` creates a corridor mission (`/v1/task/mission-corridor`). */
export function createTaskWithMission(body: TaskMissionCreate, kind: 'waypoint' | 'corridor' = 'waypoint'): Promise<TaskRecord> {
  const url = kind === 'corridor' ? '/v1/task/mission-corridor' : '/v1/task/mission';
  return jobsApi.request(url, { method: 'POST', body, schema: TaskSchema });
}

/** The service answers with the entire updated task. */
export function patchTask(id: string, body: TaskPatchBody): Promise<TaskRecord> {
  return jobsApi.request(path(id), { method: 'PATCH', body, schema: TaskSchema });
}

/** The service answers with the deleted task. */
export function deleteTask(id: string): Promise<TaskRecord> {
  return jobsApi.request(path(id), { method: 'DELETE', schema: TaskSchema });
}

export function taskQueryOptions(id: string) {
  return queryOptions({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => fetchTask(id, signal) });
}

export function tasksInfiniteQueryOptions(scope: TaskListScope, params: TaskListParams = {}) {
  return infiniteQueryOptions({
    queryKey: taskKeys.list(scope, params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchTaskPage(scope, params, pageParam, signal),
    getNextPageParam: (last) => last.nextToken ?? null,
  });
}

/** Every task of a list, all pages (a team has hundreds, not millions): for summaries such as the overview. */
export async function fetchAllTasks(scope: TaskListScope, signal?: AbortSignal): Promise<TaskRecord[]> {
  const all: TaskRecord[] = [];
  let token: string | null = null;
  do {
    const page: TaskPage = await fetchTaskPage(scope, { limit: 200 }, token, signal);
    all.push(...page.items);
    token = page.nextToken ?? null;
  } while (token);
  return all;
}

export function allTasksQueryOptions(scope: TaskListScope) {
  return queryOptions({
    queryKey: [...taskKeys.list(scope), 'all'] as const,
    queryFn: ({ signal }) => fetchAllTasks(scope, signal),
    staleTime: 30_000,
  });
}

/** The team's tasks that use a mission (`context.mission.id`): the service has no query for it, so the team list is filtered. */
export function tasksOfMissionQueryOptions(missionId: string) {
  return queryOptions({
    ...allTasksQueryOptions({ kind: 'team' }),
    select: (tasks: TaskRecord[]) => tasks.filter((t) => (t.context?.mission as { id?: unknown } | undefined)?.id === missionId),
  });
}
