import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { createMission, patchMission } from '../api/mission-mutations';
import { fetchMission, missionKeys, type WireMissionRecord } from '../api/mission-queries';
import { changedFields, missionBody } from '@/lib/mission-model/wire-body';
import { missionFigures } from '@/lib/mission-model/mission-figures';

export interface Conflict {
  theirs: WireMissionRecord;
}

interface Options {
  missionId: string | undefined;
  /** updatedAt of the server copy this edit started from. */
  baseUpdatedAt: number | undefined;
  /** The last saved (clean) mission, to send only what changed. */
  clean: EditableMission;
  onSaved: (record: WireMissionRecord, saved: EditableMission, created: boolean) => void;
}

/**
 * Saving: POST a new mission; for an existing one, first GET it and compare `updatedAt` with the
 * copy the edit started from. If someone else saved meanwhile, stop and report a conflict rather
 * than overwrite. A 401 is handled by the API client (re-sign-in, then retry), so nothing is lost.
 */
export function useSaveMission({ missionId, baseUpdatedAt, clean, onSaved }: Options) {
  const qc = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const busy = useRef(false);

  const save = useCallback(
    async (mission: EditableMission, opts: { force?: boolean } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setSaving(true);
      setError(null);
      try {
        const body = missionBody(mission, missionFigures(mission));
        if (!missionId) {
          const rec = await createMission(body);
          qc.setQueryData(missionKeys.detail(rec.id), rec);
          void qc.invalidateQueries({ queryKey: missionKeys.lists() });
          onSaved(rec, mission, true);
          return;
        }
        if (!opts.force) {
          const latest = await fetchMission(missionId);
          if (latest.updatedAt !== undefined && baseUpdatedAt !== undefined && latest.updatedAt !== baseUpdatedAt) {
            setConflict({ theirs: latest });
            return;
          }
        }
        const base = missionBody(clean, missionFigures(clean));
        // After a conflict the user chose to overwrite: send everything so their copy wins whole.
        const patch = opts.force ? body : changedFields(base, body);
        const rec = await patchMission(missionId, patch);
        qc.setQueryData(missionKeys.detail(rec.id), rec);
        void qc.invalidateQueries({ queryKey: missionKeys.lists() });
        setConflict(null);
        onSaved(rec, mission, false);
      } catch (err) {
        setError(err instanceof ApiError ? err.message : err instanceof Error ? err.message : 'Saving failed');
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [missionId, baseUpdatedAt, clean, onSaved, qc],
  );

  return { save, saving, error, conflict, clearConflict: () => setConflict(null) };
}
