import type { AggregateQuery } from '../utils/aggregate';
import type { Detection } from '../utils/detection';
import type { RecordFilter } from '../utils/detection-store';
import type { AggregateResult, CompareRequest, ExportFormat, FramesResult, WorkerRequest, WorkerResponse } from './protocol';

type Pending = { resolve: (v: AggregateResult | FramesResult | string) => void; reject: (e: Error) => void };

/** The page's handle on its worker: fire-and-forget appends, promised answers. */
export class AnalyticsWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly worker: Worker) {
    worker.onmessage = (e: MessageEvent<WorkerResponse>) => {
      const p = this.pending.get(e.data.id);
      if (!p) return;
      this.pending.delete(e.data.id);
      if (e.data.ok) p.resolve(e.data.value);
      else p.reject(new Error(e.data.error));
    };
  }

  static create(): AnalyticsWorkerClient {
    return new AnalyticsWorkerClient(new Worker(new URL('./analytics.worker.ts', import.meta.url), { type: 'module' }));
  }

  private ask<T extends AggregateResult | FramesResult | string>(req: WorkerRequest & { id: number }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.set(req.id, { resolve: resolve as Pending['resolve'], reject });
      this.worker.postMessage(req);
    });
  }

  append(scope: string, records: Detection[]): void {
    this.worker.postMessage({ type: 'append', scope, records } satisfies WorkerRequest);
  }

  reset(scope: string): void {
    this.worker.postMessage({ type: 'reset', scope } satisfies WorkerRequest);
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
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(new Error('The analytics worker was stopped.'));
    this.pending.clear();
  }
}
