import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button';
import type { TaskRecord } from '@/lib/resources/tasks';

/** The attached mission: open it in the mission editor (which checks it against this task's geofence and comes back), or plan one. */
export function TaskMission({
  task,
  missionName,
  missionError,
}: {
  task: TaskRecord;
  missionName: string | undefined;
  missionError: string | undefined;
}) {
  const m = task.context?.mission as { id?: string; name?: string } | undefined;
  return (
    <section aria-label="Attached mission" className="flex flex-col gap-1">
      <h2 className="font-semibold">Mission</h2>
      {m?.id ? (
        <>
          <p className="text-sm">{missionName ?? m.name ?? m.id}</p>
          {missionError && (
            <p className="text-xs text-warn">Could not read the mission: {missionError}. Checked with the task’s copy of its route.</p>
          )}
          <Link
            to="/missions/$missionId"
            params={{ missionId: m.id }}
            search={{ taskId: task.id }}
            className={buttonClass('secondary', 'sm')}
          >
            Open in the mission editor
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">No mission attached. Plan one: saving it in the editor attaches it to this task.</p>
          <Link to="/missions/new" search={{ taskId: task.id }} className={buttonClass('secondary', 'sm')}>
            Plan a mission for this task
          </Link>
        </>
      )}
    </section>
  );
}
