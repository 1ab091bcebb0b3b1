import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightsApi, jobsApi } from '@/lib/api/clients';
import { MissionSchema } from '@/lib/contract/missions';
import { missionKeys, type WireMissionRecord } from './mission-queries';

export type MissionBody = Record<string, unknown>;

export function createMission(body: MissionBody): Promise<WireMissionRecord> {
  return flightsApi.request('/v1/mission', { method: 'POST', body, schema: MissionSchema });
}

/** PATCH sends only the fields that changed; the service answers with the full mission. */
export function patchMission(id: string, body: MissionBody): Promise<WireMissionRecord> {
  return flightsApi.request(`/v1/mission/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: MissionSchema });
}

export function deleteMission(id: string): Promise<unknown> {
  return flightsApi.request(`/v1/mission/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSuccess: (_d, id) => {
      qc.removeQueries({ queryKey: missionKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: missionKeys.lists() });
    },
  });
}

export function useCreateMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createMission,
    onSuccess: (m) => {
      qc.setQueryData(missionKeys.detail(m.id), m);
      return qc.invalidateQueries({ queryKey: missionKeys.lists() });
    },
  });
}

/**
 * Publishing a mission to a task: the task's context keeps its other keys (geofence, asset…)
 * and gets `mission: {id, name}` so the task links to the saved mission.
 */
export function attachMissionToTask(taskId: string, context: Record<string, unknown> | undefined, mission: { id: string; name: string }) {
  return jobsApi.request(`/v1/task/${encodeURIComponent(taskId)}`, {
    method: 'PATCH',
    body: {
      context: { ...(context ?? {}), mission: { ...((context?.mission as object | undefined) ?? {}), id: mission.id, name: mission.name } },
    },
  });
}
