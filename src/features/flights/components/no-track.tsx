import { useState } from 'react';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { FlightChart } from './flight-chart';
import { FlightStoryPanel } from './flight-story';

/** A track the map can draw: some positions (a real log without GPS has rows for its charts only). */
export function hasTrack(track: FlightTrack): boolean {
  return track.length > 0 && track.story?.summary.hasPosition !== false;
}

/** A log with no position: said so, with its charts, figures and events (there is nothing to draw on a map). */
export function NoTrack({ track }: { track: FlightTrack }) {
  const [t, setT] = useState(0);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p role="status">This log has no position (no GPS fix): there is no track to draw. Its charts and events are below.</p>
      {track.length > 0 && <FlightChart track={track} t={t} onSeek={setT} />}
      {track.story && <FlightStoryPanel story={track.story} t={t} onSeek={setT} />}
    </div>
  );
}
