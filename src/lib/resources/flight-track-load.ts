import { ApiError, UserFacingError } from '@/lib/api/api-error';
import { workerFailure } from '@/lib/api/worker-failure';
import type { FlightTrack } from './flight-track';
import type { TrackWorkerReply, TrackWorkerRequest } from './flight-track.worker';

const startWorker = () => new Worker(new URL('./flight-track.worker.ts', import.meta.url), { type: 'module' });
let spare: Worker | null = null;

/**
 * Starts the next load's worker now (a route loader calls it before the log's answer names the
 * file): its script loads and compiles while the log is fetched, not after.
 */
export function warmTrackWorker(): void {
  if (spare || typeof Worker === 'undefined') return;
  const w = startWorker();
  // A spare whose script did not load is dropped, not handed to a load that would wait on it forever.
  w.onerror = () => {
    if (spare === w) spare = null;
    w.terminate();
  };
  spare = w;
}

/**
 * A failed load as the app's other errors: no answer or a 5xx is an `ApiError` that queries retry
 * (and fetch again once the connection is back); a file that is not a track says what is wrong.
 */
function trackFailure(reply: { message: string; status?: number }): Error {
  if (reply.status === undefined) return new UserFacingError(reply.message);
  return new ApiError(reply.status, reply.status === 0 ? 'NETWORK' : 'TRACK_FILE', reply.message);
}

/** One worker per track load: it downloads, parses and hands the columns over, then ends. */
export function loadTrackInWorker(url: string, signal?: AbortSignal): Promise<FlightTrack> {
  return runTrackWorker(url, signal);
}

/** Where a local read is: bytes read from disk (`load`), then the log's reading (`read`). */
export type LogReadProgress = { phase: 'load' | 'read'; done: number; total: number };

/**
 * A log on this computer, read in the track worker (never sent anywhere): streamed from disk
 * with progress, read by the flight-log readers; `signal` cancels (the worker is ended).
 */
export function openLogFileInWorker(file: File, onProgress?: (p: LogReadProgress) => void, signal?: AbortSignal): Promise<FlightTrack> {
  return runTrackWorker({ file }, signal, onProgress);
}

function runTrackWorker(
  request: TrackWorkerRequest,
  signal?: AbortSignal,
  onProgress?: (p: LogReadProgress) => void,
): Promise<FlightTrack> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    performance.mark('flight-track:worker-start');
    const worker = spare ?? startWorker();
    spare = null;
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (e: MessageEvent<TrackWorkerReply>) => {
      if ('progress' in e.data) return onProgress?.(e.data.progress);
      stop();
      // Where the time went, for the bench and a profile: download and parse as the worker timed them.
      performance.mark('flight-track:received');
      if (e.data.ok) {
        for (const [name, [start, end]] of Object.entries(e.data.timing)) {
          performance.measure(`flight-track:${name}`, { start: start - performance.timeOrigin, end: end - performance.timeOrigin });
        }
      }
      if (e.data.ok) resolve(e.data.track);
      else reject(trackFailure(e.data));
    };
    worker.onerror = (e) => {
      stop();
      reject(workerFailure(e, 'The track file could not be read'));
    };
    worker.postMessage(request);
  });
}
