// Not a route (the `-` prefix keeps the router generator away): above the mission editor, the
// way back to the task that opened it, and the tasks that use this mission.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { credentialFor } from '@/lib/api/session';
import { tasksOfMissionQueryOptions } from '@/lib/resources/tasks';

const USED_BY_SHOWN = 3;

/** The editor, with a "Back to task" line above it when a task opened it, and links to the tasks using the mission. */
export function WithTaskBar({
  missionId,
  taskId,
  taskTitle,
  children,
}: {
  missionId?: string | undefined;
  taskId: string | undefined;
  taskTitle: string | undefined;
  children: ReactNode;
}) {
  const jobs = !!credentialFor('jobs');
  const users = useQuery({ ...tasksOfMissionQueryOptions(missionId ?? ''), enabled: jobs && !!missionId });
  const others = (users.data ?? []).filter((t) => t.id !== taskId);
  if (!taskId && !others.length) return <>{children}</>;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <nav aria-label="Task" className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-1 text-sm">
        {taskId && (
          <>
            <Link to="/tasks/$taskId" params={{ taskId }} className="text-accent hover:underline">
              ← Back to task{taskTitle ? ` “${taskTitle}”` : ''}
            </Link>
            <span className="text-muted">Saving publishes the mission to this task.</span>
          </>
        )}
        {others.length > 0 && (
          <span
            aria-label="Tasks using this mission"
            role="group"
            className="flex min-w-0 items-center gap-1 overflow-hidden whitespace-nowrap"
          >
            <span className="text-muted">{taskId ? 'Also used by' : 'Used by'}:</span>
            {/* One line, so the editor's map keeps its height: the first few tasks, then how many more. */}
            {others.slice(0, USED_BY_SHOWN).map((t, i) => (
              <span key={t.id} className="min-w-0 truncate">
                <Link to="/tasks/$taskId" params={{ taskId: t.id }} className="text-accent hover:underline">
                  {t.title ?? t.id}
                </Link>
                {i < Math.min(others.length, USED_BY_SHOWN) - 1 ? ',' : ''}
              </span>
            ))}
            {others.length > USED_BY_SHOWN && <span className="shrink-0 text-muted">and {others.length - USED_BY_SHOWN} more</span>}
          </span>
        )}
      </nav>
      <div className="min-h-0 flex-1">{children}</div>
    </div>
  );
}
