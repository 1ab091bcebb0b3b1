// Moving a task to another status, optimistically: every cached list and the detail show the new
// status at once; a failure puts back exactly what was there (the card is never lost) and the
// feature says why through its notices.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { UserTaskStatus } from '@/lib/contract/common';
import { jobKeys } from './jobs';
import type { MutationNotices } from './mutation-notices';
import { mapCachedTaskList, patchTask, taskKeys, type TaskRecord } from './tasks';

export interface MoveTaskVars {
  task: TaskRecord;
  status: UserTaskStatus;
}

type Snapshot = Array<[QueryKey, unknown]>;

const withStatus = (t: TaskRecord, id: string, status: string): TaskRecord => (t.id === id ? { ...t, status } : t);

export function useMoveTaskStatus(notices?: MutationNotices<MoveTaskVars, TaskRecord>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, status }: MoveTaskVars) => patchTask(task.id, { status: [status] }),
    onMutate: async ({ task, status }): Promise<Snapshot> => {
      await qc.cancelQueries({ queryKey: taskKeys.all });
      const snapshot: Snapshot = [
        ...qc.getQueriesData({ queryKey: taskKeys.lists() }),
        [taskKeys.detail(task.id), qc.getQueryData(taskKeys.detail(task.id))],
      ];
      qc.setQueriesData<unknown>({ queryKey: taskKeys.lists() }, (data: unknown) =>
        mapCachedTaskList(data, (t) => withStatus(t, task.id, status)),
      );
      qc.setQueryData<TaskRecord>(taskKeys.detail(task.id), (t) => (t ? { ...t, status } : t));
      return snapshot;
    },
    onError: (err, vars, snapshot) => {
      for (const [key, data] of snapshot ?? []) qc.setQueryData(key, data);
      notices?.onError?.(err, vars);
    },
    onSuccess: (saved, vars) => {
      qc.setQueryData(taskKeys.detail(saved.id), saved);
      notices?.onSuccess?.(saved, vars);
    },
    // The job's counts follow its tasks' statuses; the lists are refetched in the background.
    onSettled: (_r, _e, { task }) =>
      Promise.all([
        qc.invalidateQueries({ queryKey: jobKeys.detail(task.jobId) }),
        qc.invalidateQueries({ queryKey: jobKeys.lists() }),
        qc.invalidateQueries({ queryKey: taskKeys.lists() }),
      ]),
  });
}
