import { ApiError } from '@/lib/api/api-error';
import { reportReachable } from '@/lib/api/connectivity';
import { workerFailure } from '@/lib/api/worker-failure';
import type { AggregateQuery } from '../utils/aggregate';
import type { RecordFilter } from '../utils/detection-store';
import type {
  AggregateResult,
  CompareRequest,
  ExportFormat,
  FetchAuth,
  FramesResult,
  LoadProgress,
  ScopeRequest,
  WorkerRequest,
  WorkerResponse,
} from './protocol';

type Answer = AggregateResult | FramesResult | string;
type Pending = { resolve: (v: Answer) => void; reject: (e: Error) => void };
type Loading = { resolve: (p: LoadProgress) => void; reject: (e: Error) => void; onProgress: (p: LoadProgress) => void };

export class LoadCancelled extends Error {
  constructor() {
    super('Loading was cancelled.');
    // A cancel, like an aborted fetch: describeError and the error report know it by this name.
    this.name = 'AbortError';
  }
}

/** The smallest surface of a `Worker` the client uses (a fake in tests). */
export type WorkerPort = Pick<Worker, 'postMessage' | 'terminate'> & {
  onmessage: ((e: MessageEvent<WorkerResponse>) => void) | null;
  /** Typed as the DOM types it; a script that cannot be fetched fires a plain `Event` (no message). */
  onerror?: ((e: ErrorEvent) => void) | null;
};

/** The page's handle on its worker: scopes loaded by the worker, promised answers. */
export class AnalyticsWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly loading = new Map<number, Loading>();
  private port: WorkerPort | null = null;
  private stopped = false;

  /** Starts the worker at once (its script loads while the page renders); `start` again after it is lost. */
  constructor(private readonly start: () => WorkerPort) {
    this.worker();
  }

  static create(): AnalyticsWorkerClient {
    return new AnalyticsWorkerClient(() => new Worker(new URL('./analytics.worker.ts', import.meta.url), { type: 'module' }));
  }

  private worker(): WorkerPort {
    if (this.stopped) throw new Error('The analytics worker was stopped.');
    if (this.port) return this.port;
    const port = this.start();
    port.onmessage = (e: MessageEvent<WorkerResponse>) => this.receive(e.data);
    // An error at the worker's level (its script got no answer, or it crashed): what it held is
    // gone, so everything waiting fails now instead of loading forever; the next call starts a new one.
    port.onerror = (e) => {
      e.preventDefault();
      if (this.port === port) this.port = null;
      port.terminate();
      this.failAll(workerFailure(e, 'The analytics worker stopped'));
    };
    this.port = port;
    return port;
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) p.reject(err);
    for (const l of this.loading.values()) l.reject(err);
    this.pending.clear();
    this.loading.clear();
  }

  private receive(msg: WorkerResponse): void {
    if (msg.type === 'progress') {
      const l = this.loading.get(msg.id);
      if (!l) return;
      l.onProgress(msg.progress);
      if (!msg.end) return;
      this.loading.delete(msg.id);
      if (msg.end.status === 'done') l.resolve(msg.progress);
      else if (msg.end.status === 'cancelled') l.reject(new LoadCancelled());
      else {
        // No answer to the worker's fetch: the shell says "offline" and probes until it is back.
        if (msg.end.error.code === 'NETWORK') reportReachable(false);
        l.reject(new ApiError(msg.end.error.status, msg.end.error.code, msg.end.error.message));
      }
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.value);
    else p.reject(new Error(msg.error));
  }

  private ask<T extends Answer>(req: WorkerRequest & { id: number }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const worker = this.worker();
      this.pending.set(req.id, { resolve: resolve as Pending['resolve'], reject });
      worker.postMessage(req);
    });
  }

  /**
   * Has the worker fetch the pages of `scope` it does not hold yet (none when it holds them all).
   * Resolves with the final progress; rejects with `LoadCancelled` on abort, or the service's
   * `ApiError` (a 401 among them: re-sign-in and call again, the worker keeps what it fetched).
   */
  load(
    scope: string,
    request: ScopeRequest,
    auth: FetchAuth,
    onProgress: (p: LoadProgress) => void,
    signal: AbortSignal,
  ): Promise<LoadProgress> {
    const id = this.nextId++;
    return new Promise<LoadProgress>((resolve, reject) => {
      if (signal.aborted) return reject(new LoadCancelled());
      const worker = this.worker();
      const onAbort = () => worker.postMessage({ type: 'cancel', id } satisfies WorkerRequest);
      signal.addEventListener('abort', onAbort, { once: true });
      const done = () => signal.removeEventListener('abort', onAbort);
      this.loading.set(id, {
        onProgress,
        resolve: (p) => (done(), resolve(p)),
        reject: (e) => (done(), reject(e)),
      });
      worker.postMessage({ type: 'load', id, scope, request, auth } satisfies WorkerRequest);
    });
  }

  aggregate(scope: string, query: AggregateQuery, compare?: CompareRequest): Promise<AggregateResult> {
    return this.ask({ type: 'aggregate', id: this.nextId++, scope, query, compare });
  }

  frames(scope: string, filter: RecordFilter, limit: number): Promise<FramesResult> {
    return this.ask({ type: 'frames', id: this.nextId++, scope, filter, limit });
  }

  exportText(scope: string, format: ExportFormat, query: AggregateQuery): Promise<string> {
    return this.ask({ type: 'export', id: this.nextId++, scope, format, query });
  }

  terminate(): void {
    this.stopped = true;
    this.port?.terminate();
    this.port = null;
    this.failAll(new Error('The analytics worker was stopped.'));
  }
}
