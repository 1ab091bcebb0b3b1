import { Button } from '@/components/ui/button';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { trackToCsv, trackToGpx, trackToKml } from '../utils/track-export';
import { saveFile } from '@/lib/save-file';

/** Export the track for other tools: GPX, KML, CSV. */
export function TrackExportButtons({ track, name }: { track: FlightTrack; name: string }) {
  const base = name.replace(/\.[a-z0-9]+$/i, '') || 'flight';
  return (
    <div role="group" aria-label="Export track" className="flex gap-1">
      <Button size="sm" onClick={() => saveFile(trackToGpx(track, name), `${base}.gpx`, 'application/gpx+xml')}>
        GPX
      </Button>
      <Button size="sm" onClick={() => saveFile(trackToKml(track, name), `${base}.kml`, 'application/vnd.google-earth.kml+xml')}>
        KML
      </Button>
      <Button size="sm" onClick={() => saveFile(trackToCsv(track), `${base}.csv`, 'text/csv')}>
        CSV
      </Button>
    </div>
  );
}
