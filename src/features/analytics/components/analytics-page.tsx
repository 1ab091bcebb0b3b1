import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, describeError } from '@/lib/api/api-error';
import { analyticsVersionQueryOptions } from '@/lib/resources/analytics';
import { useAnalyticsView } from '../hooks/use-analytics-view';
import { useDeviceNames } from '../hooks/use-device-names';
import { useAnalyticsWorker } from '../hooks/use-analytics-worker';
import type { AnalyticsSearch, AnalyticsSearchPatch } from '../utils/analytics-search';
import { ClassTimeSeries } from './class-time-series';
import { ExportButtons } from './export-buttons';
import { LoadProgress } from './load-progress';
import { ReviewStrip } from './review-strip';
import { ScopeBar } from './scope-bar';
import { SessionBars } from './session-bars';
import { TopClassesTable } from './top-classes-table';
import { ZoomControls } from './zoom-controls';
import { formatNumber } from '@/lib/format/format';

interface Props {
  search: AnalyticsSearch;
  onChange: (patch: AnalyticsSearchPatch) => void;
}

const formatter = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const fmt = (ms: number) => formatter.format(ms);

/** AI detections of one device over a time range: chart by class, sessions, top classes, frames, export. */
export function AnalyticsPage({ search, onChange }: Props) {
  const version = useQuery(analyticsVersionQueryOptions());
  const deviceName = useDeviceNames();
  const worker = useAnalyticsWorker();
  const v = useAnalyticsView(worker, search);
  const agg = v.agg.value;
  // The chart gets a new aggregate at once; the table and the session bars (400 buttons) follow in a
  // deferred render, so a zoom or pan frame is the chart's work only.
  const rest = useDeferredValue(agg) ?? agg;
  const onSession = useCallback((session: string | undefined) => onChange({ session }), [onChange]);
  const onClass = useCallback((cls: string | undefined) => onChange({ cls }), [onChange]);
  const { setZoom } = v;
  const onZoom = useCallback((from: number, to: number) => setZoom({ from, to }), [setZoom]);
  const onResetZoom = useCallback(() => setZoom(null), [setZoom]);
  const compareLabels = useMemo(() => {
    if (!search.device) return undefined;
    if (search.compare === 'device' && search.compareDevice) return { a: search.device, b: search.compareDevice };
    if (search.compare === 'previous') return { a: 'This period', b: 'Previous period' };
    return undefined;
  }, [search.device, search.compare, search.compareDevice]);

  return (
    // The scrollbar's gutter is kept: the page growing past the screen does not narrow (and redraw) the chart.
    <div className="flex flex-col gap-4 overflow-auto p-4 [scrollbar-gutter:stable]">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">Analytics</h1>
        {version.isSuccess && (
          <span className="rounded border border-ok/60 px-2 py-0.5 text-xs text-ok">
            <span aria-hidden>● </span>Connected · Analytics API {version.data}
          </span>
        )}
        {version.isPending && <Spinner label="Checking the API key" />}
      </header>
      {version.isError && (
        <ErrorPanel
          title={
            version.error instanceof ApiError && version.error.isNetwork
              ? 'Could not reach the analytics API'
              : 'The analytics API did not accept this session'
          }
          message={describeError(version.error)}
          onRetry={() => void version.refetch()}
        />
      )}
      <ScopeBar search={search} window={v.window} rangeProblem={v.rangeProblem} onChange={onChange} sessions={rest?.sessions} />
      {!search.device ? (
        <p className="text-sm text-muted">Choose a device to see what the AI detected on it.</p>
      ) : v.rangeProblem ? (
        <p className="text-sm text-muted">Nothing is loaded until the times make a range. Change From or To above.</p>
      ) : (
        <>
          <LoadProgress state={v.main.state} feed={v.main.feed} label={search.device} onCancel={v.main.cancel} onRetry={v.main.retry} />
          {compareLabels && (
            <LoadProgress
              state={v.second.state}
              feed={v.second.feed}
              label={compareLabels.b}
              onCancel={v.second.cancel}
              onRetry={v.second.retry}
            />
          )}
          {/* A load that failed already says why; aggregating nothing would only repeat it. */}
          {v.agg.error && v.main.state.status !== 'error' && <ErrorPanel title="Could not aggregate" message={v.agg.error} />}
          {agg && (
            <>
              <section aria-labelledby="series-title" className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id="series-title" className="text-sm font-semibold">
                    {formatNumber(agg.total)} detections in {formatNumber(agg.records)} records, per {agg.unit}
                  </h2>
                  <span className="text-xs text-muted">
                    {fmt(v.view.from)} – {fmt(v.view.to)} ({v.timeZone})
                  </span>
                  <ZoomControls zoom={v.zoom} window={v.window} onPan={v.pan} onReset={onResetZoom} />
                  {(search.cls || search.session) && (
                    <Button size="sm" onClick={() => onChange({ cls: undefined, session: undefined })}>
                      Clear filters{search.cls ? ` (class ${search.cls})` : ''}
                      {search.session ? ' (one session)' : ''}
                    </Button>
                  )}
                  {v.main.key && worker && (
                    <div className="ml-auto">
                      <ExportButtons
                        worker={worker}
                        scope={v.main.key}
                        deviceId={search.device}
                        query={v.query}
                        disabled={v.main.state.status === 'loading'}
                      />
                    </div>
                  )}
                </div>
                {agg.records === 0 && !agg.compare?.some((n) => n > 0) ? (
                  <p className="text-sm text-muted">No detections in this window. Try a longer time range or another device.</p>
                ) : (
                  <ClassTimeSeries agg={agg} timeZone={v.timeZone} compare={compareLabels} onZoom={onZoom} />
                )}
              </section>
              {rest && (
                <div className="grid gap-4 lg:grid-cols-2">
                  <section aria-labelledby="classes-title" className="flex flex-col gap-2">
                    <h2 id="classes-title" className="text-sm font-semibold">
                      Top classes
                    </h2>
                    <TopClassesTable rows={rest.topClasses} selected={search.cls} onSelect={onClass} />
                  </section>
                  <section aria-labelledby="sessions-title" className="flex flex-col gap-2">
                    <h2 id="sessions-title" className="text-sm font-semibold">
                      Sessions ({rest.sessions.length})
                    </h2>
                    <SessionBars sessions={rest.sessions} selected={search.session} onSelect={onSession} deviceName={deviceName} />
                  </section>
                </div>
              )}
              {search.cls && v.frames.value && <ReviewStrip className={search.cls} frames={v.frames.value} deviceName={deviceName} />}
            </>
          )}
        </>
      )}
    </div>
  );
}
