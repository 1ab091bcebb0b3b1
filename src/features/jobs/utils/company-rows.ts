import type { TaskRecord } from '@/lib/resources/tasks';
import type { TaskGroup } from './job-filters';

/** One row of the flattened company list: a job's heading, or one of its tasks. */
export type CompanyRow = { kind: 'job'; jobId: string; count: number } | { kind: 'task'; task: TaskRecord };

/** Groups flattened for one virtual list: each job's heading, then its tasks. */
export function companyRows(groups: readonly TaskGroup[]): CompanyRow[] {
  const rows: CompanyRow[] = [];
  for (const g of groups) {
    rows.push({ kind: 'job', jobId: g.jobId, count: g.tasks.length });
    for (const task of g.tasks) rows.push({ kind: 'task', task });
  }
  return rows;
}

/** Fetch the next page when the last rendered row is this close to the end of what is loaded. */
export const PREFETCH_ROWS = 30;

export function needsNextPage(lastVisibleIndex: number, rowCount: number, hasNextPage: boolean, fetching: boolean): boolean {
  return hasNextPage && !fetching && lastVisibleIndex >= rowCount - PREFETCH_ROWS;
}
