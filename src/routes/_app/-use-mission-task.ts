// Not a route (the `-` prefix keeps the router generator away): how the mission routes publish a
// mission to a task. The editor knows nothing of tasks; it gets a geofence to check against, a
// save label, and calls back when saved.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { taskQueryOptions } from '@/lib/resources/tasks';
import { useAttachMission } from '@/lib/resources/tasks-mutations';
import { describeError } from '@/lib/api/api-error';

interface SavedMission {
  id: string;
  name: string;
}

function featureCollection(v: unknown): GeoJSON.FeatureCollection | undefined {
  const fc = v as GeoJSON.FeatureCollection | undefined;
  return fc && Array.isArray(fc.features) ? fc : undefined;
}

/** The task named by `?taskId=`: its geofence for the editor, and publishing the saved mission to it. */
export function useMissionTask(taskId: string | undefined) {
  const task = useQuery({ ...taskQueryOptions(taskId ?? ''), enabled: !!taskId });
  const { mutateAsync: attach } = useAttachMission();
  const data = task.data;

  const fence = useMemo(
    () =>
      data ? { label: `the geofence of task “${data.title ?? data.id}”`, geojson: featureCollection(data.context?.geojson) } : undefined,
    [data],
  );

  /** Attaches the saved mission; the toast comes even when the route has moved on (a new mission's first save). */
  const publish = (mission: SavedMission) => {
    if (!taskId || !data) return;
    attach({ task: data, mission }).then(
      () => toast.success(`Mission published to task “${data.title ?? taskId}”`),
      (e: unknown) => toast.error(`Saved, but could not attach it to the task: ${describeError(e)}`),
    );
  };

  return { fence, saveLabel: taskId ? 'Save & publish' : 'Save', publish, title: data?.title };
}
