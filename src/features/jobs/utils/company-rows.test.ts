import { describe, expect, it } from 'vitest';
import type { TaskRecord } from '@/lib/resources/tasks';
import { companyRows, needsNextPage } from './company-rows';
import { groupByJob } from './job-filters';

const task = (id: string, jobId: string) => ({ id, jobId, type: 'FLIGHT_REQUEST' }) as TaskRecord;

describe('companyRows', () => {
  it('puts each job heading before its tasks, tasks of a job together whatever page they came on', () => {
    const rows = companyRows(groupByJob([task('a', 'j1'), task('b', 'j2'), task('c', 'j1')]));
    expect(rows.map((r) => (r.kind === 'job' ? `#${r.jobId}:${r.count}` : r.task.id))).toEqual(['#j1:2', 'a', 'c', '#j2:1', 'b']);
  });
  it('asks for the next page only near the end, once, and only when there is one', () => {
    expect(needsNextPage(10, 200, true, false)).toBe(false);
    expect(needsNextPage(175, 200, true, false)).toBe(true);
    expect(needsNextPage(175, 200, true, true)).toBe(false);
    expect(needsNextPage(199, 200, false, false)).toBe(false);
  });
});
