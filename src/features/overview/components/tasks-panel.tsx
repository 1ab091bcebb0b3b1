import type { UseQueryResult } from '@tanstack/react-query';
import { normaliseStatus } from '@/lib/contract/common';
import type { TaskRecord } from '@/lib/resources/tasks';
import { taskCounts, tasksNeedingAttention } from '../utils/overview-figures';
import { Figure, OverviewPanel, QueryBody } from './overview-panel';

const LABEL = { DRAFT: 'Draft', PUBLISHED: 'Published', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', FAILED: 'Failed' } as const;

/** The team's tasks by status, and the failed and open ones to act on. */
export function TasksPanel({ connected, tasks }: { connected: boolean; tasks: UseQueryResult<TaskRecord[]> }) {
  return (
    <OverviewPanel title="Tasks" to="/jobs" linkLabel="Jobs" area="jobs" connected={connected}>
      <QueryBody query={tasks} what="tasks">
        {(list) => {
          const counts = taskCounts(list);
          const attention = tasksNeedingAttention(list, 4);
          return (
            <div className="flex flex-col gap-2">
              <div className="flex flex-wrap gap-4">
                <Figure label="Open tasks" value={counts.PUBLISHED + counts.IN_PROGRESS} hint="open (published or in progress)" />
                <Figure label="Failed tasks" value={counts.FAILED} hint="failed" />
              </div>
              <ul aria-label="Tasks by status" className="flex flex-wrap gap-x-3 text-xs text-muted">
                {(Object.keys(LABEL) as Array<keyof typeof LABEL>).map((s) => (
                  <li key={s}>
                    {LABEL[s]}: <span className="tabular-nums text-fg">{counts[s]}</span>
                  </li>
                ))}
              </ul>
              <ul aria-label="Tasks to act on" className="flex flex-col gap-1 text-sm">
                {attention.map((t) => {
                  const status = normaliseStatus(t.status);
                  return (
                    <li key={t.id} className="flex items-center gap-2">
                      <span className={`shrink-0 whitespace-nowrap ${status === 'FAILED' ? 'text-danger' : 'text-muted'}`}>
                        {status === 'FAILED' ? '⚠ Failed' : '○ Open'}
                      </span>
                      <span className="truncate">{t.title ?? t.id}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        }}
      </QueryBody>
    </OverviewPanel>
  );
}
