import { type HeightMode } from '@/lib/contract/missions';
import type { EditableMission, Waypoint, WaypointAction } from '@/lib/mission-model/mission-model';
import type { WaypointPatch } from '@/lib/mission-model/mission-edits';
import { ActionEditor } from './action-editor';
import { HeightFields, type TakeoffSource } from './height-fields';
import { NumberField } from './number-field';
import { COORDINATE_DECIMALS } from '@/lib/format/format';
import { LABEL_MAX } from '@/lib/contract/limits';

interface Props {
  mission: EditableMission;
  selection: ReadonlySet<number>;
  onPatch: (patch: WaypointPatch, field: string) => void;
  onSetActions: (actions: WaypointAction[]) => void;
  onAddAction: (a: WaypointAction) => void;
  onDelete: () => void;
  /** Take-off ground elevation above EGM96, m; undefined when unknown. */
  takeoff: number | undefined;
  takeoffSource: TakeoffSource;
  /** Ground (EGM96, m) under every waypoint of the route, from the elevation model. */
  ground: (number | null)[] | null;
  /** An altitude entered in one of the references, for every selected waypoint. */
  onAltitude: (mode: HeightMode, value: number) => void;
}

/** The common value of a field over the selection, or undefined when they differ. */
function common<K extends keyof Waypoint>(wps: Waypoint[], key: K): Waypoint[K] | undefined {
  const first = wps[0]?.[key];
  return wps.every((w) => w[key] === first) ? first : undefined;
}

function TextField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (v: string | undefined) => void }) {
  return (
    <label className="flex flex-col gap-0.5 text-xs text-muted">
      {label}
      <input
        className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
        value={value ?? ''}
        maxLength={LABEL_MAX}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      />
    </label>
  );
}

export function PropertiesPanel({
  mission,
  selection,
  onPatch,
  onSetActions,
  onAddAction,
  onDelete,
  takeoff,
  takeoffSource,
  ground,
  onAltitude,
}: Props) {
  const indices = [...selection].sort((a, b) => a - b);
  const wps = indices.map((i) => mission.route[i]).filter((w): w is Waypoint => !!w);
  if (wps.length === 0) {
    return (
      <p className="p-3 text-sm text-muted">
        Select a waypoint on the map or in the table to edit it. Shift-click or shift-drag a box to select several.
      </p>
    );
  }
  const single = wps.length === 1 ? wps[0] : undefined;
  // "mixed" only where the selected waypoints really differ; unset everywhere is just empty.
  const mixedFor = (key: keyof Waypoint) => (wps.length > 1 && !wps.every((w) => w[key] === wps[0]![key]) ? 'mixed' : undefined);
  const num = (key: 'heading' | 'pitch' | 'speed', label: string, unit: string, extra: { min?: number; max?: number } = {}) => (
    <NumberField
      label={label}
      unit={unit}
      value={common(wps, key)}
      placeholder={mixedFor(key)}
      allowEmpty
      {...extra}
      onChange={(v) => onPatch({ [key]: v }, key)}
    />
  );
  return (
    <section aria-label="Waypoint properties" className="flex flex-col gap-2 p-3">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">{single ? `Waypoint ${indices[0]! + 1}` : `${wps.length} waypoints selected`}</h2>
        <button
          type="button"
          className="rounded border border-danger px-2 py-0.5 text-xs text-danger hover:bg-danger/10"
          onClick={onDelete}
        >
          Delete {single ? 'waypoint' : 'selected'}
        </button>
      </div>
      {single && (
        <div className="grid grid-cols-2 gap-2">
          <NumberField
            label="Latitude"
            value={single.lat}
            decimals={COORDINATE_DECIMALS}
            step={0.000001}
            min={-90}
            max={90}
            onChange={(v) => v !== undefined && onPatch({ lat: v }, 'lat')}
          />
          <NumberField
            label="Longitude"
            value={single.lng}
            decimals={COORDINATE_DECIMALS}
            step={0.000001}
            min={-180}
            max={180}
            onChange={(v) => v !== undefined && onPatch({ lng: v }, 'lng')}
          />
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        {num('speed', 'Speed', 'm/s', { min: 0 })}
        {num('heading', 'Heading', '°', { min: -180, max: 360 })}
        {num('pitch', 'Gimbal pitch', '°', { min: -90, max: 30 })}
      </div>
      <HeightFields
        waypoints={wps}
        heightMode={mission.heightMode}
        takeoff={takeoff}
        takeoffSource={takeoffSource}
        ground={ground ? indices.map((i) => ground[i] ?? null) : null}
        onAltitude={onAltitude}
      />
      <ActionEditor actions={single?.actions ?? []} multiple={!single} onChange={onSetActions} onAddToAll={onAddAction} />
      {single && (
        <div className="grid grid-cols-2 gap-2">
          <TextField label="Label" value={single.label} onChange={(v) => onPatch({ label: v }, 'label')} />
          <label className="flex flex-col gap-0.5 text-xs text-muted">
            Point type
            <select
              className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
              value={single.type ?? 'point'}
              onChange={(e) => onPatch({ type: e.target.value as 'point' | 'pole' }, 'type')}
            >
              <option value="point">point</option>
              <option value="pole">pole</option>
            </select>
          </label>
          <TextField label="Pole" value={single.pole} onChange={(v) => onPatch({ pole: v }, 'pole')} />
          <TextField label="Work order" value={single.wo} onChange={(v) => onPatch({ wo: v }, 'wo')} />
          <label className="col-span-2 flex items-center gap-2 text-sm">
            <input type="checkbox" checked={single.isRisky ?? false} onChange={(e) => onPatch({ isRisky: e.target.checked }, 'isRisky')} />
            Risky waypoint
          </label>
        </div>
      )}
    </section>
  );
}
