import { matcher, type DetectionStore, type RecordFilter } from './detection-store';
import { bucketEdges, bucketIndex, chooseUnit, edgesEnd, type BucketUnit } from './time-buckets';

export interface AggregateQuery extends RecordFilter {
  /** IANA zone the day and hour buckets follow (the viewer's, or UTC). */
  timeZone: string;
  maxBuckets?: number;
}

export interface ClassRow {
  className: string;
  total: number;
  /** Of all counts in the window (0..1). */
  share: number;
  /** Second half of the window against the first, as a ratio of change; null when the first half had none. */
  trend: number | null;
  /** The counts compared: first half (the baseline) and second half of the window. */
  firstHalf: number;
  secondHalf: number;
}

export interface SessionRow {
  sessionId: string;
  deviceId: string;
  total: number;
  first: number;
  last: number;
}

export interface Aggregate {
  unit: BucketUnit;
  /** Bucket starts (epoch ms) and the end of the last bucket. */
  edges: number[];
  end: number;
  /** Series order: the classes by total, largest first. */
  classes: string[];
  /** Per class (same order), the summed counts per bucket: both filters applied. */
  series: number[][];
  /** Counts and records after both filters. */
  total: number;
  records: number;
  /** Cross-filtering: classes ignore the class filter, sessions ignore the session filter, so either can be switched. */
  topClasses: ClassRow[];
  sessions: SessionRow[];
  devices: Array<{ deviceId: string; total: number }>;
}

/** Typed-array increment (indexes are in range by construction). */
const add = (a: Float64Array, i: number, n: number) => {
  a[i] = (a[i] as number) + n;
};

/** One pass over the store: time series by class, per session, per device, top classes with trend. */
export function aggregate(store: DetectionStore, q: AggregateQuery): Aggregate {
  const unit = chooseUnit(q.from, q.to, q.maxBuckets);
  const edges = bucketEdges(q.from, q.to, unit, q.timeZone);
  const end = edgesEnd(edges, unit, q.timeZone);
  const nb = edges.length;
  const inWindow = matcher(store, { from: q.from, to: q.to });
  const clsId = q.className === undefined ? -1 : (store.classes.find(q.className) ?? -2);
  const sesId = q.sessionId === undefined ? -1 : (store.sessions.find(q.sessionId) ?? -2);
  const nc = store.classes.names.length;
  const ns = store.sessions.names.length;
  const series = Array.from({ length: nc }, () => new Float64Array(nb));
  const classTotal = new Float64Array(nc);
  const classHalf = [new Float64Array(nc), new Float64Array(nc)] as const;
  const sesTotal = new Float64Array(ns);
  const sesFirst = new Float64Array(ns).fill(Infinity);
  const sesLast = new Float64Array(ns).fill(-Infinity);
  const sesDevice = new Int32Array(ns).fill(-1);
  const devTotal = new Float64Array(store.devices.names.length);
  const mid = q.from + (q.to - q.from) / 2;
  let total = 0;
  let records = 0;

  for (let i = 0; i < store.size; i++) {
    if (!inWindow(i)) continue;
    const t = store.ts[i] as number;
    const c = store.cls[i] as number;
    const s = store.session[i] as number;
    const n = store.count[i] as number;
    const sesOk = sesId === -1 || s === sesId;
    const clsOk = clsId === -1 || c === clsId;
    if (sesOk) {
      add(classTotal, c, n);
      add(classHalf[t < mid ? 0 : 1], c, n);
    }
    if (clsOk) {
      add(sesTotal, s, n);
      if (t < (sesFirst[s] as number)) sesFirst[s] = t;
      if (t > (sesLast[s] as number)) sesLast[s] = t;
      sesDevice[s] = store.device[i] as number;
    }
    if (sesOk && clsOk) {
      add(devTotal, store.device[i] as number, n);
      total += n;
      records++;
      const b = bucketIndex(edges, t, end);
      if (b >= 0) add(series[c] as Float64Array, b, n);
    }
  }

  const order = [...classTotal.keys()]
    .filter((c) => (classTotal[c] as number) > 0)
    .sort((a, b) => (classTotal[b] as number) - (classTotal[a] as number));
  const grand = order.reduce((s, c) => s + (classTotal[c] as number), 0);
  const topClasses = order.map((c) => {
    const [a, b] = [classHalf[0][c] as number, classHalf[1][c] as number];
    return {
      className: store.classes.names[c] ?? '',
      total: classTotal[c] as number,
      share: grand ? (classTotal[c] as number) / grand : 0,
      trend: a > 0 ? (b - a) / a : null,
      firstHalf: a,
      secondHalf: b,
    };
  });
  const seriesOrder = clsId >= 0 ? order.filter((c) => c === clsId) : order;
  const sessions: SessionRow[] = [];
  for (let s = 0; s < ns; s++) {
    if (!((sesTotal[s] as number) > 0)) continue;
    sessions.push({
      sessionId: store.sessions.names[s] ?? '',
      deviceId: store.devices.names[sesDevice[s] as number] ?? '',
      total: sesTotal[s] as number,
      first: sesFirst[s] as number,
      last: sesLast[s] as number,
    });
  }
  sessions.sort((a, b) => a.first - b.first);
  const devices = store.devices.names.map((deviceId, d) => ({ deviceId, total: devTotal[d] as number })).filter((d) => d.total > 0);
  return {
    unit,
    edges,
    end,
    classes: seriesOrder.map((c) => store.classes.names[c] ?? ''),
    series: seriesOrder.map((c) => Array.from(series[c] as Float64Array)),
    total,
    records,
    topClasses,
    sessions,
    devices,
  };
}

/**
 * Summed counts per bucket of `edges`, with every record moved by `shift` ms first: the second
 * line of a comparison (another device on the same range, or another range laid over this one).
 */
export function bucketTotals(store: DetectionStore, f: RecordFilter, edges: readonly number[], end: number, shift = 0): number[] {
  const out = new Float64Array(edges.length);
  const match = matcher(store, f);
  for (let i = 0; i < store.size; i++) {
    if (!match(i)) continue;
    const b = bucketIndex(edges, (store.ts[i] as number) + shift, end);
    if (b >= 0) add(out, b, store.count[i] as number);
  }
  return Array.from(out);
}

/** The aggregated top-classes table as rows for CSV. */
export function topClassesRows(rows: readonly ClassRow[]): Array<[string, number, string, string]> {
  return rows.map((r) => [r.className, r.total, (r.share * 100).toFixed(1), r.trend === null ? '' : (r.trend * 100).toFixed(1)]);
}
export const TOP_CLASSES_HEADER = ['class_name', 'count', 'share_percent', 'trend_percent'] as const;
