import type { FlightListWorkerReply } from './flight-list.worker';
import { parseFlightListText, type FlightView } from './flight-view';

/** Below this many bytes a worker costs more than it saves (about 1,000 logs). */
const WORKER_MIN_BYTES = 512 * 1024;

/**
 * A flight list body into views: in a Web Worker when the body is big and the browser has
 * workers (the company list of 100,000 logs is ~60 MB of JSON), on this thread otherwise.
 */
export function parseFlightList(body: ArrayBuffer, signal?: AbortSignal): Promise<FlightView[]> {
  if (typeof Worker === 'undefined' || body.byteLength < WORKER_MIN_BYTES) {
    return Promise.resolve(parseFlightListText(new TextDecoder().decode(body)));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./flight-list.worker.ts', import.meta.url), { type: 'module' });
    const items: FlightView[] = [];
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (e: MessageEvent<FlightListWorkerReply>) => {
      const m = e.data;
      if (m.kind === 'chunk') for (const it of m.items as FlightView[]) items.push(it);
      else if (m.kind === 'done') {
        stop();
        resolve(items);
      } else {
        stop();
        reject(new Error(m.message));
      }
    };
    worker.onerror = (e) => {
      stop();
      reject(new Error(e.message || 'The flight list could not be read'));
    };
    worker.postMessage(body, [body]);
  });
}
