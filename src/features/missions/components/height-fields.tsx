import { type HeightMode } from '@/lib/contract/missions';
import { useGeoid } from '../hooks/use-geoid';
import { syncWaypoint, terrainRequired } from '@/lib/geo/height-modes';
import { heightModeLabel } from '@/lib/mission-model/labels';
import type { Waypoint } from '@/lib/mission-model/mission-model';
import { NumberField } from './number-field';

export type TakeoffSource = { kind: 'entered' } | { kind: 'model'; model: string } | { kind: 'unknown' };

interface Props {
  waypoints: Waypoint[];
  heightMode: HeightMode;
  /** Take-off (first waypoint) ground elevation above EGM96, m; undefined when unknown. */
  takeoff: number | undefined;
  takeoffSource?: TakeoffSource;
  /** Ground (EGM96, m) under each selected waypoint, from the elevation model; null where unknown. */
  ground?: (number | null)[] | null;
  onAltitude: (mode: HeightMode, value: number) => void;
}

const round = (v: number) => Math.round(v * 100) / 100;

/** One value for the selection, or the range it spans ("139.8–140.2"), never a bare "mixed". */
function summarise(values: number[]): { value: number | undefined; placeholder: string | undefined } {
  const first = values[0];
  if (first === undefined || values.some((v) => Number.isNaN(v)))
    return { value: undefined, placeholder: values.length ? 'unknown' : undefined };
  if (values.every((v) => v === first)) return { value: first, placeholder: undefined };
  return { value: undefined, placeholder: `${Math.min(...values)}–${Math.max(...values)}` };
}

const sourceText = (t: number | undefined, s: TakeoffSource) =>
  t === undefined
    ? 'The take-off ground elevation is unknown: enter it in the toolbar (or install an elevation model) to see and export heights above sea level.'
    : `Absolute heights use a take-off ground elevation of ${t} m above EGM96 (${s.kind === 'model' ? `from the elevation model ${s.model}` : 'entered'}).`;

/**
 * The selected waypoints' height in every reference: relative to take-off, above the EGM96 geoid,
 * above the WGS84 ellipsoid, and (with an elevation model) above the ground. The mission's height
 * mode is marked; editing any one updates the others. Unknown values say so instead of guessing.
 */
export function HeightFields({ waypoints, heightMode, takeoff, takeoffSource = { kind: 'entered' }, ground = null, onAltitude }: Props) {
  const geoidReady = useGeoid({ now: true });
  const terrain = terrainRequired(heightMode);
  const groundKnown = ground !== null && ground.length === waypoints.length && ground.every((g) => g !== null);
  if (terrain && !(groundKnown && takeoff !== undefined)) {
    const s = summarise(waypoints.map((w) => w.altitude));
    return (
      <div className="flex flex-col gap-2">
        <NumberField
          label="Altitude above ground"
          unit="m"
          value={s.value}
          placeholder={s.placeholder}
          onChange={(v) => v !== undefined && onAltitude(heightMode, v)}
        />
        <p role="note" className="rounded border border-warn/60 bg-warn/10 p-2 text-xs text-fg">
          ⚠ Height mode “{heightModeLabel(heightMode)}” needs terrain elevation data, which is not available{' '}
          {ground ? 'under these waypoints' : 'here'}. Altitudes are shown as entered (above ground); heights above sea level cannot be
          computed. An operator can install an elevation model (see the README).
        </p>
      </div>
    );
  }
  if (!geoidReady) {
    return (
      <p role="status" className="text-xs text-muted">
        Loading the EGM96 geoid model for absolute heights…
      </p>
    );
  }
  const t = takeoff;
  // Derived from the mode's own reference; without a take-off elevation only that one is known.
  const rel = terrain ? waypoints.map((w, i) => round((ground?.[i] ?? 0) + w.altitude - (t ?? 0))) : waypoints.map((w) => w.altitude);
  const synced =
    t === undefined
      ? null
      : waypoints.map((w, i) => syncWaypoint({ ...w, altitude: rel[i] ?? w.altitude }, terrain ? 'relativeToStartPoint' : heightMode, t));
  const pick = (mode: HeightMode, get: (w: Waypoint, i: number) => number | undefined) =>
    waypoints.map((w, i) =>
      synced ? (get(synced[i] as Waypoint, i) ?? Number.NaN) : mode === heightMode ? (get(w, i) ?? Number.NaN) : Number.NaN,
    );
  const field = (mode: HeightMode, label: string, values: number[], editable: boolean) => {
    const s = summarise(values.map(round));
    const own = mode === heightMode || (terrain && mode === 'aboveGroundLevel');
    return (
      <NumberField
        label={own ? `${label} ●` : label}
        unit="m"
        value={s.value}
        placeholder={s.placeholder}
        step={0.1}
        onChange={(v) => v !== undefined && editable && onAltitude(mode, v)}
      />
    );
  };
  return (
    <div className="flex flex-col gap-1" role="group" aria-label="Altitude references">
      <div className="grid grid-cols-3 gap-2">
        {terrain
          ? field(
              'aboveGroundLevel',
              'Alt. above ground',
              waypoints.map((w) => w.altitude),
              true,
            )
          : field(
              'relativeToStartPoint',
              'Alt. rel. start',
              pick('relativeToStartPoint', (w) => w.altitude),
              true,
            )}
        {field(
          'EGM96',
          'Alt. EGM96',
          pick('EGM96', (w) => w.altitudeEGM),
          !terrain,
        )}
        {field(
          'WGS84',
          'Alt. WGS84',
          pick('WGS84', (w) => w.altitudeWGS),
          !terrain,
        )}
      </div>
      <p className="text-xs text-muted" role="note" aria-label="Take-off elevation">
        ● {heightModeLabel(heightMode)}, the mission’s height mode. {sourceText(t, takeoffSource)}
      </p>
    </div>
  );
}
