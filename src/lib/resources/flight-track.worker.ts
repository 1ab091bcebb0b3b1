/// <reference lib="webworker" />
import { detectFlightLogFormat, FlightLogError, readFlightLog } from '@/lib/flight-logs';
import { FlightTrackParser, TrackFormatError, type FlightTrack } from './flight-track';
import { flightToTrack, trackBuffers } from './flight-log-track';
import { trackOutline } from './flight-track-outline';

/**
 * Downloads (or, for a file opened on this computer, reads) and parses a flight log off the main
 * thread. The logbook's own CSV is parsed piece by piece as it arrives (parsing ends about when
 * the download does); any other log (ULog, tlog, DataFlash, SRT, AirData…, told apart by its first
 * bytes) is gathered and read by `src/lib/flight-logs`. The columns come back as transferred
 * buffers, not copies. Timing: `download` until the last byte, `parse` the parsing left after it.
 */
export type TrackWorkerRequest = string | { file: File };
export type TrackWorkerReply =
  | { ok: true; track: FlightTrack; timing: Record<'download' | 'parse' | 'outline', [number, number]> }
  /** Bytes read so far (`load`), then the log's reading (`read`): for a progress bar. */
  | { progress: { phase: 'load' | 'read'; done: number; total: number } }
  /** `status`: the file's HTTP status, 0 when nothing answered, absent when the file came but is not a track. */
  | { ok: false; message: string; status?: number; tried?: string[] };

/** Wall-clock ms (the worker's clock has its own origin; the page measures against its own). */
const now = () => performance.timeOrigin + performance.now();

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (reply: TrackWorkerReply, transfer: ArrayBuffer[] = []) => scope.postMessage(reply, transfer);

/** Progress at most every 50 ms: thousands of messages would cost the page more than they tell. */
function progressPoster(phase: 'load' | 'read') {
  let last = 0;
  return (done: number, total: number) => {
    const t = performance.now();
    if (t - last < 50 && done < total) return;
    last = t;
    post({ progress: { phase, done, total } });
  };
}

function send(track: FlightTrack, t0: number, t1: number, t2: number) {
  const outline = trackOutline(track);
  const timing = { download: [t0, t1], parse: [t1, t2], outline: [t2, now()] } satisfies Record<string, [number, number]>;
  const full = { ...track, outline };
  post({ ok: true, track: full, timing }, trackBuffers(full));
}

async function readLog(bytes: Uint8Array, t0: number, t1: number) {
  const flight = await readFlightLog(bytes, { onProgress: progressPoster('read') });
  const t2 = now();
  send(flightToTrack(flight), t0, t1, t2);
}

/** The whole of a stream into one array (sized from `total` when known), with progress. */
async function gather(body: ReadableStream<Uint8Array>, total: number, first?: Uint8Array): Promise<Uint8Array> {
  let buf = new Uint8Array(Math.max(total, first?.length ?? 0, 1024));
  let n = 0;
  const onProgress = progressPoster('load');
  const add = (chunk: Uint8Array) => {
    if (n + chunk.length > buf.length) {
      const bigger = new Uint8Array(Math.max(buf.length * 2, n + chunk.length));
      bigger.set(buf.subarray(0, n));
      buf = bigger;
    }
    buf.set(chunk, n);
    n += chunk.length;
    onProgress(n, Math.max(total, n));
  };
  if (first) add(first);
  const reader = body.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) add(r.value);
  return buf.subarray(0, n);
}

async function fromUrl(url: string) {
  const t0 = now();
  const res = await fetch(url).catch(() => null);
  if (!res) return post({ ok: false, status: 0, message: 'Cannot reach the flight files.' });
  if (!res.ok) return post({ ok: false, status: res.status, message: `The track file could not be loaded (HTTP ${res.status}).` });
  const length = Number(res.headers.get('content-length'));
  if (!res.body) return readLog(new Uint8Array(await res.arrayBuffer()), t0, now());
  const reader = res.body.getReader();
  const first = await reader.read();
  const head = first.value ?? new Uint8Array(0);
  const format = detectFlightLogFormat(head.subarray(0, 4096));
  if (format !== 'service-csv') {
    // Not the logbook's CSV: the readers need the whole file (ULog and tlog are binary).
    reader.releaseLock();
    const bytes = first.done ? head : await gather(res.body, length > 0 ? length : 0, head);
    return readLog(bytes, t0, now());
  }
  // ~45 bytes a row: sized once for most files, grown by doubling otherwise.
  const parser = new FlightTrackParser(length > 0 ? Math.ceil(length / 40) : 1024);
  const decoder = new TextDecoder();
  parser.push(decoder.decode(head, { stream: true }));
  if (!first.done)
    for (let r = await reader.read(); !r.done; r = await reader.read()) parser.push(decoder.decode(r.value, { stream: true }));
  parser.push(decoder.decode());
  const t1 = now();
  const track = parser.finish();
  send(track, t0, t1, now());
}

async function fromFile(file: File) {
  const t0 = now();
  const bytes = await gather(file.stream(), file.size);
  return readLog(bytes, t0, now());
}

scope.onmessage = async (e: MessageEvent<TrackWorkerRequest>) => {
  try {
    if (typeof e.data === 'string') await fromUrl(e.data);
    else await fromFile(e.data.file);
  } catch (err) {
    // A file that is not a track says what is wrong with it; anything else is not written for people.
    if (err instanceof FlightLogError) return post({ ok: false, message: err.message, tried: [...err.tried] });
    const message = err instanceof TrackFormatError ? err.message : 'The file is not a flight track this dashboard can read.';
    post({ ok: false, message });
  }
};
