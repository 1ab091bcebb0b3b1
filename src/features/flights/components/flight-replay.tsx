import { useState, useMemo, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import { sampleAt, type FlightTrack } from '@/lib/resources/flight-track';
import { useReplay } from '../hooks/use-replay';
import { modeColor } from '../utils/mode-colors';
import { FlightChart } from './flight-chart';
import { FlightStoryPanel } from './flight-story';
import { FlightTrackMap } from './flight-track-map';
import { ReplayControls } from './replay-controls';

/** Map, chart and replay controls of one track, driven by one replay clock. */
interface Props {
  /** The track, or undefined while it downloads: the map is already there, the rest waits. */
  track: FlightTrack | undefined;
  /** Where the map starts before the track fits it ([lng, lat], the take-off). */
  startAt?: [number, number] | undefined;
  /** A second flight to compare, on the same map and chart. */
  compare?: { track: FlightTrack; name: string } | undefined;
  /** More on the same map (mission, photos), composed by the route. */
  mapExtras?: ReactNode;
  /** True when the flight's mission (its planned route) is drawn: the legend names it. */
  planned?: boolean;
}

/** What each line on the map is: flown (take-off green → landing red), planned (dashed white), compared (dashed pink). */
function MapLegend({ planned, compared, modes }: { planned: boolean; compared: string | undefined; modes: boolean }) {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 text-xs text-muted">
      <li>
        <span aria-hidden className="mr-1 inline-block h-1 w-6 bg-gradient-to-r from-[#22c55e] via-[#eab308] to-[#ef4444] align-middle" />
        Flown (take-off → landing)
      </li>
      {planned && (
        <li>
          <span aria-hidden className="mr-1 inline-block w-6 border-t-2 border-dashed border-[#f8fafc] align-middle" />
          Planned route (mission)
        </li>
      )}
      {compared && (
        <li>
          <span aria-hidden className="mr-1 inline-block w-6 border-t-2 border-dashed border-[#e879f9] align-middle" />
          Compared: {compared}
        </li>
      )}
      {modes && <li>Wide band under the line: flight mode (colours as in the mode list)</li>}
    </ul>
  );
}

export function FlightReplay({ track, startAt, compare, mapExtras, planned = false }: Props) {
  const [focus, setFocus] = useState<[number, number] | null>(null);
  const duration = track && track.length > 0 ? (track.t[track.length - 1] as number) : 0;
  const replay = useReplay(duration);
  const index = useMemo(() => (track ? sampleAt(track, replay.t) : 0), [track, replay.t]);
  const story = track?.story;
  const bands = useMemo(() => story?.modes.map((m) => ({ start: m.start, end: m.end, color: modeColor(m.name) })), [story]);
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2">
      <MapLegend planned={planned} compared={compare?.name} modes={(story?.modes.length ?? 0) > 0} />
      <div className="min-h-64 flex-1">
        <FlightTrackMap
          track={track}
          index={index}
          startAt={startAt}
          styleUrl={getRuntimeConfig().mapStyleUrl}
          focus={focus}
          compare={compare?.track}
        >
          {mapExtras}
        </FlightTrackMap>
      </div>
      {/* Sized from the start for the controls and the chart with its one-line legend: the track's
          arrival must not shrink the map (a resize redraws it whole, ~100 ms without a GPU). */}
      <div className="flex min-h-[18rem] flex-col gap-2">
        {track ? (
          <>
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
            <FlightChart track={track} t={replay.t} onSeek={replay.seek} compare={compare} onZoom={setFocus} bands={bands} />
            {story && <FlightStoryPanel story={story} t={replay.t} onSeek={replay.seek} />}
            {track.skipped > 0 && (
              <p className="text-xs text-warn">{track.skipped} rows of the track file could not be read and are left out.</p>
            )}
          </>
        ) : (
          <Spinner label="Loading the track" />
        )}
      </div>
    </div>
  );
}
