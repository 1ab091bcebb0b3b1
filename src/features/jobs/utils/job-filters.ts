import type { JobView } from '@/lib/resources/jobs';
import type { TaskRecord } from '@/lib/resources/tasks';
import { normaliseStatus } from '@/lib/contract/common';

/** The filters of the Jobs page; they live in the URL. */
export interface JobFilters {
  q?: string | undefined;
  status?: string | undefined;
  assignee?: string | undefined;
}

const norm = (s: string) => s.trim().toLocaleLowerCase();

/** Jobs whose title or description holds the search, in the status, with the assignee. */
export function filterJobs(jobs: readonly JobView[], f: JobFilters): JobView[] {
  const q = f.q ? norm(f.q) : '';
  return jobs.filter(
    (j) =>
      (!q || norm(j.title).includes(q) || norm(j.description).includes(q)) &&
      (!f.status || j.status === f.status) &&
      (!f.assignee || j.userIds.includes(f.assignee)),
  );
}

export function taskStatus(t: TaskRecord): string {
  return normaliseStatus(t.status) ?? 'DRAFT';
}

/** Tasks matching the same filters (title/description search, status, assignee). */
export function filterTasks(tasks: readonly TaskRecord[], f: JobFilters): TaskRecord[] {
  const q = f.q ? norm(f.q) : '';
  return tasks.filter(
    (t) =>
      (!q || norm(t.title ?? '').includes(q) || norm(t.description ?? '').includes(q)) &&
      (!f.status || taskStatus(t) === f.status) &&
      (!f.assignee || t.assignedId === f.assignee),
  );
}

export interface TaskGroup {
  jobId: string;
  tasks: TaskRecord[];
}

/** Tasks grouped by job, groups in the order their first task appears (the list is newest first). */
export function groupByJob(tasks: readonly TaskRecord[]): TaskGroup[] {
  const groups = new Map<string, TaskRecord[]>();
  for (const t of tasks) {
    const g = groups.get(t.jobId);
    if (g) g.push(t);
    else groups.set(t.jobId, [t]);
  }
  return [...groups].map(([jobId, list]) => ({ jobId, tasks: list }));
}
