import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobCreate, JobPatch } from '@/lib/contract/jobs';
import { taskKeys } from './tasks';
import { assignJobTasks, createJob, deleteJob, jobKeys, patchJob, type JobView } from './jobs';
import type { MutationNotices } from './mutation-notices';

export function useCreateJobMutation(notices?: MutationNotices<JobCreate, JobView>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job, vars) => {
      qc.setQueryData(jobKeys.detail(job.id), job);
      notices?.onSuccess?.(job, vars);
      return qc.invalidateQueries({ queryKey: jobKeys.lists() });
    },
    onError: notices?.onError,
  });
}

export interface PatchJobVars {
  id: string;
  patch: JobPatch;
}
export function usePatchJobMutation(notices?: MutationNotices<PatchJobVars, Partial<JobView>>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: PatchJobVars) => patchJob(id, patch),
    onSuccess: (changed, vars) => {
      qc.setQueryData<JobView>(jobKeys.detail(vars.id), (job) => (job ? { ...job, ...stripUndefined(changed) } : job));
      notices?.onSuccess?.(changed, vars);
    },
    onError: notices?.onError,
    onSettled: () => qc.invalidateQueries({ queryKey: jobKeys.all }),
  });
}

/** Task counts and assignees of a job live in the tasks resource too: both are refetched. */
export function useDeleteJobMutation(notices?: MutationNotices<string, unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (result, id) => {
      qc.removeQueries({ queryKey: jobKeys.detail(id) });
      notices?.onSuccess?.(result, id);
    },
    onError: notices?.onError,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: jobKeys.lists() }), qc.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

export interface AssignJobVars {
  jobId: string;
  assignedId: string;
}
export function useAssignJobTasksMutation(notices?: MutationNotices<AssignJobVars, unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, assignedId }: AssignJobVars) => assignJobTasks(jobId, assignedId),
    onSuccess: notices?.onSuccess,
    onError: notices?.onError,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: jobKeys.all }), qc.invalidateQueries({ queryKey: taskKeys.all })]),
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
