import type { FlightSummary } from '@/lib/flight-logs/flight-summary';

/**
 * A flight's track, column by column (typed arrays: 100,000 points at 10 Hz stay compact and
 * go straight into uPlot and the map). `t` is seconds since the first sample.
 */
export interface FlightTrack {
  length: number;
  /** Epoch ms of the first sample as written in the file (the file's own time base). */
  t0Ms: number;
  t: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  alt: Float64Array;
  speed: Float64Array;
  heading: Float64Array;
  battery: Float64Array;
  /** Rows that could not be read (missing or non-numeric position), skipped. */
  skipped: number;
  /** Sample indexes the map's line is drawn with (`trackOutline`), when computed where the track was parsed. */
  outline?: Int32Array;
  /**
   * What a real flight log says beyond the track (PX4, ArduPilot, DJI…): modes, events, the
   * figures and the altitudes with their datum. Absent for the logbook's own CSV tracks.
   */
  story?: FlightStory;
}

/** A real log's story, read by `src/lib/flight-logs` (see `flight-log-track.ts`). `alt` above is then height above take-off. */
export interface FlightStory {
  format: string;
  formatLabel: string;
  modes: Array<{ start: number; end: number; name: string }>;
  events: Array<{ t: number; severity: string; text: string }>;
  summary: FlightSummary;
  /** Metres above mean sea level, per track sample (NaN where the log has none). */
  altAmsl: Float64Array;
  notes: string[];
  stoppedAt?: { byte: number; of: number; reason: string };
  vehicle: { name?: string; serial?: string; firmware?: string; autopilot?: string };
  /** Rows the log has in all (the track keeps those with a position). */
  rows: number;
}

export { FlightTrackParser, parseFlightTrack, TrackFormatError } from './flight-track-parser';

/** Index of the last sample at or before `seconds` (binary search; 0 before the start). */
export function sampleAt(track: FlightTrack, seconds: number): number {
  let lo = 0;
  let hi = track.length - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((track.t[mid] as number) <= seconds) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The sample where the aircraft was at wall-clock `epochMs` (a photo's capture time), or -1
 * when that moment is outside the track (before take-off or after landing).
 */
export function sampleAtClock(track: FlightTrack, epochMs: number): number {
  if (track.length === 0) return -1;
  const s = (epochMs - track.t0Ms) / 1000;
  if (s < 0 || s > (track.t[track.length - 1] as number)) return -1;
  return sampleAt(track, s);
}

/** Times before 1973 are offsets from the flight's start, not clock times (the seeded files start at 0). */
const CLOCK_MIN_MS = 1e11;

/**
 * The track on the wall clock: a file whose times are offsets (first sample near 0) is placed at
 * the log's `flightStartDate`; a file with clock times keeps its own.
 */
export function onWallClock(track: FlightTrack, flightStartMs: number | undefined): FlightTrack {
  if (track.t0Ms >= CLOCK_MIN_MS || flightStartMs === undefined) return track;
  return { ...track, t0Ms: flightStartMs + track.t0Ms };
}
