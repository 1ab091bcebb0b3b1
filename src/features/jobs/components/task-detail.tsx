import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PermittedButton } from '@/components/ui/permitted-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RefreshError } from '@/components/ui/refresh-error';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, describeError } from '@/lib/api/api-error';
import { credentialFor } from '@/lib/api/session';
import { usePermission } from '@/lib/api/use-permission';
import { USER_TASK_STATUSES, type UserTaskStatus } from '@/lib/contract/common';
import type { GeoFeatureCollection } from '@/lib/contract/geojson';
import type { FlightHistoryEntry } from '@/lib/contract/tasks';
import { missionQueryOptions } from '@/lib/resources/missions';
import { taskQueryOptions } from '@/lib/resources/tasks';
import { useDeleteTask, useIsTaskSaving, usePatchTask } from '@/lib/resources/tasks-mutations';
import { useDeletedToast, useDeletionTerms } from '@/lib/resources/trash';
import { useMoveTask } from '../api/job-notices';
import { useHistoryTracks } from '../hooks/use-history-tracks';
import { STATUS_LABEL } from '../utils/board';
import type { RoutePoint } from '../utils/fence-map-data';
import { taskStatus } from '../utils/job-filters';
import { geofenceViolations, goesToWork, publishBlockReason } from '../utils/publish-check';
import { FlightHistory } from './flight-history';
import { GeofenceEditor } from './geofence-editor';
import { NotFound } from './not-found';
import { PropertiesEditor } from './properties-editor';
import { TaskFields } from './task-fields';
import { TaskMission } from './task-mission';

const NO_FLIGHTS: FlightHistoryEntry[] = [];

/** One task: its fields, status (publishing blocked by geofence violations), mission, geofence, properties, flights. */
export function TaskDetail({ taskId }: { taskId: string }) {
  const q = useQuery(taskQueryOptions(taskId));
  const attached = q.data?.context?.mission as Record<string, unknown> | undefined;
  const missionId = typeof attached?.id === 'string' ? attached.id : '';
  const mission = useQuery({ ...missionQueryOptions(missionId), enabled: !!missionId && !!credentialFor('flights') });
  const patch = usePatchTask();
  // The publish check reads the saved geofence: while a save (of the fence, say) is in flight, the
  // status waits for its answer instead of judging the fence it replaces.
  const saving = useIsTaskSaving(taskId);
  const move = useMoveTask();
  const del = useDeleteTask();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const deleted = useDeletedToast();
  const terms = useDeletionTerms(deleting ? { kind: 'task', id: taskId } : null);
  const missionRecord = (mission.data as Record<string, unknown> | undefined) ?? attached;
  const history = (Array.isArray(q.data?.flightHistory) ? q.data.flightHistory : NO_FLIGHTS) as FlightHistoryEntry[];
  const tracks = useHistoryTracks(history);
  // A viewer reads the task; the service refuses every change (403 READ_ONLY), so none is offered.
  const write = usePermission('write');
  const mayDelete = usePermission('tasks.delete', { ownerId: typeof q.data?.ownerId === 'string' ? q.data.ownerId : undefined });
  const checkRoute = useCallback((fence: GeoFeatureCollection) => geofenceViolations(missionRecord, fence), [missionRecord]);

  if (q.isPending) return <Spinner label="Loading the task" />;
  if (q.error instanceof ApiError && q.error.status === 404) return <NotFound what="task" />;
  if (q.isLoadingError)
    return <ErrorPanel title="Could not load the task" message={describeError(q.error)} onRetry={() => void q.refetch()} />;
  const task = q.data;
  const status = taskStatus(task);
  const route = (Array.isArray(missionRecord?.route) ? missionRecord.route : []) as RoutePoint[];
  const save = (p: Parameters<typeof patch.mutate>[0]['patch'], what: string) =>
    patch.mutate(
      { id: task.id, patch: p },
      { onSuccess: () => toast.success(`${what} saved`), onError: (e) => toast.error(`Could not save: ${describeError(e)}`) },
    );

  const changeStatus = (next: UserTaskStatus) => {
    setBlocked(undefined);
    if (goesToWork(next)) {
      const reason = publishBlockReason(geofenceViolations(missionRecord, task.context?.geojson));
      if (reason) return setBlocked(`Moving to ${STATUS_LABEL[next]} is blocked. ${reason}`);
    }
    move.mutate({ task, status: next });
  };

  return (
    <div className="grid gap-4 p-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="flex flex-col gap-4">
        <RefreshError query={q} what="the task" />
        <div>
          <Link to="/jobs/$jobId" params={{ jobId: task.jobId }} className="text-xs text-muted hover:underline">
            ← Job board
          </Link>
          <h1 className="text-xl font-semibold">{task.title ?? task.id}</h1>
          <p className="text-xs text-muted">{task.type === 'FLIGHT_REQUEST_MANUAL' ? 'Manual flight request' : 'Flight request'}</p>
        </div>
        {!write.allowed && (
          <p role="note" aria-label="Read-only" className="rounded border border-line bg-raised p-2 text-sm text-muted">
            Read-only: {write.message}
          </p>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select
            aria-label="Task status"
            className="w-48 rounded border border-line bg-canvas px-2 py-1"
            value={status}
            disabled={saving || !write.allowed}
            title={write.allowed ? undefined : write.message}
            onChange={(e) => changeStatus(e.target.value as UserTaskStatus)}
          >
            {USER_TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        {blocked && (
          <p role="alert" aria-label="Status change blocked" className="rounded border border-danger p-2 text-sm text-danger">
            {blocked}
          </p>
        )}
        <fieldset disabled={!write.allowed} className="contents">
          <TaskFields key={task.updatedAt as number | undefined} task={task} busy={patch.isPending} onSave={(p) => save(p, 'Task')} />
          <TaskMission
            task={task}
            missionName={mission.data?.name}
            missionError={mission.isError ? describeError(mission.error) : undefined}
          />
          <PropertiesEditor
            value={(task.context?.properties as Record<string, string> | undefined) ?? {}}
            busy={patch.isPending}
            onSave={(properties) => save({ context: { ...(task.context ?? {}), properties } }, 'Properties')}
          />
        </fieldset>
        <FlightHistory entries={history} tracks={tracks.states} />
        {write.allowed && (
          <PermittedButton variant="danger" className="self-start" decision={mayDelete} onClick={() => setDeleting(true)}>
            Delete task
          </PermittedButton>
        )}
      </div>
      <GeofenceEditor
        task={task}
        route={route}
        checkRoute={checkRoute}
        tracks={tracks.lines}
        onLocation={(p) => save({ lat: p.lat, lng: p.lng }, 'Location')}
      />
      <ConfirmDialog
        open={deleting}
        title={`Delete task “${task.title ?? task.id}”?`}
        message={`Its geofence, properties and flight history go with it. An attached mission stays in Missions. ${terms.permanence}`}
        confirmLabel={terms.counting ? 'Counting…' : 'Delete 1 task'}
        destructive
        busy={del.isPending || terms.counting}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          del.mutate(task.id, {
            onSuccess: () => {
              deleted('Task deleted', [task.id]);
              void navigate({ to: '/jobs/$jobId', params: { jobId: task.jobId } });
            },
            onError: (e) => toast.error(`Could not delete the task: ${describeError(e)}`),
          })
        }
      />
    </div>
  );
}
