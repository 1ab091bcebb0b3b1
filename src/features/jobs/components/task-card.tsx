import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { USER_TASK_STATUSES, type UserTaskStatus } from '@/lib/contract/common';
import type { TaskRecord } from '@/lib/resources/tasks';
import { usePermission } from '@/lib/api/use-permission';
import { STATUS_LABEL } from '../utils/board';

export const TASK_DRAG_TYPE = 'application/x-fleet-task';

interface Props {
  task: TaskRecord;
  status: UserTaskStatus;
  assignee: string | undefined;
  onMove: (task: TaskRecord, status: UserTaskStatus) => void;
}

/**
 * A task on the board: drag it to a column, or pick its status from the menu (keyboard). For a
 * viewer (who may not change it) it is neither draggable nor has a status menu: the status is text.
 */
export const TaskCard = memo(function TaskCard({ task, status, assignee, onMove }: Props) {
  const name = task.title ?? task.id;
  const write = usePermission('write');
  return (
    <article
      aria-label={name}
      draggable={write.allowed}
      onDragStart={(e) => {
        if (!write.allowed) return;
        e.dataTransfer.setData(TASK_DRAG_TYPE, task.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className={`flex h-[68px] ${write.allowed ? 'cursor-grab' : ''} flex-col justify-between rounded-md border border-line bg-surface px-2 py-1.5 text-sm`}
    >
      <Link to="/tasks/$taskId" params={{ taskId: task.id }} className="truncate font-medium hover:underline">
        {name}
      </Link>
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="truncate">{assignee ?? 'Unassigned'}</span>
        {!write.allowed ? (
          <span className="ml-auto text-fg">{STATUS_LABEL[status]}</span>
        ) : (
          <select
            aria-label={`Status of ${name}`}
            className="ml-auto rounded border border-line bg-canvas px-1 py-0.5 text-xs text-fg"
            value={status}
            onChange={(e) => onMove(task, e.target.value as UserTaskStatus)}
          >
            {USER_TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        )}
      </div>
    </article>
  );
});
