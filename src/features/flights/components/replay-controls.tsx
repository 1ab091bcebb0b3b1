import { Button } from '@/components/ui/button';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { REPLAY_SPEEDS } from '../hooks/use-replay';
import { formatDuration } from '../utils/flight-format';
import { formatLatLng } from '@/lib/format/format';

interface Props {
  track: FlightTrack;
  index: number;
  t: number;
  duration: number;
  playing: boolean;
  speed: number;
  onToggle: () => void;
  onSeek: (s: number) => void;
  onSpeed: (s: number) => void;
}

const fmt = (v: number | undefined, unit: string, digits = 1) =>
  v === undefined || !Number.isFinite(v) ? '—' : `${v.toFixed(digits)} ${unit}`;

/** Play/pause, speed, the scrubber, and a readout of where the replay is. */
export function ReplayControls({ track, index, t, duration, playing, speed, onToggle, onSeek, onSpeed }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Button size="sm" onClick={onToggle} aria-label={playing ? 'Pause replay' : 'Play replay'}>
        {playing ? '❚❚ Pause' : '▶ Play'}
      </Button>
      <label className="flex items-center gap-1 text-xs text-muted">
        Speed
        <select
          className="rounded border border-line bg-surface px-1 py-0.5 text-sm text-fg"
          value={speed}
          onChange={(e) => onSpeed(Number(e.target.value))}
        >
          {REPLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <input
        type="range"
        aria-label="Replay position"
        className="min-w-48 flex-1"
        min={0}
        max={duration}
        step={Math.max(0.1, duration / 2000)}
        value={t}
        aria-valuetext={formatDuration(t)}
        onChange={(e) => onSeek(Number(e.target.value))}
      />
      <output aria-label="Replay readout" className="tabular-nums text-xs">
        {formatDuration(t)} · {formatLatLng(track.lat[index] ?? Number.NaN, track.lng[index] ?? Number.NaN)} · alt{' '}
        {fmt(track.alt[index], 'm')} · speed {fmt(track.speed[index], 'm/s')} · battery {fmt(track.battery[index], '%', 0)}
      </output>
    </div>
  );
}
