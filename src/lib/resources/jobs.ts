import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { jobsApi } from '@/lib/api/clients';
import { normaliseStatus } from '@/lib/contract/common';
import { JobSchema, type JobCreate, type JobPatch } from '@/lib/contract/jobs';

/** A job as the screens see it: status as one string (requests send arrays), counts and lists present. */
export interface JobView {
  id: string;
  title: string;
  description: string;
  status: string | undefined;
  totalTasks: number;
  completedTasks: number;
  userIds: string[];
  ownerId: string | undefined;
  createdAt: number | undefined;
  updatedAt: number | undefined;
}

export const JobViewSchema = JobSchema.transform((j): JobView => ({
  id: j.id,
  title: j.title,
  description: j.description ?? '',
  status: normaliseStatus(j.status),
  totalTasks: j.totalTasks ?? 0,
  completedTasks: j.completedTasks ?? 0,
  userIds: j.userIds ?? [],
  ownerId: j.ownerId,
  createdAt: j.createdAt,
  updatedAt: j.updatedAt,
}));

/** `mine`: `GET /v1/job` (assigned to the caller); `team`: `GET /v1/job/team` (admins only). */
export type JobListScope = 'mine' | 'team';

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => ['jobs', 'list'] as const,
  list: (scope: JobListScope) => ['jobs', 'list', scope] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

const path = (id: string) => `/v1/job/${encodeURIComponent(id)}`;

export function fetchJobs(scope: JobListScope, signal?: AbortSignal): Promise<JobView[]> {
  return jobsApi.request(scope === 'team' ? '/v1/job/team' : '/v1/job', { schema: z.array(JobViewSchema), signal });
}

export function fetchJob(id: string, signal?: AbortSignal): Promise<JobView> {
  return jobsApi.request(path(id), { schema: JobViewSchema, signal });
}

export function createJob(body: JobCreate): Promise<JobView> {
  return jobsApi.request('/v1/job', { method: 'POST', body, schema: JobViewSchema });
}

/** The service answers with only the changed fields plus updatedAt. */
export function patchJob(id: string, body: JobPatch): Promise<Partial<JobView>> {
  return jobsApi.request(path(id), { method: 'PATCH', body, schema: JobSchema.partial().loose() }).then((changed) => ({
    ...changed,
    status: changed.status === undefined ? undefined : normaliseStatus(changed.status),
  }));
}

export function deleteJob(id: string): Promise<unknown> {
  return jobsApi.request(path(id), { method: 'DELETE' });
}

/** Assigns one user to every task now attached to the job (`PATCH /v1/job/{jobId}/task`). */
export function assignJobTasks(id: string, assignedId: string): Promise<unknown> {
  return jobsApi.request(`${path(id)}/task`, { method: 'PATCH', body: { assignedId } });
}

export function jobsQueryOptions(scope: JobListScope) {
  return queryOptions({ queryKey: jobKeys.list(scope), queryFn: ({ signal }) => fetchJobs(scope, signal), staleTime: 15_000 });
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => fetchJob(id, signal), staleTime: 15_000 });
}
