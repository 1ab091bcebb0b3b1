import { useEffect, useMemo, useState } from 'react';
import type { AnalyticsScope } from '@/lib/resources/analytics';
import type { AggregateQuery } from '../utils/aggregate';
import { timeZoneOf, type AnalyticsSearch } from '../utils/analytics-search';
import { customRangeProblem, panWindow, previousWindow, resolveRange, type TimeWindow } from '../utils/time-range';
import type { AnalyticsWorkerClient } from '../worker/analytics-worker-client';
import type { CompareRequest } from '../worker/protocol';
import { useScopeLoad } from './use-scope-load';
import { useWorkerAnswer } from './use-worker-answer';

/** Review strip length: enough to trace a spike; the count says how many there are in all. */
const FRAMES_LIMIT = 5000;

/** From the URL to what the page shows: scopes loading into the worker, the aggregate, the frames. */
export function useAnalyticsView(worker: AnalyticsWorkerClient | null, search: AnalyticsSearch) {
  const [now] = useState(() => Date.now());
  const window = useMemo(
    () => resolveRange(search.range, { from: search.from, to: search.to }, now),
    [search.range, search.from, search.to, now],
  );
  const timeZone = timeZoneOf(search.tz);
  // A reversed custom range loads nothing (not the 30 days it falls back to): the bar says what to fix.
  const rangeProblem = customRangeProblem(search.range, { from: search.from, to: search.to });
  const scope: AnalyticsScope | null = search.device && !rangeProblem ? { deviceId: search.device, ...window } : null;
  const previous = previousWindow(window);
  const compareScope: AnalyticsScope | null = !scope
    ? null
    : search.compare === 'device' && search.compareDevice
      ? { deviceId: search.compareDevice, ...window }
      : search.compare === 'previous'
        ? { deviceId: scope.deviceId, from: previous.from, to: previous.to }
        : null;
  const main = useScopeLoad(worker, scope);
  const second = useScopeLoad(worker, compareScope);

  const [zoom, setZoom] = useState<TimeWindow | null>(null);
  useEffect(() => setZoom(null), [main.key]);
  const view = zoom ?? window;
  /** Moves a zoomed view along the loaded window (the buttons "Earlier" / "Later"). */
  const pan = (fraction: number) => setZoom((z) => (z ? panWindow(z, window, fraction) : z));
  const query: AggregateQuery = { from: view.from, to: view.to, timeZone, className: search.cls, sessionId: search.session };
  const shift = search.compare === 'previous' ? previous.shift : 0;
  const compare: CompareRequest | undefined = second.key
    ? { scope: second.key, filter: { from: view.from - shift, to: view.to - shift, className: search.cls }, shift }
    : undefined;

  const aggKey = JSON.stringify([main.key, main.version, second.version, query, compare]);
  const agg = useWorkerAnswer(
    worker && main.key
      ? () =>
          worker.aggregate(main.key as string, query, compare).then((a) => {
            // For bench:analytics: when an aggregate reached the page, of how many records, at what worker cost.
            performance.mark('analytics:aggregated', { detail: { records: a.records, ms: a.ms } });
            return a;
          })
      : null,
    aggKey,
  );
  const framesFilter = { from: view.from, to: view.to, className: search.cls, sessionId: search.session };
  const frames = useWorkerAnswer(
    worker && main.key && search.cls ? () => worker.frames(main.key as string, framesFilter, FRAMES_LIMIT) : null,
    JSON.stringify([main.key, main.version, framesFilter]),
  );
  return { window, rangeProblem, view, zoom, setZoom, pan, timeZone, query, main, second, agg, frames };
}
