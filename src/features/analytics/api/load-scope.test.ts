import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_KEYS } from '@/lib/contract/analytics';
import { analyticsApi } from '@/lib/api/clients';
import { LoadCancelled, loadScope } from './load-scope';

const scope = { deviceId: 'd1', from: 0, to: 1000 };
const row = (i: number) => ['person', 1, 'd1', i, 'm', 's', 'f.mp4', new Date(i).toISOString()];

function fakePages(total: number, inFlight: { now: number; max: number }) {
  const spy = vi.spyOn(analyticsApi, 'request').mockImplementation(async (path: string) => {
    const page = Number(path.split('/').at(-1));
    inFlight.now++;
    inFlight.max = Math.max(inFlight.max, inFlight.now);
    await new Promise((r) => setTimeout(r, 2));
    inFlight.now--;
    return { keys: [...ANALYTICS_KEYS], total_num_pages: total, data: [row(page)] };
  });
  return spy;
}

afterEach(() => vi.restoreAllMocks());

describe('loadScope', () => {
  it('loads every page, at most `concurrency` at a time, reports progress, and caches per scope', async () => {
    const inFlight = { now: 0, max: 0 };
    const spy = fakePages(10, inFlight);
    const qc = new QueryClient();
    const seen: number[] = [];
    const progress: number[] = [];
    const done = await loadScope(qc, scope, {
      signal: new AbortController().signal,
      concurrency: 3,
      onRecords: (r) => seen.push(...r.map((d) => d.frameNumber)),
      onProgress: (p) => progress.push(p.pagesLoaded),
    });
    expect(done).toEqual({ pagesLoaded: 10, totalPages: 10, records: 10 });
    expect(seen.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(inFlight.max).toBe(3);
    expect(progress.at(-1)).toBe(10);
    expect(spy).toHaveBeenCalledTimes(10);
    await loadScope(qc, scope, { signal: new AbortController().signal, onRecords: () => {}, onProgress: () => {} });
    expect(spy).toHaveBeenCalledTimes(10);
  });

  it('stops on cancel', async () => {
    const spy = fakePages(50, { now: 0, max: 0 });
    const ac = new AbortController();
    const run = loadScope(new QueryClient(), scope, {
      signal: ac.signal,
      concurrency: 2,
      onRecords: () => {},
      onProgress: (p) => {
        if (p.pagesLoaded >= 3) ac.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(LoadCancelled);
    expect(spy.mock.calls.length).toBeLessThan(10);
  });
});
