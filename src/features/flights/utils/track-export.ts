import { FLIGHT_TRACK_COLUMNS } from '@/lib/contract/flights';
import type { FlightTrack } from '@/lib/resources/flight-track';

/** One flight's track as GPX 1.1, KML 2.2 or CSV (the log's own columns), for other tools. */

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const fin = (v: number | undefined) => v !== undefined && Number.isFinite(v);

/**
 * GPX `<ele>` is above sea level (what GIS tools read it as): a real log's AMSL column where it has
 * one. The logbook's own CSV has only `alt_m` (its datum is not said), written as it is.
 */
export function trackToGpx(track: FlightTrack, name: string): string {
  const pts: string[] = [];
  const amsl = track.story?.altAmsl;
  for (let i = 0; i < track.length; i++) {
    const alt = amsl ? amsl[i] : track.alt[i];
    const time = new Date(track.t0Ms + (track.t[i] as number) * 1000).toISOString();
    pts.push(`<trkpt lat="${track.lat[i]}" lon="${track.lng[i]}">${fin(alt) ? `<ele>${alt}</ele>` : ''}<time>${time}</time></trkpt>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Fleet Ops" xmlns="http://www.topografix.com/GPX/1/1">
<trk><name>${xml(name)}</name><trkseg>
${pts.join('\n')}
</trkseg></trk>
</gpx>
`;
}

export function trackToKml(track: FlightTrack, name: string): string {
  const coords: string[] = [];
  for (let i = 0; i < track.length; i++) {
    const alt = track.alt[i];
    coords.push(`${track.lng[i]},${track.lat[i]},${fin(alt) ? alt : 0}`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
<Document><name>${xml(name)}</name>
<Placemark><name>${xml(name)}</name><LineString><altitudeMode>relativeToGround</altitudeMode><coordinates>
${coords.join('\n')}
</coordinates></LineString></Placemark>
</Document>
</kml>
`;
}

export function trackToCsv(track: FlightTrack): string {
  const rows: string[] = [FLIGHT_TRACK_COLUMNS.join(',')];
  const cell = (v: number | undefined) => (fin(v) ? String(v) : '');
  for (let i = 0; i < track.length; i++) {
    const ms = Math.round(track.t0Ms + (track.t[i] as number) * 1000);
    rows.push(
      [ms, track.lat[i], track.lng[i], cell(track.alt[i]), cell(track.speed[i]), cell(track.heading[i]), cell(track.battery[i])].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}
