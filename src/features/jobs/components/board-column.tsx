import { useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { UserTaskStatus } from '@/lib/contract/common';
import type { TaskRecord } from '@/lib/resources/tasks';
import { usePermission } from '@/lib/api/use-permission';
import { STATUS_ICON, STATUS_LABEL } from '../utils/board';
import { TASK_DRAG_TYPE, TaskCard } from './task-card';

interface Props {
  status: UserTaskStatus;
  tasks: TaskRecord[];
  assigneeOf: (t: TaskRecord) => string | undefined;
  onMove: (task: TaskRecord, status: UserTaskStatus) => void;
  /** Finds a dropped task by id (it may come from another column). */
  taskById: (id: string) => TaskRecord | undefined;
}

const CARD = 68;
const GAP = 6;

/** One status column: a drop target, its count, and its cards virtualised (only the visible ones exist). */
export function BoardColumn({ status, tasks, assigneeOf, onMove, taskById }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  // A viewer's cards do not drag; the column neither takes a drop nor invites one.
  const write = usePermission('write');
  const v = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD + GAP,
    overscan: 6,
    initialRect: { width: 240, height: 600 },
  });
  const label = `${STATUS_LABEL[status]} (${tasks.length})`;
  return (
    <section
      aria-label={STATUS_LABEL[status]}
      className={`flex min-h-0 min-w-[15rem] flex-1 flex-col rounded-lg border bg-canvas ${over ? 'border-accent' : 'border-line'}`}
      onDragOver={(e) => {
        if (!write.allowed || !e.dataTransfer.types.includes(TASK_DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!write.allowed) return;
        const task = taskById(e.dataTransfer.getData(TASK_DRAG_TYPE));
        if (task) onMove(task, status);
      }}
    >
      <h2 className="flex items-center gap-1.5 border-b border-line px-2 py-1.5 text-sm font-semibold">
        <span aria-hidden>{STATUS_ICON[status]}</span>
        {label}
      </h2>
      <div ref={scroller} className="min-h-24 flex-1 overflow-auto p-1.5">
        {tasks.length === 0 && <p className="p-2 text-xs text-muted">{write.allowed ? 'No tasks. Drop one here.' : 'No tasks.'}</p>}
        <ul aria-label={`${STATUS_LABEL[status]} tasks`} className="relative" style={{ height: v.getTotalSize() }}>
          {v.getVirtualItems().map((row) => {
            const t = tasks[row.index]!;
            return (
              <li key={t.id} className="absolute inset-x-0" style={{ top: row.start, height: CARD }}>
                <TaskCard task={t} status={status} assignee={assigneeOf(t)} onMove={onMove} />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
