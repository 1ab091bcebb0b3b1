import { aggregate, bucketTotals, TOP_CLASSES_HEADER, topClassesRows } from '../utils/aggregate';
import { detectionsToCsv, detectionsToJson, toCsv } from '../utils/csv';
import { countRecords, DetectionStore, selectRecords } from '../utils/detection-store';
import type { AggregateResult, FramesResult, WorkerRequest, WorkerResponse } from './protocol';

/**
 * What the worker does, without the worker: one store per scope, filled page by page as pages
 * arrive, and queried for aggregates, frames and exports. Pure, so the Node benchmark runs the
 * same code in a worker thread.
 */
export function createAnalyticsEngine() {
  const stores = new Map<string, DetectionStore>();
  const storeOf = (scope: string) => {
    let s = stores.get(scope);
    if (!s) stores.set(scope, (s = new DetectionStore()));
    return s;
  };

  function answer(req: Exclude<WorkerRequest, { type: 'append' | 'reset' }>): AggregateResult | FramesResult | string {
    const store = storeOf(req.scope);
    switch (req.type) {
      case 'aggregate': {
        const started = performance.now();
        const a = aggregate(store, req.query);
        const compare = req.compare
          ? bucketTotals(storeOf(req.compare.scope), req.compare.filter, a.edges, a.end, req.compare.shift)
          : undefined;
        return { ...a, compare, ms: performance.now() - started };
      }
      case 'frames':
        return { records: [...selectRecords(store, req.filter, req.limit)], total: countRecords(store, req.filter) };
      case 'export':
        if (req.format === 'table-csv') return toCsv(TOP_CLASSES_HEADER, topClassesRows(aggregate(store, req.query).topClasses));
        return req.format === 'csv' ? detectionsToCsv(selectRecords(store, req.query)) : detectionsToJson(selectRecords(store, req.query));
    }
  }

  return {
    handle(req: WorkerRequest): WorkerResponse | null {
      if (req.type === 'append') {
        storeOf(req.scope).append(req.records);
        return null;
      }
      if (req.type === 'reset') {
        stores.delete(req.scope);
        return null;
      }
      try {
        return { id: req.id, ok: true, value: answer(req) };
      } catch (e) {
        return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) };
      }
    },
  };
}
