import { HEIGHT_MODES, MISSION_TYPES } from '@/lib/contract/missions';
import { Button } from '@/components/ui/button';
import { type EditableMission } from '@/lib/mission-model/mission-model';
import { HEIGHT_MODE_LABELS, MISSION_TYPE_LABELS } from '@/lib/mission-model/labels';
import { formatDistance, formatDuration, type MissionFigures } from '@/lib/mission-model/mission-figures';
import type { EditorMode } from './use-editor-interactions';
import { NumberField } from './number-field';
import { DESCRIPTION_MAX, NAME_MAX } from '@/lib/contract/limits';

interface Props {
  mission: EditableMission;
  figures: MissionFigures;
  mode: EditorMode;
  onMode: (m: EditorMode) => void;
  onFields: (patch: Partial<EditableMission>, field: string) => void;
  /** Changing the height mode converts the heights (one undo step). */
  onHeightMode: (mode: EditableMission['heightMode']) => void;
  /** Take-off ground elevation above EGM96, m. */
  /** Undefined when unknown (nothing entered, implied, or sampled from an elevation model). */
  takeoff: number | undefined;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  children?: React.ReactNode;
}

const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';

/** Mission-level fields, edit mode, undo/redo and the live figures. */
export function EditorToolbar({
  mission,
  figures,
  mode,
  onMode,
  onFields,
  onHeightMode,
  takeoff,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  children,
}: Props) {
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-line p-2">
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Name
        <input
          className={`${input} w-52`}
          value={mission.name}
          required
          maxLength={NAME_MAX}
          onChange={(e) => onFields({ name: e.target.value }, 'name')}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Description
        <input
          className={`${input} w-48`}
          value={mission.description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => onFields({ description: e.target.value }, 'description')}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Type
        <select
          className={input}
          value={mission.type}
          onChange={(e) => onFields({ type: e.target.value as EditableMission['type'] }, 'type')}
        >
          {MISSION_TYPES.map((t) => (
            <option key={t} value={t}>
              {MISSION_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-0.5 text-xs text-muted">
        Height mode
        <select
          className={input}
          value={mission.heightMode}
          onChange={(e) => onHeightMode(e.target.value as EditableMission['heightMode'])}
        >
          {HEIGHT_MODES.map((t) => (
            <option key={t} value={t}>
              {HEIGHT_MODE_LABELS[t]}
            </option>
          ))}
        </select>
      </label>
      <NumberField
        className="flex w-40 flex-col gap-0.5"
        label="Take-off ground elevation (EGM96, m)"
        value={takeoff}
        // Shown to the decimetre (an elevation model's value has many meaningless decimals); applied
        // when left, since every height is re-derived from it and "4" on the way to "450" is not meant.
        decimals={1}
        commitOnBlur
        placeholder="unknown"
        allowEmpty
        step={0.5}
        onChange={(v) => onFields({ takeoffElevationEGM: v }, 'takeoff')}
      />
      <NumberField
        className="flex w-24 flex-col gap-0.5"
        label="Speed"
        unit="m/s"
        value={mission.speed}
        min={0.1}
        step={0.5}
        onChange={(v) => v !== undefined && v > 0 && onFields({ speed: v }, 'speed')}
      />
      <div role="group" aria-label="Edit mode" className="flex gap-1">
        <Button
          size="sm"
          variant={mode === 'select' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'select'}
          onClick={() => onMode('select')}
        >
          Select
        </Button>
        <Button
          size="sm"
          variant={mode === 'add' ? 'primary' : 'secondary'}
          aria-pressed={mode === 'add'}
          onClick={() => onMode(mode === 'add' ? 'select' : 'add')}
          title="A"
        >
          Add waypoints
        </Button>
      </div>
      <div className="flex gap-1">
        <Button size="sm" onClick={onUndo} disabled={!canUndo} title="Ctrl+Z">
          Undo
        </Button>
        <Button size="sm" onClick={onRedo} disabled={!canRedo} title="Ctrl+Shift+Z">
          Redo
        </Button>
      </div>
      <dl className="flex gap-3 text-xs" aria-label="Mission figures">
        <div>
          <dt className="text-muted">Waypoints</dt>
          <dd data-testid="figure-count">{mission.route.length}</dd>
        </div>
        <div>
          <dt className="text-muted">Distance</dt>
          <dd>{formatDistance(figures.distance)}</dd>
        </div>
        <div>
          <dt className="text-muted">Est. time</dt>
          <dd>{formatDuration(figures.time)}</dd>
        </div>
        <div>
          <dt className="text-muted">Alt. range</dt>
          <dd>{mission.route.length === 0 ? '—' : `${figures.minAltitude}–${figures.maxAltitude} m`}</dd>
        </div>
      </dl>
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
