import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import type { TaskRecord } from '@/lib/resources/tasks';
import { useAttachMission, usePatchTask } from '@/lib/resources/tasks-mutations';
import { MissionPicker, type PickedMission } from './mission-picker';

/**
 * The attached mission: open it in the mission editor (which checks it against this task's
 * geofence and comes back), attach another of the team's missions, detach it, or plan one.
 */
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
  const [choosing, setChoosing] = useState(false);
  const [picked, setPicked] = useState<PickedMission | null>(null);
  const attach = useAttachMission();
  const patch = usePatchTask();
  const onAttach = () =>
    picked &&
    attach.mutate(
      { task, mission: picked },
      {
        onSuccess: () => {
          toast.success(`Mission “${picked.name}” attached`);
          setChoosing(false);
        },
        onError: (e) => toast.error(`Could not attach the mission: ${describeError(e)}`),
      },
    );
  const detach = () => {
    const { mission: _gone, ...rest } = task.context ?? {};
    void _gone;
    patch.mutate(
      { id: task.id, patch: { context: rest } },
      {
        onSuccess: () => toast.success('Mission detached; it stays in Missions'),
        onError: (e) => toast.error(`Could not detach the mission: ${describeError(e)}`),
      },
    );
  };
  return (
    <section aria-label="Attached mission" className="flex flex-col gap-1">
      <h2 className="font-semibold">Mission</h2>
      {m?.id ? (
        <>
          <p className="text-sm">{missionName ?? m.name ?? m.id}</p>
          {missionError && (
            <p className="text-xs text-warn">Could not read the mission: {missionError}. Checked with the task’s copy of its route.</p>
          )}
          <div className="flex flex-wrap gap-1">
            <Link
              to="/missions/$missionId"
              params={{ missionId: m.id }}
              search={{ taskId: task.id }}
              className={buttonClass('secondary', 'sm')}
            >
              Open in the mission editor
            </Link>
            <Button size="sm" onClick={detach} disabled={patch.isPending}>
              Detach mission
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted">No mission attached. Attach one of the team’s missions, or plan one: saving it attaches it.</p>
          <Link to="/missions/new" search={{ taskId: task.id }} className={buttonClass('secondary', 'sm')}>
            Plan a mission for this task
          </Link>
        </>
      )}
      {choosing ? (
        <div className="flex flex-col gap-2 rounded border border-line p-2">
          <MissionPicker value={picked} onChange={setPicked} />
          <div className="flex gap-1">
            <Button size="sm" variant="primary" onClick={onAttach} disabled={!picked || attach.isPending}>
              Attach mission
            </Button>
            <Button size="sm" onClick={() => setChoosing(false)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" className="self-start" onClick={() => setChoosing(true)}>
          {m?.id ? 'Use another mission' : 'Attach an existing mission'}
        </Button>
      )}
    </section>
  );
}
