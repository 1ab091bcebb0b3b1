import { useCallback, useState } from 'react';
import type { EditableMission } from '@/lib/mission-model/mission-model';
import { readMissionFile } from './import-export';
import { describeError } from '@/lib/api/api-error';

/**
 * File import (picker or drop). All-or-nothing: the mission is replaced only when the whole file
 * parsed; otherwise the error names the file and the place in it, and nothing changes.
 */
export function useImport(onMission: (m: EditableMission) => void) {
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const importFile = useCallback(
    (file: File) => {
      readMissionFile(file).then(
        (res) => {
          setError(null);
          setWarnings(res.warnings);
          const m: EditableMission = { ...res.mission, isImported: true };
          if (res.geofence && !m.geofence) m.geofence = res.geofence;
          onMission(m);
        },
        (err: unknown) => {
          setWarnings([]);
          setError(
            describeError(err, `Could not read ${file.name}: it is not a mission file we can read (KMZ, KML, Litchi CSV, .plan, GeoJSON).`),
          );
        },
      );
    },
    [onMission],
  );
  return { importFile, error, warnings };
}
