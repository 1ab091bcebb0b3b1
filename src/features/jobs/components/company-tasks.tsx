import { useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RefreshError } from '@/components/ui/refresh-error';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { jobsQueryOptions } from '@/lib/resources/jobs';
import { tasksInfiniteQueryOptions } from '@/lib/resources/tasks';
import { memberLabel, type TeamMember } from '@/lib/resources/users';
import { companyRows, needsNextPage } from '../utils/company-rows';
import { filterTasks, groupByJob, taskStatus, type JobFilters } from '../utils/job-filters';

interface Props {
  filters: JobFilters;
  members: TeamMember[] | null | undefined;
}

const ROW = 34;
const PAGE = 200;

/**
 * Every task of the company, grouped by job, in one virtual list (only the rows on screen exist),
 * a page at a time: the next page (nextToken) is fetched as the end of what is loaded scrolls near.
 */
export function CompanyTasks({ filters, members }: Props) {
  const q = useInfiniteQuery(tasksInfiniteQueryOptions({ kind: 'company' }, { limit: PAGE }));
  // Job titles where the caller can read them; other teams' jobs show by id.
  const mine = useQuery(jobsQueryOptions('mine'));
  const titles = useMemo(() => new Map((mine.data ?? []).map((j) => [j.id, j.title])), [mine.data]);
  const title = (jobId: string) => titles.get(jobId) ?? `Job ${jobId}`;
  const tasks = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const groups = useMemo(() => groupByJob(filterTasks(tasks, filters)), [tasks, filters]);
  const rows = useMemo(() => companyRows(groups), [groups]);
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    overscan: 10,
    initialRect: { width: 800, height: 600 },
  });
  const items = v.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = q;
  useEffect(() => {
    if (needsNextPage(last, rows.length, hasNextPage, isFetchingNextPage)) void fetchNextPage();
  }, [last, rows.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (q.isPending) return <Spinner label="Loading the company's tasks" />;
  if (q.isLoadingError)
    return <ErrorPanel title="Could not load the company's tasks" message={describeError(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <RefreshError query={q} what="the company's tasks" />
      <p role="status" className="text-xs text-muted">
        {tasks.length} tasks loaded in {groups.length} jobs{hasNextPage ? '; more load as you scroll' : ' (all)'}.
      </p>
      {groups.length === 0 && (
        <p className="text-sm text-muted">No task matches these filters{hasNextPage ? ' in the tasks loaded so far' : ''}.</p>
      )}
      <div ref={scroller} className="h-[65vh] min-h-64 overflow-auto rounded-lg border border-line">
        <ul aria-label="Company tasks" className="relative" style={{ height: v.getTotalSize() }}>
          {items.map((it) => {
            const row = rows[it.index]!;
            const style = { top: it.start, height: ROW };
            if (row.kind === 'job')
              return (
                <li
                  key={`job:${row.jobId}`}
                  className="absolute inset-x-0 flex items-center bg-raised px-3 text-sm font-semibold"
                  style={style}
                >
                  <h2 className="truncate">
                    <Link to="/jobs/$jobId" params={{ jobId: row.jobId }} className="hover:underline">
                      {title(row.jobId)}
                    </Link>{' '}
                    <span className="font-normal text-muted">· {row.count} shown</span>
                  </h2>
                </li>
              );
            const t = row.task;
            return (
              <li key={t.id} className="absolute inset-x-0 flex items-center gap-3 border-b border-line px-3 text-sm" style={style}>
                <Link to="/tasks/$taskId" params={{ taskId: t.id }} className="flex-1 truncate text-accent hover:underline">
                  {t.title ?? t.id}
                </Link>
                <span className="text-xs text-muted">{taskStatus(t)}</span>
                {t.assignedId && <span className="text-xs text-muted">{memberLabel(members, t.assignedId)}</span>}
              </li>
            );
          })}
        </ul>
      </div>
      {hasNextPage && (
        <Button className="self-start" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? 'Loading…' : `Load more tasks (${tasks.length} loaded)`}
        </Button>
      )}
    </div>
  );
}
