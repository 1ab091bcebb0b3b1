import type { FlightListSort, FlightListSummary } from './flight-list-store';
import { FlightListSplitter } from './flight-list-splitter';
import { JsonAsciiEscaper } from './json-ascii-escaper';
import { normaliseFlightItemInPlace, type FlightView } from './flight-view-normalise';
import { nextTask } from '@/lib/next-task';

/** Messages between a page and the flight list worker. `list` names one loaded list, `req` one question. */
export type FlightListRequest =
  | { kind: 'load'; list: number; stream?: ReadableStream<Uint8Array>; body?: ArrayBuffer }
  /** The worker fetches the list itself: the body never passes through the page's thread. */
  | { kind: 'fetch'; list: number; url: string; headers: Record<string, string> }
  | { kind: 'drop'; list: number }
  | { kind: 'rows'; list: number; req: number; start: number; end: number; sort: FlightListSort }
  | { kind: 'ids'; list: number; req: number; start: number; end: number; sort: FlightListSort }
  | { kind: 'present'; list: number; req: number; ids: string[] }
  | { kind: 'takeOffs'; list: number; req: number };

export type FlightListReply =
  /** A `fetch` load's answer arrived: its status, and the error body when it is not 2xx (status 0: no answer). */
  | { kind: 'head'; list: number; status: number; statusText: string; errorBody?: string }
  | { kind: 'progress'; list: number; count: number }
  | { kind: 'done'; list: number; count: number; summary: FlightListSummary }
  | { kind: 'error'; list: number; message: string }
  | { kind: 'answer'; req: number; value: FlightView[] | string[] | string }
  | { kind: 'failed'; req: number; message: string };

/** Parsing between two returns to the worker's task queue, where its messages wait. */
const SLICE_MS = 16;

/**
 * Reads a list body chunk by chunk into views, calling `onViews` with each batch as soon as it
 * is complete (the first rows of 100,000 are on screen while the rest downloads). Returns to the
 * task queue every SLICE_MS, and stops there once `isCancelled()`.
 */
export async function readFlightList(
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  onViews: (views: FlightView[]) => void,
  isCancelled: () => boolean = () => false,
): Promise<void> {
  const splitter = new FlightListSplitter();
  // ASCII in, so every chunk decodes to a one-byte string (see JsonAsciiEscaper for why).
  const escaper = new JsonAsciiEscaper();
  const decoder = new TextDecoder();
  let index = 0;
  const emit = (raw: unknown[]) => {
    if (raw.length === 0) return;
    const views = new Array<FlightView>(raw.length);
    for (let k = 0; k < raw.length; k++) views[k] = normaliseFlightItemInPlace(raw[k], index++);
    onViews(views);
  };
  let slice = performance.now();
  for await (const chunk of chunks) {
    // A body that is already downloaded resolves every read as a microtask: the worker would not
    // see a message (a drop, a window of rows) until the whole list is parsed.
    if (performance.now() - slice > SLICE_MS) {
      await nextTask();
      slice = performance.now();
    }
    if (isCancelled()) return;
    emit(splitter.push(decoder.decode(escaper.push(chunk), { stream: true })));
  }
  emit(splitter.push(decoder.decode(escaper.finish())));
  emit(splitter.finish());
}

/** A ReadableStream as an async iterable (Chromium has `for await` on streams; Safari does not yet). */
export async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Stopped early (the list was dropped): stop the download too. Harmless after the end.
    void reader.cancel().catch(() => undefined);
  }
}
