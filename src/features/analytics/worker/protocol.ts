import type { Aggregate, AggregateQuery } from '../utils/aggregate';
import type { Detection } from '../utils/detection';
import type { RecordFilter } from '../utils/detection-store';

/** A second line on the same axis: another scope's totals, moved by `shift` ms onto this one's time. */
export interface CompareRequest {
  scope: string;
  filter: RecordFilter;
  shift: number;
}

export type ExportFormat = 'csv' | 'json' | 'table-csv';

/** One device over one closed time range (epoch ms), as the service pages it. */
export interface ScopeRequest {
  deviceId: string;
  from: number;
  to: number;
}

/**
 * What the worker needs to fetch pages itself: the service's base URL and the analytics area's
 * auth header. The header goes only into request headers, never into a URL or a message back.
 */
export interface FetchAuth {
  baseUrl: string;
  headers: Record<string, string>;
}

export interface LoadProgress {
  pagesLoaded: number;
  /** Known after the first page. */
  totalPages: number | null;
  records: number;
}

export type WorkerRequest =
  | { type: 'load'; id: number; scope: string; request: ScopeRequest; auth: FetchAuth; concurrency?: number }
  | { type: 'cancel'; id: number }
  | { type: 'aggregate'; id: number; scope: string; query: AggregateQuery; compare?: CompareRequest }
  | { type: 'frames'; id: number; scope: string; filter: RecordFilter; limit: number }
  | { type: 'export'; id: number; scope: string; format: ExportFormat; query: AggregateQuery };

export interface AggregateResult extends Aggregate {
  /** Totals per bucket of the compared scope, when asked. */
  compare?: number[];
  /** Worker time spent, ms. */
  ms: number;
}

export interface FramesResult {
  records: Detection[];
  total: number;
}

/** How a load ended. `failed` carries the service's error (status 401: re-sign-in, then load again). */
export type LoadEnd =
  { status: 'done' } | { status: 'cancelled' } | { status: 'failed'; error: { status: number; code: string; message: string } };

export type WorkerResponse =
  | { type: 'answer'; id: number; ok: true; value: AggregateResult | FramesResult | string }
  | { type: 'answer'; id: number; ok: false; error: string }
  /** While a load runs (throttled), and once at its end with `end`. */
  | { type: 'progress'; id: number; progress: LoadProgress; end?: LoadEnd };
