import { useId } from 'react';
import type { WaypointAction } from '@/lib/mission-model/mission-model';
import { NumberField } from './number-field';

const KINDS: { type: Exclude<WaypointAction['type'], 'custom'>; label: string; make: () => WaypointAction }[] = [
  { type: 'takePhoto', label: 'Take photo', make: () => ({ type: 'takePhoto' }) },
  { type: 'startRecord', label: 'Start recording', make: () => ({ type: 'startRecord' }) },
  { type: 'stopRecord', label: 'Stop recording', make: () => ({ type: 'stopRecord' }) },
  { type: 'hover', label: 'Hover', make: () => ({ type: 'hover', seconds: 5 }) },
  { type: 'rotateAircraft', label: 'Rotate aircraft', make: () => ({ type: 'rotateAircraft', heading: 0 }) },
  { type: 'gimbalPitch', label: 'Gimbal pitch', make: () => ({ type: 'gimbalPitch', pitch: -90 }) },
  { type: 'zoom', label: 'Zoom', make: () => ({ type: 'zoom', factor: 2 }) },
];

export const actionLabel = (a: WaypointAction): string =>
  a.type === 'custom' ? a.action : (KINDS.find((k) => k.type === a.type)?.label ?? a.type);

interface Props {
  actions: WaypointAction[];
  /** Several waypoints selected: only "add to all" and "clear all" are offered. */
  multiple: boolean;
  onChange: (actions: WaypointAction[]) => void;
  onAddToAll: (a: WaypointAction) => void;
}

export function ActionEditor({ actions, multiple, onChange, onAddToAll }: Props) {
  const id = useId();
  const replace = (i: number, a: WaypointAction) => onChange(actions.map((x, j) => (j === i ? a : x)));
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-xs text-muted">Actions</legend>
      {!multiple &&
        actions.map((a, i) => (
          <div key={i} className="flex items-end gap-1 text-sm">
            <span className="min-w-24">{actionLabel(a)}</span>
            {a.type === 'hover' && (
              <NumberField label="Seconds" value={a.seconds} min={0} onChange={(v) => replace(i, { ...a, seconds: v ?? 0 })} />
            )}
            {a.type === 'rotateAircraft' && (
              <NumberField label="Heading" unit="°" value={a.heading} onChange={(v) => replace(i, { ...a, heading: v ?? 0 })} />
            )}
            {a.type === 'gimbalPitch' && (
              <NumberField
                label="Pitch"
                unit="°"
                value={a.pitch}
                min={-90}
                max={30}
                onChange={(v) => replace(i, { ...a, pitch: v ?? 0 })}
              />
            )}
            {a.type === 'zoom' && (
              <NumberField label="Factor" value={a.factor} min={1} step={0.5} onChange={(v) => replace(i, { ...a, factor: v ?? 1 })} />
            )}
            <button
              type="button"
              className="ml-auto rounded px-1 text-danger hover:bg-danger/15"
              aria-label={`Remove action ${i + 1} (${actionLabel(a)})`}
              onClick={() => onChange(actions.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </div>
        ))}
      <label htmlFor={id} className="sr-only">
        Add action
      </label>
      <select
        id={id}
        className="rounded border border-line bg-surface px-2 py-1 text-sm"
        value=""
        onChange={(e) => {
          const k = KINDS.find((x) => x.type === e.target.value);
          if (!k) return;
          if (multiple) onAddToAll(k.make());
          else onChange([...actions, k.make()]);
        }}
      >
        <option value="">{multiple ? 'Add action to all selected…' : 'Add action…'}</option>
        {KINDS.map((k) => (
          <option key={k.type} value={k.type}>
            {k.label}
          </option>
        ))}
      </select>
      {multiple && (
        <button type="button" className="self-start text-xs text-muted underline" onClick={() => onChange([])}>
          Clear actions of all selected
        </button>
      )}
    </fieldset>
  );
}
