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

export type WorkerRequest =
  | { type: 'append'; scope: string; records: Detection[] }
  | { type: 'reset'; scope: string }
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

export type WorkerResponse =
  { id: number; ok: true; value: AggregateResult | FramesResult | string } | { id: number; ok: false; error: string };
