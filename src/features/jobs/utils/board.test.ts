import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '@/lib/resources/tasks';
import { progressText, toColumns } from './board';
import { filterJobs, filterTasks, groupByJob } from './job-filters';
import type { JobView } from '@/lib/resources/jobs';

const task = (id: string, status: unknown, extra: Partial<TaskRecord> = {}): TaskRecord =>
  ({ id, jobId: 'j1', type: 'FLIGHT_REQUEST', status, ...extra }) as TaskRecord;

describe('board columns', () => {
  it('puts tasks in their status column, arrays and unknown statuses included', () => {
    const cols = toColumns([task('a', 'DRAFT'), task('b', ['PUBLISHED']), task('c', 'WEIRD'), task('d', 'FAILED')]);
    expect(cols.DRAFT.map((t) => t.id)).toEqual(['a', 'c']);
    expect(cols.PUBLISHED.map((t) => t.id)).toEqual(['b']);
    expect(cols.FAILED.map((t) => t.id)).toEqual(['d']);
    expect(cols.COMPLETED).toEqual([]);
  });
  it('states progress, with no division by zero', () => {
    expect(progressText(3, 8)).toBe('3 of 8 tasks completed (38 %)');
    expect(progressText(0, 0)).toBe('0 of 0 tasks completed (0 %)');
  });
});

describe('filters', () => {
  const job = (id: string, title: string, status: string, userIds: string[]): JobView => ({
    id,
    title,
    description: '',
    status,
    totalTasks: 0,
    completedTasks: 0,
    userIds,
    ownerId: undefined,
    createdAt: undefined,
    updatedAt: undefined,
  });
  it('filters jobs by search, status and assignee', () => {
    const jobs = [job('1', 'Tower A', 'DRAFT', ['u1']), job('2', 'Bridge', 'DRAFT', []), job('3', 'tower B', 'COMPLETED', ['u2'])];
    expect(filterJobs(jobs, { q: 'TOWER' }).map((j) => j.id)).toEqual(['1', '3']);
    expect(filterJobs(jobs, { q: 'tower', status: 'DRAFT' }).map((j) => j.id)).toEqual(['1']);
    expect(filterJobs(jobs, { assignee: 'u2' }).map((j) => j.id)).toEqual(['3']);
  });
  it('filters tasks and groups them by job in list order', () => {
    const tasks = [
      task('a', 'DRAFT', { jobId: 'j2', title: 'Roof' }),
      task('b', 'DRAFT', { title: 'Mast' }),
      task('c', 'FAILED', { jobId: 'j2' }),
    ];
    expect(filterTasks(tasks, { status: 'DRAFT' }).map((t) => t.id)).toEqual(['a', 'b']);
    expect(groupByJob(tasks).map((g) => [g.jobId, g.tasks.map((t) => t.id)])).toEqual([
      ['j2', ['a', 'c']],
      ['j1', ['b']],
    ]);
  });
});
