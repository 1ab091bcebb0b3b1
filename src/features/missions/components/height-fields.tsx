import { type HeightMode } from '@/lib/contract/missions';
import { useGeoid } from '../hooks/use-geoid';
import { heightModeAvailability, syncWaypoint } from '@/lib/geo/height-modes';
import type { Waypoint } from '@/lib/mission-model/mission-model';
import { NumberField } from './number-field';

interface Props {
  waypoints: Waypoint[];
  heightMode: HeightMode;
  /** Take-off (first waypoint) ground elevation above EGM96, m. */
  takeoff: number;
  onAltitude: (mode: HeightMode, value: number) => void;
}

const round = (v: number) => Math.round(v * 100) / 100;

function common(values: number[]): number | undefined {
  const first = values[0];
  return first !== undefined && values.every((v) => v === first) ? first : undefined;
}

/**
 * The selected waypoints' height in all three references — relative to the start point, above
 * the EGM96 geoid and above the WGS84 ellipsoid — computed from the take-off elevation with the
 * real EGM96 model; editing any one updates the other two.
 */
export function HeightFields({ waypoints, heightMode, takeoff, onAltitude }: Props) {
  const mixed = waypoints.length > 1 ? 'mixed' : undefined;
  const terrain = heightModeAvailability(heightMode);
  const geoidReady = useGeoid({ now: true });
  if (!terrain.available) {
    return (
      <div className="flex flex-col gap-2">
        <NumberField
          label="Altitude above ground"
          unit="m"
          value={common(waypoints.map((w) => w.altitude))}
          placeholder={mixed}
          onChange={(v) => v !== undefined && onAltitude(heightMode, v)}
        />
        <p role="note" className="rounded border border-warn/60 bg-warn/10 p-2 text-xs text-fg">
          ⚠ Height mode “{heightMode}” needs terrain elevation data, which is not available here. Altitudes are shown as entered (above
          ground); EGM96 and WGS84 heights cannot be computed.
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
  const synced = waypoints.map((w) => syncWaypoint(w, heightMode, takeoff));
  const field = (mode: HeightMode, label: string, pick: (w: Waypoint) => number | undefined) => (
    <NumberField
      label={mode === heightMode ? `${label} ●` : label}
      unit="m"
      value={common(synced.map((w) => round(pick(w) ?? Number.NaN)))}
      placeholder={mixed}
      step={0.1}
      onChange={(v) => v !== undefined && onAltitude(mode, v)}
    />
  );
  return (
    <div className="flex flex-col gap-1" role="group" aria-label="Altitude references">
      <div className="grid grid-cols-3 gap-2">
        {field('relativeToStartPoint', 'Alt. rel. start', (w) => w.altitude)}
        {field('EGM96', 'Alt. EGM96', (w) => w.altitudeEGM)}
        {field('WGS84', 'Alt. WGS84', (w) => w.altitudeWGS)}
      </div>
      <p className="text-xs text-muted">
        ● the mission’s height mode. Absolute heights assume the take-off point (waypoint 1) is at {takeoff} m above EGM96.
      </p>
    </div>
  );
}
