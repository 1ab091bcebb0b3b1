import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { jobsQueryOptions } from '@/lib/resources/jobs';
import { tasksInfiniteQueryOptions } from '@/lib/resources/tasks';
import { memberLabel, type TeamMember } from '@/lib/resources/users';
import { filterTasks, groupByJob, taskStatus, type JobFilters } from '../utils/job-filters';

interface Props {
  filters: JobFilters;
  members: TeamMember[] | null | undefined;
}

/** Every task of the company, grouped by job, a page at a time (nextToken). */
export function CompanyTasks({ filters, members }: Props) {
  const q = useInfiniteQuery(tasksInfiniteQueryOptions({ kind: 'company' }, { limit: 100 }));
  // Job titles where the caller can read them; other teams' jobs show by id.
  const mine = useQuery(jobsQueryOptions('mine'));
  const title = (jobId: string) => mine.data?.find((j) => j.id === jobId)?.title ?? `Job ${jobId}`;

  if (q.isPending) return <Spinner label="Loading the company's tasks" />;
  if (q.isError)
    return <ErrorPanel title="Could not load the company's tasks" message={describeError(q.error)} onRetry={() => void q.refetch()} />;
  const tasks = q.data.pages.flatMap((p) => p.items);
  const groups = groupByJob(filterTasks(tasks, filters));
  return (
    <div className="flex flex-col gap-3">
      {groups.length === 0 && (
        <p className="text-sm text-muted">No task matches these filters{q.hasNextPage ? ' in the tasks loaded so far' : ''}.</p>
      )}
      {groups.map((g) => (
        <section key={g.jobId} aria-label={title(g.jobId)} className="rounded-lg border border-line">
          <h2 className="border-b border-line px-3 py-2 text-sm font-semibold">
            <Link to="/jobs/$jobId" params={{ jobId: g.jobId }} className="hover:underline">
              {title(g.jobId)}
            </Link>{' '}
            <span className="font-normal text-muted">· {g.tasks.length} shown</span>
          </h2>
          <ul className="divide-y divide-line">
            {g.tasks.map((t) => (
              <li key={t.id} className="flex items-center gap-3 px-3 py-1.5 text-sm">
                <Link to="/tasks/$taskId" params={{ taskId: t.id }} className="flex-1 truncate text-accent hover:underline">
                  {t.title ?? t.id}
                </Link>
                <span className="text-xs text-muted">{taskStatus(t)}</span>
                {t.assignedId && <span className="text-xs text-muted">{memberLabel(members, t.assignedId)}</span>}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {q.hasNextPage && (
        <Button onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? 'Loading…' : `Load more tasks (${tasks.length} loaded)`}
        </Button>
      )}
    </div>
  );
}
