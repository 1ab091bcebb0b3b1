// Task mutations: cache work only (the answer becomes the detail, lists are refetched).
// Features add their toasts through `mutate(vars, { onSuccess, onError })`.
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TaskContext, TaskMissionCreate } from '@/lib/contract/tasks';
import { missionKeys } from './missions';
import {
  createTask,
  createTaskWithMission,
  deleteTask,
  patchTask,
  taskKeys,
  type TaskCreateBody,
  type TaskPatchBody,
  type TaskRecord,
} from './tasks';

function storeTask(qc: QueryClient, t: TaskRecord) {
  qc.setQueryData(taskKeys.detail(t.id), t);
  return qc.invalidateQueries({ queryKey: taskKeys.lists() });
}

export function useCreateTask() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TaskCreateBody) => createTask(body), onSuccess: (t) => storeTask(qc, t) });
}

/** A task and a new mission together: the mission lists change too. */
export function useCreateTaskWithMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, kind }: { body: TaskMissionCreate; kind?: 'waypoint' | 'corridor' }) => createTaskWithMission(body, kind),
    onSuccess: (t) => {
      void qc.invalidateQueries({ queryKey: missionKeys.lists() });
      return storeTask(qc, t);
    },
  });
}

/** Every task save carries this key, so a screen can tell that one is in flight (useIsTaskSaving). */
const PATCH_KEY = [...taskKeys.all, 'patch'] as const;

export function usePatchTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: PATCH_KEY,
    mutationFn: ({ id, patch }: { id: string; patch: TaskPatchBody }) => patchTask(id, patch),
    onSuccess: (t) => storeTask(qc, t),
  });
}

/** Whether a save of this task is in flight, from any of the page's editors (its answer not yet in the cache). */
export function useIsTaskSaving(id: string): boolean {
  const saving = useIsMutating({
    mutationKey: PATCH_KEY,
    predicate: (m) => (m.state.variables as { id?: string } | undefined)?.id === id,
  });
  return saving > 0;
}

export function useDeleteTask() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTask(id),
    onSuccess: (_t, id) => {
      qc.removeQueries({ queryKey: taskKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}

/**
 * The task's context keeps its other keys (geofence, asset…) and gets `mission: {id, name}` so
 * the task links to the saved mission. What it held of the same mission (its route copy) stays;
 * another mission's copy goes, so the task never checks a route that is not attached.
 */
export function contextWithMission(context: Record<string, unknown> | undefined, mission: { id: string; name: string }): TaskContext {
  const held = context?.mission as { id?: unknown } | undefined;
  const previous = held?.id === mission.id ? held : {};
  return { ...(context ?? {}), mission: { ...previous, id: mission.id, name: mission.name } };
}

/** Publishing a mission to a task: a PATCH of the task's context (see `contextWithMission`). */
export function useAttachMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ task, mission }: { task: TaskRecord; mission: { id: string; name: string } }) =>
      patchTask(task.id, { context: contextWithMission(task.context, mission) }),
    onSuccess: (t) => storeTask(qc, t),
  });
}
