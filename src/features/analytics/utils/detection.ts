import {
  ANALYTICS_KEYS,
  type AnalyticsBiPage,
  type AnalyticsCompactPage,
  type AnalyticsKey,
  type AnalyticsRecord,
} from '@/lib/contract/analytics';

/** The one record type the analytics module works with, whichever form the service answered in. */
export interface Detection {
  className: string;
  count: number;
  deviceId: string;
  frameNumber: number;
  modelId: string;
  sessionId: string;
  sourceFileName: string;
  /** Epoch ms (UTC). */
  ts: number;
}

type Cell = string | number | null | undefined;

/** ISO 8601 or epoch ms (number or digits): the spec's double spelling of dates. */
export function parseTimestamp(value: Cell): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value === '') return Number.NaN;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return Date.parse(value);
}

const str = (v: Cell) => (v === null || v === undefined ? '' : String(v));
const num = (v: Cell) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};

function fromCells(get: (k: AnalyticsKey) => Cell): Detection | null {
  const ts = parseTimestamp(get('timestamp'));
  if (!Number.isFinite(ts)) return null;
  return {
    className: str(get('class_name')),
    count: num(get('count')),
    deviceId: str(get('device_id')),
    frameNumber: num(get('frame_number')),
    modelId: str(get('model_id')),
    sessionId: str(get('session_id')),
    sourceFileName: str(get('source_file_name')),
    ts,
  };
}

/** Reads a compact page by its own `keys` (column order is never assumed; unknown columns are ignored). */
export function readCompactPage(page: Pick<AnalyticsCompactPage, 'keys' | 'data'>): Detection[] {
  const index = new Map(page.keys.map((k, i) => [k, i]));
  const out: Detection[] = [];
  for (const row of page.data) {
    const d = fromCells((k) => {
      const i = index.get(k);
      return i === undefined ? undefined : row[i];
    });
    if (d) out.push(d);
  }
  return out;
}

/** Reads a BI page (one object per record); lenient about extra fields and epoch-ms timestamps. */
export function readBiPage(page: { data: ReadonlyArray<Partial<Record<AnalyticsKey, Cell>>> } | AnalyticsBiPage): Detection[] {
  const out: Detection[] = [];
  for (const rec of page.data as ReadonlyArray<Partial<Record<AnalyticsKey, Cell>>>) {
    const d = fromCells((k) => rec[k]);
    if (d) out.push(d);
  }
  return out;
}

/** Back to the interface's BI record: its field names, the timestamp as ISO 8601 UTC. */
export function toBiRecord(d: Detection): AnalyticsRecord {
  return {
    class_name: d.className,
    count: d.count,
    device_id: d.deviceId,
    frame_number: d.frameNumber,
    model_id: d.modelId,
    session_id: d.sessionId,
    source_file_name: d.sourceFileName,
    timestamp: new Date(d.ts).toISOString(),
  };
}

export const BI_FIELDS: readonly AnalyticsKey[] = ANALYTICS_KEYS;
