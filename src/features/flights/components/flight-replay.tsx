import { useState, useMemo, type ReactNode } from 'react';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { sampleAt, type FlightTrack } from '@/lib/resources/flight-track';
import { useReplay } from '../hooks/use-replay';
import { FlightChart } from './flight-chart';
import { FlightTrackMap } from './flight-track-map';
import { ReplayControls } from './replay-controls';

/** Map, chart and replay controls of one track, driven by one replay clock. */
interface Props {
  track: FlightTrack;
  /** A second flight to compare, on the same map and chart. */
  compare?: { track: FlightTrack; name: string } | undefined;
  /** More on the same map (mission, photos), composed by the route. */
  mapExtras?: ReactNode;
}

export function FlightReplay({ track, compare, mapExtras }: Props) {
  const [focus, setFocus] = useState<[number, number] | null>(null);
  const duration = track.length > 0 ? (track.t[track.length - 1] as number) : 0;
  const replay = useReplay(duration);
  const index = useMemo(() => sampleAt(track, replay.t), [track, replay.t]);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <div className="min-h-64 flex-1">
        <FlightTrackMap track={track} index={index} styleUrl={getRuntimeConfig().mapStyleUrl} focus={focus} compare={compare?.track}>
          {mapExtras}
        </FlightTrackMap>
      </div>
      <ReplayControls
        track={track}
        index={index}
        t={replay.t}
        duration={duration}
        playing={replay.playing}
        speed={replay.speed}
        onToggle={replay.toggle}
        onSeek={replay.seek}
        onSpeed={replay.setSpeed}
      />
      <FlightChart track={track} t={replay.t} onSeek={replay.seek} compare={compare} onZoom={setFocus} />
      {track.skipped > 0 && <p className="text-xs text-warn">{track.skipped} rows of the track file could not be read and are left out.</p>}
    </div>
  );
}
