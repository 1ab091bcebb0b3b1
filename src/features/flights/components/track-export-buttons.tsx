import { Button } from '@/components/ui/button';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { trackToCsv, trackToGpx, trackToKml } from '../utils/track-export';
import { saveFile } from '@/lib/save-file';

/** Export the track for other tools: GPX, KML, CSV (disabled while the track downloads). */
export function TrackExportButtons({ track, name }: { track: FlightTrack | undefined; name: string }) {
  const base = name.replace(/\.[a-z0-9]+$/i, '') || 'flight';
  const save = (make: (t: FlightTrack) => string, ext: string, type: string) => () => {
    if (track) saveFile(make(track), `${base}.${ext}`, type);
  };
  return (
    <div role="group" aria-label="Export track" className="flex gap-1">
      <Button size="sm" disabled={!track} onClick={save((t) => trackToGpx(t, name), 'gpx', 'application/gpx+xml')}>
        GPX
      </Button>
      <Button size="sm" disabled={!track} onClick={save((t) => trackToKml(t, name), 'kml', 'application/vnd.google-earth.kml+xml')}>
        KML
      </Button>
      <Button size="sm" disabled={!track} onClick={save(trackToCsv, 'csv', 'text/csv')}>
        CSV
      </Button>
    </div>
  );
}
