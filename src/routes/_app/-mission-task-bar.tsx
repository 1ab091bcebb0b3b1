// Not a route (the `-` prefix keeps the router generator away): above the mission editor when it
// was opened from a task, the way back to that task.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/** The editor, with a "Back to task" line above it when a task opened it. */
export function WithTaskBar({
  taskId,
  taskTitle,
  children,
}: {
  taskId: string | undefined;
  taskTitle: string | undefined;
  children: ReactNode;
}) {
  if (!taskId) return <>{children}</>;
  return (
    <div className="flex h-full min-h-0 flex-col">
      <nav aria-label="Task" className="flex items-center gap-2 border-b border-line px-4 py-1 text-sm">
        <Link to="/tasks/$taskId" params={{ taskId }} className="text-accent hover:underline">
          ← Back to task{taskTitle ? ` “${taskTitle}”` : ''}
        </Link>
        <span className="text-muted">Saving publishes the mission to this task.</span>
      </nav>
      <div className="min-h-0 flex-1">{children}</div>
    </div>
  );
}
