import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RefreshError } from '@/components/ui/refresh-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, describeError } from '@/lib/api/api-error';
import { USER_TASK_STATUSES, type UserTaskStatus } from '@/lib/contract/common';
import { jobQueryOptions } from '@/lib/resources/jobs';
import type { TaskRecord } from '@/lib/resources/tasks';
import { memberLabel, teamMembersQueryOptions } from '@/lib/resources/users';
import { useDeleteJob, useMoveTask } from '../api/job-notices';
import { DeleteJobDialog } from './delete-job-dialog';
import { useBoardTasks } from '../hooks/use-board-tasks';
import { usePublishGuard } from '../hooks/use-publish-guard';
import { progressText, STATUS_LABEL } from '../utils/board';
import { goesToWork } from '../utils/publish-check';
import { taskStatus } from '../utils/job-filters';
import { BoardColumn } from './board-column';
import { BulkAssignDialog } from './bulk-assign-dialog';
import { CreateTaskDialog } from './create-task-dialog';
import { JobFormDialog } from './job-form-dialog';
import { NotFound } from './not-found';

type Open = 'task' | 'assign' | 'edit' | 'delete' | null;

/** A job's board: its tasks in status columns, progress, and the job's actions. */
export function JobBoard({ jobId }: { jobId: string }) {
  const job = useQuery(jobQueryOptions(jobId));
  const members = useQuery(teamMembersQueryOptions());
  const { query, tasks, columns, complete } = useBoardTasks(jobId);
  const move = useMoveTask();
  const guard = usePublishGuard();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const del = useDeleteJob(() => job.data?.title ?? '');
  const mayDelete = usePermission('jobs.delete', { ownerId: job.data?.ownerId });
  // Adding, assigning, editing and moving tasks are writes: a viewer is offered none of them.
  const write = usePermission('write');
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const taskById = useCallback((id: string) => byId.get(id), [byId]);
  const assigneeOf = useCallback((t: TaskRecord) => (t.assignedId ? memberLabel(members.data, t.assignedId) : undefined), [members.data]);
  const { mutate } = move;
  const onMove = useCallback(
    (task: TaskRecord, status: UserTaskStatus) => {
      if (taskStatus(task) === status) return;
      // Drag and the card's menu both land here: every move to work runs the geofence check.
      if (!goesToWork(status)) return mutate({ task, status });
      void guard(task).then((reason) => {
        if (reason) toast.error(`“${task.title ?? task.id}” cannot move to ${STATUS_LABEL[status]}. ${reason}`);
        else mutate({ task, status });
      });
    },
    [mutate, guard],
  );

  if (job.isPending) return <Spinner label="Loading the job" />;
  if (job.error instanceof ApiError && job.error.status === 404) return <NotFound what="job" />;
  if (job.isLoadingError)
    return <ErrorPanel title="Could not load the job" message={describeError(job.error)} onRetry={() => void job.refetch()} />;
  const j = job.data;
  // Once every task is loaded the board counts them itself: the job's own counters lag behind a
  // task just added or moved (and the service's may disagree with the cards shown).
  const total = complete ? tasks.length : j.totalTasks;
  const done = complete ? columns.COMPLETED.length : j.completedTasks;
  const pct = total ? Math.round((done / total) * 100) : 0;

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <div className="mr-auto min-w-0">
          <Link to="/jobs" className="text-xs text-muted hover:underline">
            ← Jobs
          </Link>
          <h1 className="truncate text-xl font-semibold">{j.title}</h1>
          <p className="truncate text-sm text-muted">{j.description}</p>
        </div>
        {write.allowed && (
          <>
            <Button variant="primary" onClick={() => setOpen('task')}>
              Add task
            </Button>
            <Button onClick={() => setOpen('assign')} disabled={!complete || tasks.length === 0}>
              Assign all tasks…
            </Button>
            <Button onClick={() => setOpen('edit')}>Edit job</Button>
            <PermittedButton variant="danger" decision={mayDelete} onClick={() => setOpen('delete')}>
              Delete job
            </PermittedButton>
          </>
        )}
      </div>
      <div className="flex items-center gap-3 text-sm">
        <div
          role="progressbar"
          aria-label="Job progress"
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
          className="h-2 w-48 rounded bg-raised"
        >
          <div className="h-2 rounded bg-accent" style={{ width: `${pct}%` }} />
        </div>
        <span>{progressText(done, total)}</span>
        {!complete && <Spinner label={`Loading tasks (${tasks.length} of ${j.totalTasks})`} />}
      </div>
      <RefreshError query={job} what="the job" />
      {query.isError && (
        <ErrorPanel title="Could not load the tasks" message={describeError(query.error)} onRetry={() => void query.refetch()} />
      )}
      <div className="flex min-h-0 flex-1 gap-2 overflow-x-auto">
        {USER_TASK_STATUSES.map((s) => (
          <BoardColumn key={s} status={s} tasks={columns[s]} assigneeOf={assigneeOf} onMove={onMove} taskById={taskById} />
        ))}
      </div>
      {open === 'task' && <CreateTaskDialog jobId={jobId} onClose={() => setOpen(null)} />}
      {open === 'assign' && (
        <BulkAssignDialog jobId={jobId} jobTitle={j.title} tasks={tasks} members={members.data} onClose={() => setOpen(null)} />
      )}
      {open === 'edit' && <JobFormDialog job={j} open onClose={() => setOpen(null)} />}
      <DeleteJobDialog
        job={open === 'delete' ? { id: jobId, title: j.title, totalTasks: j.totalTasks } : null}
        busy={del.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => del.mutate(jobId, { onSuccess: () => void navigate({ to: '/jobs' }) })}
      />
    </div>
  );
}
