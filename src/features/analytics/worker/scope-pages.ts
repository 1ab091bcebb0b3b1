import { buildUrl, httpRequest } from '@/lib/api/http';
import { AnalyticsCompactPageSchema, analyticsPagePath } from '@/lib/contract/analytics';
import { readCompactPage } from '../utils/detection';
import { DetectionStore } from '../utils/detection-store';
import type { FetchAuth, LoadProgress, ScopeRequest } from './protocol';

/** What the worker keeps of one scope: its records as columns and which pages they came from. */
export class ScopeEntry {
  readonly store = new DetectionStore();
  readonly pages = new Set<number>();
  totalPages: number | null = null;
  /** Loads running or queued; an entry with any is never evicted. */
  loads = 0;
  usedAt = 0;
  /** Loads of one scope run one after another, so a second one only fetches what the first did not. */
  queue: Promise<void> = Promise.resolve();

  progress(): LoadProgress {
    return { pagesLoaded: this.pages.size, totalPages: this.totalPages, records: this.store.size };
  }

  get complete(): boolean {
    return this.totalPages !== null && this.pages.size >= this.totalPages;
  }
}

export interface FillOptions {
  signal: AbortSignal;
  /** Pages in flight at once after the first. */
  concurrency: number;
  onPage: () => void;
}

const aborted = () => new DOMException('Loading was cancelled.', 'AbortError');

/**
 * Fetches the pages of a scope the entry does not hold yet: page 1 first when the page count is
 * unknown (it says how many there are), then `concurrency` at a time. Each page is parsed and
 * adapted here and only its columns are kept. Stops on abort (in-flight requests are aborted too).
 */
export async function fillScope(entry: ScopeEntry, request: ScopeRequest, auth: FetchAuth, opts: FillOptions): Promise<void> {
  // One failed page stops the other lanes too (their requests are aborted); the caller tells a
  // cancel from a failure by its own signal.
  const stop = new AbortController();
  const signal = stop.signal;
  const onAbort = () => stop.abort();
  opts.signal.addEventListener('abort', onAbort, { once: true });
  if (opts.signal.aborted) stop.abort();
  const fetchPage = async (page: number) => {
    if (signal.aborted) throw aborted();
    const url = buildUrl(auth.baseUrl, `/v1/analytics/${analyticsPagePath(request, page)}`);
    const data = await httpRequest(url, { headers: auth.headers, schema: AnalyticsCompactPageSchema, signal });
    if (signal.aborted) throw aborted();
    entry.totalPages = data.total_num_pages;
    if (!entry.pages.has(page)) {
      entry.store.append(readCompactPage(data));
      entry.pages.add(page);
    }
    opts.onPage();
  };
  const todo: number[] = [];
  let next = 0;
  const lane = async () => {
    while (next < todo.length) await fetchPage(todo[next++] as number);
  };
  try {
    if (entry.totalPages === null) await fetchPage(1);
    const total = entry.totalPages ?? 0;
    for (let p = 1; p <= total; p++) if (!entry.pages.has(p)) todo.push(p);
    await Promise.all(Array.from({ length: Math.min(opts.concurrency, todo.length) }, lane));
  } catch (e) {
    stop.abort();
    throw e;
  } finally {
    opts.signal.removeEventListener('abort', onAbort);
  }
}
