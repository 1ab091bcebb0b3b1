import type { QueryClient } from '@tanstack/react-query';
import { analyticsKeys, analyticsPageQueryOptions, type AnalyticsScope } from '@/lib/resources/analytics';
import { readCompactPage, type Detection } from '../utils/detection';

export interface LoadProgress {
  pagesLoaded: number;
  /** Known after the first page. */
  totalPages: number | null;
  records: number;
}

export interface LoadOptions {
  signal: AbortSignal;
  /** Pages in flight at once after the first. */
  concurrency?: number;
  onRecords: (records: Detection[], page: number) => void;
  onProgress: (p: LoadProgress) => void;
}

export class LoadCancelled extends Error {
  constructor() {
    super('Loading was cancelled.');
  }
}

/**
 * Pages through one scope until `total_num_pages`: page 1 first (it says how many there are),
 * then `concurrency` pages at a time. Each page goes through the query cache under the resource's
 * key, so a scope seen before comes back without a request. Cancelling stops new pages and cancels
 * the ones in flight.
 */
export async function loadScope(queryClient: QueryClient, scope: AnalyticsScope, opts: LoadOptions): Promise<LoadProgress> {
  const { signal, concurrency = 4 } = opts;
  const onAbort = () => void queryClient.cancelQueries({ queryKey: analyticsKeys.pages('compact', scope) });
  signal.addEventListener('abort', onAbort, { once: true });
  const progress: LoadProgress = { pagesLoaded: 0, totalPages: null, records: 0 };
  const fetchPage = async (page: number) => {
    if (signal.aborted) throw new LoadCancelled();
    const data = await queryClient.fetchQuery(analyticsPageQueryOptions(scope, page));
    if (signal.aborted) throw new LoadCancelled();
    const records = readCompactPage(data);
    progress.pagesLoaded++;
    progress.records += records.length;
    opts.onRecords(records, page);
    return data.total_num_pages;
  };
  try {
    progress.totalPages = await fetchPage(1);
    opts.onProgress({ ...progress });
    let next = 2;
    const total = progress.totalPages;
    const lane = async () => {
      while (next <= total) {
        await fetchPage(next++);
        opts.onProgress({ ...progress });
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(0, total - 1)) }, lane));
    return progress;
  } catch (e) {
    if (signal.aborted) throw new LoadCancelled();
    throw e;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
