import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ImportSummary } from '@/lib/mission-model/import-merge';
import { missionFigures } from '@/lib/mission-model/mission-figures';
import { missionBody } from '@/lib/mission-model/wire-body';
import { useCreateMission } from '@/lib/resources/missions-mutations';

// The summary of an import that created a mission, handed to the editor that opens it next.
const handoff = new Map<string, ImportSummary>();

export function takeImportSummary(missionId: string | undefined): ImportSummary | null {
  if (!missionId) return null;
  const s = handoff.get(missionId) ?? null;
  handoff.delete(missionId);
  return s;
}

/** Creates a mission from an imported file on the service and opens it in the editor. */
export function useOpenImported() {
  const create = useCreateMission();
  const navigate = useNavigate();
  const { mutateAsync } = create;
  const open = useCallback(
    async (m: EditableMission, summary: ImportSummary) => {
      const record = await mutateAsync(missionBody(m, missionFigures(m)));
      handoff.set(record.id, summary);
      void navigate({ to: '/missions/$missionId', params: { missionId: record.id } });
    },
    [mutateAsync, navigate],
  );
  return { open, creating: create.isPending };
}
