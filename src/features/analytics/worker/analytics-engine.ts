import { ApiError } from '@/lib/api/api-error';
import { aggregate, bucketTotals, TOP_CLASSES_HEADER, topClassesRows } from '../utils/aggregate';
import { detectionsToCsv, detectionsToJson, toCsv } from '../utils/csv';
import { countRecords, selectRecords } from '../utils/detection-store';
import type { AggregateResult, FramesResult, LoadEnd, WorkerRequest, WorkerResponse } from './protocol';
import { fillScope, ScopeEntry } from './scope-pages';

export interface EngineOptions {
  /** Scopes kept; the least recently used one without a running load goes first. */
  maxScopes?: number;
  /** At most one progress message per this many ms while a load runs (plus one at its end). */
  progressEveryMs?: number;
}

type Query = Extract<WorkerRequest, { type: 'aggregate' | 'frames' | 'export' }>;
type Load = Extract<WorkerRequest, { type: 'load' }>;

function failure(e: unknown): Extract<LoadEnd, { status: 'failed' }> {
  if (e instanceof ApiError) return { status: 'failed', error: { status: e.status, code: e.code, message: e.message } };
  return { status: 'failed', error: { status: 0, code: 'WORKER', message: e instanceof Error ? e.message : String(e) } };
}

/**
 * What the worker does, without the worker: it fetches and adapts the pages of each scope itself,
 * keeps them per scope as columns (the page's cache), and answers aggregates, frames and exports.
 * The page only sees progress and answers. `post` sends a message back to the page.
 */
export function createAnalyticsEngine(post: (msg: WorkerResponse) => void, options: EngineOptions = {}) {
  const { maxScopes = 8, progressEveryMs = 100 } = options;
  const scopes = new Map<string, ScopeEntry>();
  const running = new Map<number, AbortController>();
  let clock = 0;

  function entryOf(scope: string): ScopeEntry {
    let e = scopes.get(scope);
    if (!e) {
      scopes.set(scope, (e = new ScopeEntry()));
      const idle = [...scopes].filter(([k, v]) => k !== scope && v.loads === 0).sort((a, b) => a[1].usedAt - b[1].usedAt);
      for (let i = 0; scopes.size > maxScopes && i < idle.length; i++) scopes.delete((idle[i] as [string, ScopeEntry])[0]);
    }
    e.usedAt = ++clock;
    return e;
  }

  function load(req: Load): void {
    const entry = entryOf(req.scope);
    const ac = new AbortController();
    running.set(req.id, ac);
    entry.loads++;
    let last = -Infinity;
    const report = (end?: LoadEnd) => post({ type: 'progress', id: req.id, progress: entry.progress(), end });
    const run = async () => {
      try {
        if (!entry.complete) {
          await fillScope(entry, req.request, req.auth, {
            signal: ac.signal,
            concurrency: req.concurrency ?? 4,
            onPage: () => {
              if (performance.now() - last < progressEveryMs) return;
              last = performance.now();
              report();
            },
          });
        }
        report({ status: 'done' });
      } catch (e) {
        report(ac.signal.aborted ? { status: 'cancelled' } : failure(e));
      } finally {
        running.delete(req.id);
        entry.loads--;
      }
    };
    entry.queue = entry.queue.then(run);
  }

  function answer(req: Query): AggregateResult | FramesResult | string {
    const store = entryOf(req.scope).store;
    switch (req.type) {
      case 'aggregate': {
        const started = performance.now();
        const a = aggregate(store, req.query);
        const compare = req.compare
          ? bucketTotals(entryOf(req.compare.scope).store, req.compare.filter, a.edges, a.end, req.compare.shift)
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
    handle(req: WorkerRequest): void {
      if (req.type === 'load') return load(req);
      if (req.type === 'cancel') return void running.get(req.id)?.abort();
      try {
        post({ type: 'answer', id: req.id, ok: true, value: answer(req) });
      } catch (e) {
        post({ type: 'answer', id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
      }
    },
    /** Scopes held (for tests). */
    scopes: () => [...scopes.keys()],
  };
}
