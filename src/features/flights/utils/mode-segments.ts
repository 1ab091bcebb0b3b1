import type { FeatureCollection, LineString } from 'geojson';
import { sampleAt, type FlightTrack } from '@/lib/resources/flight-track';
import { modeColor } from './mode-colors';

/** The track cut at its mode changes: one line per mode interval, coloured by the mode (at most 2,000 points each). */
export function modeSegments(track: FlightTrack): FeatureCollection<LineString, { name: string; color: string }> {
  const modes = track.story?.modes ?? [];
  const features = [];
  for (const m of modes) {
    const from = sampleAt(track, m.start);
    const to = sampleAt(track, m.end);
    if (to <= from) continue;
    const step = Math.max(1, Math.ceil((to - from) / 2000));
    const coordinates: number[][] = [];
    for (let i = from; i <= to; i += step) coordinates.push([track.lng[i] as number, track.lat[i] as number]);
    coordinates.push([track.lng[to] as number, track.lat[to] as number]);
    features.push({
      type: 'Feature' as const,
      properties: { name: m.name, color: modeColor(m.name) },
      geometry: { type: 'LineString' as const, coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}
