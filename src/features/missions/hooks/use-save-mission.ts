import { useCallback, useRef } from 'react';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { MissionRecord } from '@/lib/resources/missions';
import { useSaveMission as useSaveMissionMutation } from '@/lib/resources/missions-mutations';
import { changedFields, missionBody } from '@/lib/mission-model/wire-body';
import { missionFigures } from '@/lib/mission-model/mission-figures';
import { describeError } from '@/lib/api/api-error';

export interface Conflict {
  theirs: MissionRecord;
}

interface Options {
  missionId: string | undefined;
  /** updatedAt of the server copy this edit started from. */
  baseUpdatedAt: number | undefined;
  /** The last saved (clean) mission, to send only what changed. */
  clean: EditableMission;
  onSaved: (record: MissionRecord, saved: EditableMission, created: boolean) => void;
}

/**
 * Saving: POST a new mission; for an existing one, first GET it and compare `updatedAt` with the
 * copy the edit started from. If someone else saved meanwhile, stop and report a conflict rather
 * than overwrite. A 401 is handled by the API client (re-sign-in, then retry), so nothing is lost.
 */
export function useSaveMission({ missionId, baseUpdatedAt, clean, onSaved }: Options) {
  const mutation = useSaveMissionMutation();
  const { mutateAsync, reset } = mutation;
  // `isPending` is read from the last render; a second Ctrl+S in the same tick must not save twice.
  const busy = useRef(false);

  const save = useCallback(
    async (mission: EditableMission, opts: { force?: boolean } = {}) => {
      if (busy.current) return;
      busy.current = true;
      try {
        const body = missionBody(mission, missionFigures(mission));
        // After a conflict the user chose to overwrite: send everything so their copy wins whole.
        const patch = !missionId || opts.force ? body : changedFields(missionBody(clean, missionFigures(clean)), body);
        const result = await mutateAsync({
          id: missionId,
          body: patch,
          ifUnchangedSince: opts.force ? undefined : { updatedAt: baseUpdatedAt },
        }).catch(() => null); // the mutation keeps the error; it is shown from `error` below
        if (result && 'saved' in result) onSaved(result.saved, mission, result.created);
      } finally {
        busy.current = false;
      }
    },
    [missionId, baseUpdatedAt, clean, onSaved, mutateAsync],
  );

  const err = mutation.error;
  const error = err ? describeError(err, 'Saving failed. Your edits are kept as a draft; try again.') : null;
  const conflict: Conflict | null = mutation.data && 'conflict' in mutation.data ? { theirs: mutation.data.conflict } : null;
  return { save, saving: mutation.isPending, error, conflict, clearConflict: reset };
}
