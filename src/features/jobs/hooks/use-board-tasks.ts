import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { jobQueryOptions } from '@/lib/resources/jobs';
import { tasksInfiniteQueryOptions } from '@/lib/resources/tasks';
import { toColumns } from '../utils/board';

const PAGE = 1000;
const boardQuery = (jobId: string) => tasksInfiniteQueryOptions({ kind: 'job', jobId }, { limit: PAGE });

/** For the route's loader: the job and the board's first page, requested while the page's chunks load. */
export function prefetchBoard(qc: QueryClient, jobId: string): void {
  void qc.prefetchQuery(jobQueryOptions(jobId));
  void qc.prefetchInfiniteQuery(boardQuery(jobId));
}

/**
 * A job's tasks for its board. Columns are by status while pages are by time, so every page is
 * fetched (nextToken, one after another) before a column's count can be trusted; the board shows
 * how far loading has got meanwhile.
 */
export function useBoardTasks(jobId: string) {
  const q = useInfiniteQuery(boardQuery(jobId));
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = q;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, isError]);
  const tasks = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const columns = useMemo(() => toColumns(tasks), [tasks]);
  return { query: q, tasks, columns, complete: !hasNextPage };
}
