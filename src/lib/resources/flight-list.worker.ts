/// <reference lib="webworker" />
import { parseFlightListText } from './flight-view';

/**
 * Parses a flight list body off the main thread. The views go back in chunks, so the main
 * thread's structured-clone of 100,000 objects is several short tasks rather than one long one.
 */
export type FlightListWorkerReply =
  { kind: 'chunk'; items: unknown[] } | { kind: 'done'; total: number } | { kind: 'error'; message: string };

const CHUNK = 2_000;
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<ArrayBuffer>) => {
  try {
    const items = parseFlightListText(new TextDecoder().decode(e.data));
    for (let i = 0; i < items.length; i += CHUNK) scope.postMessage({ kind: 'chunk', items: items.slice(i, i + CHUNK) });
    scope.postMessage({ kind: 'done', total: items.length } satisfies FlightListWorkerReply);
  } catch (err) {
    scope.postMessage({ kind: 'error', message: err instanceof Error ? err.message : String(err) } satisfies FlightListWorkerReply);
  }
};
