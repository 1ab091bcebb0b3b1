import type { FlightTrack } from './flight-track';
import type { TrackWorkerReply } from './flight-track.worker';

/** One worker per track load: it downloads, parses and hands the columns over, then ends. */
export function loadTrackInWorker(url: string, signal?: AbortSignal): Promise<FlightTrack> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./flight-track.worker.ts', import.meta.url), { type: 'module' });
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
      stop();
      if (e.data.ok) resolve(e.data.track);
      else reject(new Error(e.data.message));
    };
    worker.onerror = (e) => {
      stop();
      reject(new Error(e.message || 'The track file could not be read'));
    };
    worker.postMessage(url);
  });
}
