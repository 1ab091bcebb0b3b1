import { PermittedButton } from '@/components/ui/permitted-button';
import { usePermission } from '@/lib/api/use-permission';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RefreshError } from '@/components/ui/refresh-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, describeError } from '@/lib/api/api-error';
import { jobsQueryOptions, type JobListScope, type JobView } from '@/lib/resources/jobs';
import { memberLabel, type TeamMember } from '@/lib/resources/users';
import { useDeleteJob } from '../api/job-notices';
import { DeleteJobDialog } from './delete-job-dialog';
import { progressText } from '../utils/board';
import { filterJobs, type JobFilters } from '../utils/job-filters';
import { JobFormDialog } from './job-form-dialog';
import { TeamViewUnavailable } from './team-view-unavailable';

interface Props {
  scope: JobListScope;
  filters: JobFilters;
  members: TeamMember[] | null | undefined;
}

/** The jobs of one view, filtered, with open / edit / delete. */
export function JobList({ scope, filters, members }: Props) {
  const q = useQuery(jobsQueryOptions(scope));
  const [editing, setEditing] = useState<JobView | null>(null);
  const [deleting, setDeleting] = useState<JobView | null>(null);
  const del = useDeleteJob(() => deleting?.title ?? '');

  if (q.isPending) return <Spinner label="Loading jobs" />;
  if (q.error instanceof ApiError && q.error.status === 403) return <TeamViewUnavailable />;
  if (q.isLoadingError) {
    return (
      <ErrorPanel
        title="Could not load the jobs"
        message={describeError(q.error)}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  }
  const jobs = filterJobs(q.data, filters);
  if (q.data.length === 0)
    return (
      <p className="text-sm text-muted">
        {scope === 'mine'
          ? 'No job is assigned to you. Jobs you create without assigning yourself are in the Team view.'
          : 'Your team has no jobs yet. Create one with “New job”.'}
      </p>
    );
  if (jobs.length === 0) return <p className="text-sm text-muted">No job matches these filters. Clear the search or the filters.</p>;

  return (
    <>
      <RefreshError query={q} what="the jobs" />
      <ul aria-label="Jobs" className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {jobs.map((j) => (
          <li key={j.id} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-0 flex-1">
              <Link to="/jobs/$jobId" params={{ jobId: j.id }} className="font-medium text-accent hover:underline">
                {j.title}
              </Link>
              <p className="truncate text-sm text-muted">{j.description}</p>
              <p className="text-xs text-muted">
                {j.status ?? 'DRAFT'} · {progressText(j.completedTasks, j.totalTasks)}
                {j.userIds.length > 0 && ` · ${j.userIds.map((u) => memberLabel(members, u)).join(', ')}`}
              </p>
            </div>
            <JobActions job={j} onEdit={() => setEditing(j)} onDelete={() => setDeleting(j)} />
          </li>
        ))}
      </ul>
      {editing && <JobFormDialog key={editing.id} job={editing} open onClose={() => setEditing(null)} />}
      <DeleteJobDialog
        job={deleting}
        busy={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}

/** Edit for anyone who writes; delete for the job's author and admins (the permission table). */
function JobActions({ job, onEdit, onDelete }: { job: JobView; onEdit: () => void; onDelete: () => void }) {
  const write = usePermission('write');
  const mayDelete = usePermission('jobs.delete', { ownerId: job.ownerId });
  if (!write.allowed) return null;
  return (
    <>
      <Button size="sm" onClick={onEdit} aria-label={`Edit ${job.title}`}>
        Edit
      </Button>
      <PermittedButton size="sm" variant="danger" decision={mayDelete} onClick={onDelete} aria-label={`Delete ${job.title}`}>
        Delete
      </PermittedButton>
    </>
  );
}
