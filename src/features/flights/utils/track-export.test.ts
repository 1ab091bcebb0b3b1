import { describe, expect, it } from 'vitest';
import { parseFlightTrack } from '@/lib/resources/flight-track';
import { trackToCsv, trackToGpx, trackToKml } from './track-export';

const CSV = `time_ms,lat,lng,alt_m,speed_ms,heading_deg,battery_pct
1700000000000,47.1,8.5,0,0,0,98
1700000004000,47.1001,8.5002,12.5,3.2,45,97
`;
const track = parseFlightTrack(CSV);

describe('track export', () => {
  it('writes CSV that reads back to the same track', () => {
    expect(trackToCsv(track)).toBe(CSV);
    expect(parseFlightTrack(trackToCsv(track))).toEqual(track);
  });

  it('writes GPX track points with elevation and UTC time, escaping the name', () => {
    const gpx = trackToGpx(track, 'North <yard> & co');
    expect(gpx).toContain('<name>North &lt;yard&gt; &amp; co</name>');
    expect(gpx).toContain('<trkpt lat="47.1001" lon="8.5002"><ele>12.5</ele><time>2023-11-14T22:13:24.000Z</time></trkpt>');
    expect(gpx.match(/<trkpt /g)).toHaveLength(2);
  });

  it('writes a KML line string as lng,lat,alt', () => {
    const kml = trackToKml(track, 'f');
    expect(kml).toContain('8.5,47.1,0\n8.5002,47.1001,12.5');
    expect(kml).toContain('<LineString>');
  });
});

describe('GPX of a real log', () => {
  it('writes <ele> above sea level, not the height above take-off', async () => {
    const { readFlightLog } = await import('@/lib/flight-logs');
    const { flightToTrack } = await import('@/lib/resources/flight-log-track');
    const fs = await import('node:fs');
    const { realFixture } = await import('../../../../tests/fixtures/real-fixtures');
    const track = flightToTrack(await readFlightLog(new Uint8Array(fs.readFileSync(realFixture('flightlog/ulog/sample_px4_events.ulg')))));
    const ele = [...trackToGpx(track, 'x').matchAll(/<ele>([-\d.]+)<\/ele>/g)].map((m) => Number(m[1]));
    expect(ele.length).toBeGreaterThan(10);
    // SOURCES.md: this log flies 487.5–490.1 m AMSL (Zürich); above take-off it is 0–3 m.
    expect(Math.min(...ele)).toBeGreaterThan(480);
    expect(Math.max(...ele)).toBeLessThan(495);
  });
});
