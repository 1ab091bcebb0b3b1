import type { ChangeEvent } from 'react';
import { describeError } from '@/lib/api/api-error';
import { IMPORT_ACCEPT } from '@/lib/mission-files/import-accept';
import { readImportFile } from '@/lib/mission-files/import-limits';
import type { WireMission } from '@/lib/mission-model/mission-model';
import { MissionPicker, type PickedMission } from './mission-picker';

export type MissionChoice = 'none' | 'existing' | 'waypoint' | 'corridor';

export interface NewTaskMissionState {
  choice: MissionChoice;
  picked: PickedMission | null;
  /** A route read from a mission file, or the reason it could not be read. */
  file: { name: string; mission: WireMission; warnings: string[] } | { name: string; error: string } | null;
}

export const NO_MISSION: NewTaskMissionState = { choice: 'none', picked: null, file: null };

const CHOICES: Array<[MissionChoice, string]> = [
  ['none', 'No mission yet'],
  ['existing', 'An existing mission'],
  ['waypoint', 'A new waypoint mission'],
  ['corridor', 'A new corridor mission'],
];

/** The mission a new task starts with: none, one of the team's, or a new one created with the task. */
export function NewTaskMission({ value, onChange }: { value: NewTaskMissionState; onChange: (v: NewTaskMissionState) => void }) {
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return onChange({ ...value, file: null });
    try {
      // The mission-file readers load when a file is picked, not with the board.
      const [{ importMissionFile }, { missionToWire }] = await Promise.all([
        import('@/lib/mission-files/import-mission-file'),
        import('@/lib/mission-model/mission-model'),
      ]);
      const r = importMissionFile(f.name, await readImportFile(f));
      if (r.mission.route.length === 0) throw new Error('the file has no waypoints (only areas)');
      onChange({ ...value, file: { name: f.name, mission: missionToWire(r.mission), warnings: r.warnings } });
    } catch (err) {
      onChange({ ...value, file: { name: f.name, error: describeError(err) } });
    }
  };
  const isNew = value.choice === 'waypoint' || value.choice === 'corridor';
  return (
    <fieldset className="flex flex-col gap-2 rounded border border-line p-2">
      <legend className="px-1 text-sm font-medium">Mission</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {CHOICES.map(([c, label]) => (
          <label key={c} className="flex items-center gap-1">
            <input type="radio" name="task-mission" checked={value.choice === c} onChange={() => onChange({ ...value, choice: c })} />
            {label}
          </label>
        ))}
      </div>
      {value.choice === 'existing' && <MissionPicker value={value.picked} onChange={(picked) => onChange({ ...value, picked })} />}
      {isNew && (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {value.choice === 'corridor' ? 'Centre line from a file (optional)' : 'Route from a file (optional)'}
            <input type="file" accept={IMPORT_ACCEPT} onChange={(e) => void onFile(e)} className="text-sm" />
          </label>
          {value.file && 'error' in value.file && (
            <p role="alert" className="text-xs text-danger">
              Could not read {value.file.name}: {value.file.error}
            </p>
          )}
          {value.file && 'mission' in value.file && (
            <p className="text-xs text-muted">
              {value.file.mission.route.length} waypoints from {value.file.name}
              {value.file.warnings.length ? ` (${value.file.warnings.join('; ')})` : ''}.
            </p>
          )}
          <p className="text-xs text-muted">
            Without a file the mission starts as one waypoint at the task’s location (50 m); plan it in the mission editor.
          </p>
        </>
      )}
    </fieldset>
  );
}
