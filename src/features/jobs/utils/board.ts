import { USER_TASK_STATUSES, type UserTaskStatus } from '@/lib/contract/common';
import type { TaskRecord } from '@/lib/resources/tasks';
import { taskStatus } from './job-filters';

export const STATUS_LABEL: Record<UserTaskStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
  FAILED: 'Failed',
};

export const STATUS_ICON: Record<UserTaskStatus, string> = {
  DRAFT: '✎',
  PUBLISHED: '⇪',
  IN_PROGRESS: '▶',
  COMPLETED: '✓',
  FAILED: '✕',
};

export const isStatus = (s: string): s is UserTaskStatus => (USER_TASK_STATUSES as readonly string[]).includes(s);

export type Columns = Record<UserTaskStatus, TaskRecord[]>;

/** The board's columns in the spec's order; a task with a status the dashboard does not know goes to DRAFT. */
export function toColumns(tasks: readonly TaskRecord[]): Columns {
  const cols: Columns = { DRAFT: [], PUBLISHED: [], IN_PROGRESS: [], COMPLETED: [], FAILED: [] };
  for (const t of tasks) {
    const s = taskStatus(t);
    cols[isStatus(s) ? s : 'DRAFT'].push(t);
  }
  return cols;
}

/** "3 of 8 tasks completed (38 %)" — 0 % for an empty job. */
export function progressText(completed: number, total: number): string {
  const pct = total > 0 ? Math.round((completed / total) * 100) : 0;
  return `${completed} of ${total} task${total === 1 ? '' : 's'} completed (${pct} %)`;
}
