import { useCallback, useState } from 'react';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import type { ImportResult } from '@/lib/mission-files/import-error';
import { mergeImport, newMissionSummary, type ImportChoice, type ImportSummary } from '@/lib/mission-model/import-merge';
import { withGeoid } from '@/lib/geo/geoid';
import { readMissionFile } from './import-export';
import { describeError } from '@/lib/api/api-error';
import { describeImportError } from '@/lib/mission-files/import-error-words';

export interface PendingImport {
  fileName: string;
  mission: EditableMission;
  warnings: string[];
}

interface Options {
  /** The mission open in the editor (read when the file arrives). */
  current: () => EditableMission;
  /** A fresh editor (a new, empty mission): the file is opened as it is, without asking. */
  fresh: () => boolean;
  onMission: (m: EditableMission) => void;
  /** "Open as a new mission": create it and open it. */
  onNewMission: (m: EditableMission, summary: ImportSummary) => Promise<void>;
}

/** The mission a file import yields: marked imported, with the file's geofence if it had one. */
export function importedMission(res: ImportResult): EditableMission {
  const m: EditableMission = { ...res.mission, isImported: true };
  if (res.geofence && !m.geofence) m.geofence = res.geofence;
  return m;
}

/**
 * File import (picker or drop). All-or-nothing: nothing changes unless the whole file parsed.
 * Into an open mission it asks first (replace the route, add to it, or open as a new mission),
 * and never changes the mission's name, type, height mode or speed; a summary says what happened.
 */
export function useImport({ current, fresh, onMission, onNewMission }: Options) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [busy, setBusy] = useState(false);

  const importFile = useCallback(
    (file: File) => {
      readMissionFile(file).then(
        (res) => {
          setError(null);
          const m = importedMission(res);
          if (fresh()) {
            onMission(m);
            setSummary(newMissionSummary(m, file.name, res.warnings));
          } else setPending({ fileName: file.name, mission: m, warnings: res.warnings });
        },
        (err: unknown) => {
          setError(describeImportError(err, file.name));
        },
      );
    },
    [fresh, onMission],
  );

  const choose = useCallback(
    (choice: ImportChoice) => {
      const p = pending;
      if (!p) return;
      if (choice === 'new') {
        setBusy(true);
        onNewMission(p.mission, newMissionSummary(p.mission, p.fileName, p.warnings)).then(
          () => {
            setBusy(false);
            setPending(null);
          },
          (err: unknown) => {
            setBusy(false);
            setPending(null);
            setError(describeError(err, 'Could not create the new mission; nothing was changed.'));
          },
        );
        return;
      }
      setPending(null);
      withGeoid(() => {
        const r = mergeImport(current(), p.mission, choice, p.fileName, p.warnings);
        onMission(r.mission);
        setSummary(r.summary);
      });
    },
    [pending, current, onMission, onNewMission],
  );

  return {
    importFile,
    error,
    pending,
    busy,
    choose,
    cancel: () => setPending(null),
    summary,
    showSummary: setSummary,
    dismissSummary: () => setSummary(null),
  };
}
