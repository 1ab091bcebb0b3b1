import { ApiError, errorFromResponse } from '@/lib/api/api-error';
import { reportReachable, serviceAnswered } from '@/lib/api/connectivity';
import { workerFailure } from '@/lib/api/worker-failure';
import { readFlightList, type FlightListReply, type FlightListRequest } from './flight-list-protocol';
import { FlightListStore, type FlightListSort, type FlightListSummary } from './flight-list-store';
import type { FlightView } from './flight-view-normalise';

export interface FlightListState {
  /** Rows parsed so far (grows while the body downloads). */
  count: number;
  done: boolean;
  /** Totals and picker values of the whole list, once it is complete. */
  summary: FlightListSummary | undefined;
  error: string | undefined;
}

/**
 * A flight list held where it was parsed (the list worker for big lists): screens subscribe to
 * its state and ask for windows of rows, never for the whole list.
 */
export interface FlightList {
  getState(): FlightListState;
  subscribe(listener: () => void): () => void;
  rows(start: number, end: number, sort: FlightListSort): Promise<FlightView[]>;
  ids(start: number, end: number, sort: FlightListSort): Promise<string[]>;
  present(ids: readonly string[]): Promise<string[]>;
  takeOffsGeoJson(): Promise<string>;
  /** Stops loading and frees the list. */
  dispose(): void;
}

abstract class ListBase {
  protected state: FlightListState = { count: 0, done: false, summary: undefined, error: undefined };
  private listeners = new Set<() => void>();
  getState = (): FlightListState => this.state;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  protected set(patch: Partial<FlightListState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }
}

/** The list in this thread: where there are no workers (tests, old browsers). */
class LocalFlightList extends ListBase implements FlightList {
  private store = new FlightListStore();
  constructor(body: Promise<ArrayBuffer>) {
    super();
    body
      .then((buf) => readFlightList([new Uint8Array(buf)], (views) => this.store.add(views)))
      .then(() => this.set({ count: this.store.count, done: true, summary: this.store.summary() }))
      .catch((err: unknown) => this.set({ error: err instanceof Error ? err.message : String(err) }));
  }
  rows = async (start: number, end: number, sort: FlightListSort) => this.store.rows(start, end, sort);
  ids = async (start: number, end: number, sort: FlightListSort) => this.store.ids(start, end, sort);
  present = async (ids: readonly string[]) => this.store.present(ids);
  takeOffsGeoJson = async () => this.store.takeOffsGeoJson();
  dispose(): void {}
}

type Question = Extract<FlightListRequest, { req: number }>;
type Ask = Question extends infer Q ? (Q extends Question ? Omit<Q, 'req' | 'list'> : never) : never;
type Pending = { resolve: (v: never) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
let nextId = 1;
const lists = new Map<number, WeakRef<WorkerFlightList>>();
const pending = new Map<number, Pending>();
/** A list the page forgot (the query cache let it go) is freed in the worker too. */
const freed = new FinalizationRegistry<number>((list) => send({ kind: 'drop', list }));

function send(m: FlightListRequest, transfer: Transferable[] = []): void {
  theWorker().postMessage(m, transfer);
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./flight-list.worker.ts', import.meta.url), { type: 'module' });
  worker = w;
  // An error at the worker's level: its script did not load (the service did not answer, as when
  // the logbook is opened while it is down) or it crashed. Nothing it holds will answer, so every
  // list and question fails now instead of loading forever; the next list starts a new worker.
  w.onerror = (e) => {
    e.preventDefault();
    if (worker === w) worker = null;
    w.terminate();
    const err = workerFailure(e, 'The flight list stopped loading');
    for (const ref of [...lists.values()]) ref.deref()?.lost(err);
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  w.onmessage = (e: MessageEvent<FlightListReply>) => {
    const m = e.data;
    if (m.kind === 'answer' || m.kind === 'failed') {
      const p = pending.get(m.req);
      pending.delete(m.req);
      if (m.kind === 'answer') p?.resolve(m.value as never);
      else p?.reject(new Error(m.message));
      return;
    }
    lists.get(m.list)?.deref()?.onReply(m);
  };
  return worker;
}

/** What an unsuccessful answer (or none: status 0) means, as the page's API clients would say it. */
function headError(m: Extract<FlightListReply, { kind: 'head' }>): ApiError {
  if (m.status === 0) return new ApiError(0, 'NETWORK', 'Cannot reach the service.');
  let body: unknown = m.errorBody;
  try {
    body = JSON.parse(m.errorBody ?? '');
  } catch {
    /* not JSON: the text itself */
  }
  return errorFromResponse(m.status, body, m.statusText);
}

class WorkerFlightList extends ListBase implements FlightList {
  readonly id = nextId++;
  /** Settles when the answer's status is known: rejects with an `ApiError` for an error status or no answer. */
  readonly opened: Promise<void>;
  private onHead: (m: Extract<FlightListReply, { kind: 'head' }>) => void = () => undefined;
  private onDispose: () => void = () => undefined;
  private failOpen: (err: Error) => void = () => undefined;
  constructor(source: Response | { url: string; headers: Record<string, string> }) {
    super();
    lists.set(this.id, new WeakRef(this));
    freed.register(this, this.id, this);
    if (!(source instanceof Response)) {
      this.opened = new Promise((resolve, reject) => {
        this.onDispose = () => reject(new DOMException('Aborted', 'AbortError'));
        this.failOpen = reject;
        this.onHead = (m) => {
          this.failOpen = () => undefined;
          // As the page's own requests do (http.ts): the shell shows "offline" and, while it is,
          // probes the service and refetches failed screens once it answers.
          reportReachable(serviceAnswered(m.status));
          if (m.status >= 200 && m.status < 300) return resolve();
          // The service's answer first: disposing rejects with an abort, which must not win
          // (a 401 would then not re-sign-in, and no answer would not be retried).
          reject(headError(m));
          this.dispose();
        };
      });
      send({ kind: 'fetch', list: this.id, url: source.url, headers: source.headers });
      return;
    }
    this.opened = Promise.resolve();
    const res = source;
    const stream = res.body;
    try {
      if (!stream) throw new Error('no body stream');
      send({ kind: 'load', list: this.id, stream }, [stream as unknown as Transferable]);
    } catch {
      // Streams are not transferable here (Safari): the bytes, once downloaded.
      res.arrayBuffer().then(
        (body) => send({ kind: 'load', list: this.id, body }, [body]),
        (err: unknown) => this.set({ error: err instanceof Error ? err.message : String(err) }),
      );
    }
  }
  onReply(m: Extract<FlightListReply, { list: number }>): void {
    if (m.kind === 'head') this.onHead(m);
    else if (m.kind === 'progress') this.set({ count: m.count });
    else if (m.kind === 'done') this.set({ count: m.count, done: true, summary: m.summary });
    else this.set({ error: m.message });
  }
  /** Its worker is gone: fail now (the list is not in any worker any more, so nothing to drop). */
  lost(err: Error): void {
    freed.unregister(this);
    lists.delete(this.id);
    // Not opened yet: the query sees the failure (a network error is retried); opened: the list says it.
    this.failOpen(err);
    this.set({ error: err.message });
  }
  private ask<T>(m: Ask): Promise<T> {
    const req = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(req, { resolve: resolve as (v: never) => void, reject });
      send({ ...m, list: this.id, req } as Question);
    });
  }
  rows = (start: number, end: number, sort: FlightListSort) => this.ask<FlightView[]>({ kind: 'rows', start, end, sort });
  ids = (start: number, end: number, sort: FlightListSort) => this.ask<string[]>({ kind: 'ids', start, end, sort });
  present = (ids: readonly string[]) => this.ask<string[]>({ kind: 'present', ids: [...ids] });
  takeOffsGeoJson = () => this.ask<string>({ kind: 'takeOffs' });
  dispose(): void {
    this.onDispose();
    freed.unregister(this);
    lists.delete(this.id);
    send({ kind: 'drop', list: this.id });
  }
}

/** Starts the list worker (its script loads while the list request is on its way). */
export function warmFlightListWorker(): void {
  if (typeof Worker !== 'undefined') theWorker();
}

/**
 * A list the list worker downloads and parses itself (`url` with its auth `headers`), once its
 * answer is a success; an error status rejects with the service's `ApiError`. Workers only.
 */
export async function fetchFlightListInWorker(url: string, headers: Record<string, string>, signal?: AbortSignal): Promise<FlightList> {
  const list = new WorkerFlightList({ url, headers });
  signal?.addEventListener('abort', () => list.dispose(), { once: true });
  await list.opened;
  return list;
}

/** A list body into a `FlightList`: parsed in the shared list worker as it downloads, or here without workers. */
export function openFlightList(res: Response): FlightList {
  if (typeof Worker === 'undefined') return new LocalFlightList(res.arrayBuffer());
  return new WorkerFlightList(res);
}
