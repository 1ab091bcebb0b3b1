import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { useAssignJobTasksMutation, useDeleteJobMutation } from '@/lib/resources/jobs-mutations';
import type { MutationNotices } from '@/lib/resources/mutation-notices';
import { useDeletedToast } from '@/lib/resources/trash';
import { useMoveTaskStatus } from '@/lib/resources/tasks-move';
import { STATUS_LABEL } from '../utils/board';

/** The Jobs screens' words for each change: a toast on success, a toast saying why on failure. */
function notices<V, R>(success: (vars: V, result: R) => string, failure: (vars: V) => string): MutationNotices<V, R> {
  return {
    onSuccess: (result, vars) => toast.success(success(vars, result)),
    onError: (err, vars) => toast.error(`${failure(vars)}: ${describeError(err)}`),
  };
}

const tasks = (n: number) => `${n} task${n === 1 ? '' : 's'}`;

export function useDeleteJob(title: () => string) {
  const deleted = useDeletedToast();
  return useDeleteJobMutation({
    onSuccess: (_r, id) => deleted(`Job “${title()}” and its tasks deleted`, [id]),
    onError: (err) => toast.error(`Could not delete “${title()}”: ${describeError(err)}`),
  });
}

export const useAssignJob = (name: (userId: string) => string) =>
  useAssignJobTasksMutation(
    notices(
      ({ assignedId }, result) => {
        const n = (result as { updatedTasks?: unknown } | undefined)?.updatedTasks;
        return `${typeof n === 'number' ? tasks(n) : 'Every task'} assigned to ${name(assignedId)}`;
      },
      ({ assignedId }) => `Could not assign the tasks to ${name(assignedId)}`,
    ),
  );

/** Moving a card: silent on success (the card is where the user put it), explicit on failure (it went back). */
export const useMoveTask = () =>
  useMoveTaskStatus({
    onError: (err, { task, status }) =>
      toast.error(`“${task.title ?? task.id}” could not move to ${STATUS_LABEL[status]} and is back where it was: ${describeError(err)}`),
  });
