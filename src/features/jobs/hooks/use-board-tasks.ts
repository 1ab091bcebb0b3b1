import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { jobQueryOptions } from '@/lib/resources/jobs';
import { tasksInfiniteQueryOptions } from '@/lib/resources/tasks';
import { toColumns } from '../utils/board';

const PAGE = 1000;
const boardQuery = (jobId: string) => tasksInfiniteQueryOptions({ kind: 'job', jobId }, { limit: PAGE });

/**
 * For the route's loader: the job and every page of its tasks, requested while the page's chunks load.
 * The pages are fetched in one go (each page's nextToken asks for the next as soon as it is parsed),
 * not one per render: between renders nothing was fetching, so the app's idle work (preloading other
 * modules' code) started between the pages and the next page waited for React to render the last.
 */
export function prefetchBoard(qc: QueryClient, jobId: string): void {
  void qc.prefetchQuery(jobQueryOptions(jobId));
  const q = boardQuery(jobId);
  void qc.prefetchInfiniteQuery({ ...q, pages: Number.MAX_SAFE_INTEGER, getNextPageParam: q.getNextPageParam });
}

/**
 * A job's tasks for its board. Columns are by status while pages are by time, so every page is
 * fetched (nextToken, one after another) before a column's count can be trusted; the board shows
 * how far loading has got meanwhile. The route's loader fetches them all at once (`prefetchBoard`);
 * pages still missing (no loader run, a shorter refetch) are asked for here.
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
