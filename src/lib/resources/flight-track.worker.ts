/// <reference lib="webworker" />
import { FlightTrackParser, TrackFormatError, type FlightTrack } from './flight-track';
import { trackOutline } from './flight-track-outline';

/**
 * Downloads and parses a track file off the main thread (100,000 CSV rows are ~5 MB and a
 * few hundred ms of splitting and garbage), parsing each piece as it arrives (so parsing ends
 * about when the download does), with the outline the map draws. The columns come back as
 * transferred buffers, not copies. Timing: `download` until the last byte, `parse` the parsing
 * left after it.
 */
export type TrackWorkerReply =
  | { ok: true; track: FlightTrack; timing: Record<'download' | 'parse' | 'outline', [number, number]> }
  /** `status`: the file's HTTP status, 0 when nothing answered, absent when the file came but is not a track. */
  | { ok: false; message: string; status?: number };

/** Wall-clock ms (the worker's clock has its own origin; the page measures against its own). */
const now = () => performance.timeOrigin + performance.now();

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (e: MessageEvent<string>) => {
  try {
    const t0 = now();
    const res = await fetch(e.data).catch(() => null);
    if (!res) return scope.postMessage({ ok: false, status: 0, message: 'Cannot reach the flight files.' } satisfies TrackWorkerReply);
    if (!res.ok)
      return scope.postMessage({
        ok: false,
        status: res.status,
        message: `The track file could not be loaded (HTTP ${res.status}).`,
      } satisfies TrackWorkerReply);
    const length = Number(res.headers.get('content-length'));
    // ~45 bytes a row: sized once for most files, grown by doubling otherwise.
    const parser = new FlightTrackParser(length > 0 ? Math.ceil(length / 40) : 1024);
    const decoder = new TextDecoder();
    if (res.body) {
      const reader = res.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) parser.push(decoder.decode(r.value, { stream: true }));
    } else parser.push(await res.text());
    parser.push(decoder.decode());
    const t1 = now();
    const track = parser.finish();
    const t2 = now();
    const outline = trackOutline(track);
    const timing = { download: [t0, t1], parse: [t1, t2], outline: [t2, now()] } satisfies Record<string, [number, number]>;
    const buffers = new Set([
      track.t.buffer,
      track.lat.buffer,
      track.lng.buffer,
      track.alt.buffer,
      track.speed.buffer,
      track.heading.buffer,
      track.battery.buffer,
      outline.buffer,
    ]);
    scope.postMessage({ ok: true, track: { ...track, outline }, timing } satisfies TrackWorkerReply, [...buffers] as ArrayBuffer[]);
  } catch (err) {
    // A file that is not a track says what is wrong with it; anything else is not written for people.
    const message = err instanceof TrackFormatError ? err.message : 'The file is not a flight track this dashboard can read.';
    scope.postMessage({ ok: false, message } satisfies TrackWorkerReply);
  }
};
