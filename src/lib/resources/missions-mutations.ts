// Mission mutations: cache work only (the answer becomes the detail, lists are refetched).
// Features add their toasts through `mutate(vars, { onSuccess, onError })`.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createMission, deleteMission, fetchMission, missionKeys, patchMission, type MissionBody, type MissionRecord } from './missions';

function storeSaved(qc: QueryClient, m: MissionRecord) {
  qc.setQueryData(missionKeys.detail(m.id), m);
  void qc.invalidateQueries({ queryKey: missionKeys.lists() });
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

export interface SaveMissionVars {
  /** Absent for a new mission (POST); present to PATCH it. */
  id?: string | undefined;
  body: MissionBody;
  /**
   * Optimistic concurrency for a PATCH: read the mission first and save only if its `updatedAt`
   * is still the one the edit started from. Absent: save regardless (the user chose to overwrite).
   */
  ifUnchangedSince?: { updatedAt: number | undefined };
}

export type SaveMissionResult = { saved: MissionRecord; created: boolean } | { conflict: MissionRecord };

async function saveMission({ id, body, ifUnchangedSince }: SaveMissionVars): Promise<SaveMissionResult> {
  if (!id) return { saved: await createMission(body), created: true };
  if (ifUnchangedSince) {
    const latest = await fetchMission(id);
    const base = ifUnchangedSince.updatedAt;
    if (latest.updatedAt !== undefined && base !== undefined && latest.updatedAt !== base) return { conflict: latest };
  }
  return { saved: await patchMission(id, body), created: false };
}

/** Create or patch, refusing to overwrite someone else's newer save (answered as `{ conflict }`). */
export function useSaveMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSuccess: (r) => {
      if ('saved' in r) storeSaved(qc, r.saved);
    },
  });
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
