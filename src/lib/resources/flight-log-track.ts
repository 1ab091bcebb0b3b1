import { FORMAT_LABEL, isFix, relativeAltitude, summariseFlight, type Flight } from '@/lib/flight-logs';
import type { FlightTrack } from './flight-track';

/**
 * A real log as the flight page's track: the rows with a position (what the map, chart and replay
 * draw), altitude above take-off in `alt` (AMSL beside it in the story), battery percent, and the
 * story (modes, events, figures). A log with no position gives every row, positions NaN, for the charts.
 */
export function flightToTrack(f: Flight): FlightTrack {
  const { lat, lng, t, speed, heading, batteryPct, altAmsl } = f.samples;
  const rel = relativeAltitude(f);
  let n = 0;
  for (let i = 0; i < f.length; i++) if (isFix(lat[i] as number, lng[i] as number)) n++;
  // A log with no position keeps every row for its charts (positions NaN): `story.summary.hasPosition` says so.
  const all = n === 0;
  if (all) n = f.length;
  const cols = {
    t: new Float64Array(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    alt: new Float64Array(n),
    speed: new Float64Array(n),
    heading: new Float64Array(n),
    battery: new Float64Array(n),
    amsl: new Float64Array(n),
  };
  let k = 0;
  let t0 = NaN;
  for (let i = 0; i < f.length; i++) {
    if (!all && !isFix(lat[i] as number, lng[i] as number)) continue;
    if (Number.isNaN(t0)) t0 = t[i] as number;
    cols.t[k] = (t[i] as number) - t0;
    cols.lat[k] = lat[i] as number;
    cols.lng[k] = lng[i] as number;
    cols.alt[k] = rel[i] as number;
    cols.speed[k] = speed[i] as number;
    cols.heading[k] = heading[i] as number;
    cols.battery[k] = batteryPct[i] as number;
    cols.amsl[k] = altAmsl[i] as number;
    k++;
  }
  const shift = Number.isFinite(t0) ? t0 : 0;
  // Modes and events on the track's own time (its first fix is 0), as the replay counts.
  const modes = f.modes.map((m) => ({ ...m, start: m.start - shift, end: m.end - shift }));
  const events = f.events.map((e) => ({ ...e, t: e.t - shift }));
  return {
    length: n,
    t0Ms: (f.startMs ?? 0) + shift * 1000,
    t: cols.t,
    lat: cols.lat,
    lng: cols.lng,
    alt: cols.alt,
    speed: cols.speed,
    heading: cols.heading,
    battery: cols.battery,
    skipped: 0,
    story: {
      format: f.format,
      formatLabel: FORMAT_LABEL[f.format],
      modes,
      events,
      summary: summariseFlight(f),
      altAmsl: cols.amsl,
      notes: f.notes,
      ...(f.stoppedAt ? { stoppedAt: f.stoppedAt } : {}),
      vehicle: f.vehicle,
      rows: f.length,
    },
  };
}

/** The buffers of a track, to transfer them from a worker instead of copying. */
export function trackBuffers(track: FlightTrack): ArrayBuffer[] {
  const set = new Set<ArrayBufferLike>([
    track.t.buffer,
    track.lat.buffer,
    track.lng.buffer,
    track.alt.buffer,
    track.speed.buffer,
    track.heading.buffer,
    track.battery.buffer,
  ]);
  if (track.outline) set.add(track.outline.buffer);
  if (track.story) set.add(track.story.altAmsl.buffer);
  return [...set] as ArrayBuffer[];
}
