import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { useAnalyticsWorker } from '../hooks/use-analytics-worker';
import { useScopeLoad } from '../hooks/use-scope-load';
import { useWorkerAnswer } from '../hooks/use-worker-answer';
import { timeZoneOf } from '../utils/analytics-search';
import { classColor } from '../utils/class-colors';
import { ClassTimeSeries } from './class-time-series';
import { formatNumber } from '@/lib/format/format';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Coarse enough to read across a room: hours for a few hours' window, minutes for the last hour. */
const PANEL_BUCKETS = 60;

interface Props {
  deviceId: string;
  /** How far back the panel looks. */
  hours: number;
  /** Whether the session holds the analytics API key. */
  connected: boolean;
  refreshMs?: number;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * Detections of one device over its last hours, for a wall: no controls, refreshes itself (a new
 * window every `refreshMs`, loaded by the analytics worker), and keeps the last picture while the
 * next one loads or when a refresh fails.
 */
export function AnalyticsWallPanel({ deviceId, hours, connected, refreshMs = MINUTE }: Props) {
  const worker = useAnalyticsWorker();
  const [now, setNow] = useState(() => Math.floor(Date.now() / MINUTE) * MINUTE);
  useEffect(() => {
    const t = setInterval(() => setNow(Math.floor(Date.now() / MINUTE) * MINUTE), refreshMs);
    return () => clearInterval(t);
  }, [refreshMs]);
  const from = now - hours * HOUR;
  const load = useScopeLoad(worker, connected ? { deviceId, from, to: now } : null);
  const done = load.state.status === 'done';
  const timeZone = timeZoneOf('local');
  const agg = useWorkerAnswer(
    worker && done && load.key ? () => worker.aggregate(load.key as string, { from, to: now, timeZone, maxBuckets: PANEL_BUCKETS }) : null,
    JSON.stringify([load.key, load.version, done]),
  );
  const devices = useQuery(devicesQueryOptions());
  const name = devices.data?.find((d) => d.id === deviceId)?.name ?? deviceId;
  const a = agg.value;

  return (
    <section
      aria-label={`Detections on ${name}`}
      className="flex h-full min-h-0 flex-col gap-2 overflow-hidden rounded border border-zinc-700 bg-zinc-950 p-3"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">Detections · {name}</h2>
        <span className="text-xs text-zinc-400">
          last {hours} h{a ? ` · updated ${timeFormat.format(now)}` : ''}
        </span>
      </header>
      {!connected ? (
        <p className="text-sm text-warn">
          Analytics is not connected: sign this wall in with the team&apos;s analytics API key to show detections.
        </p>
      ) : load.state.status === 'error' && !a ? (
        <p role="alert" className="text-sm text-warn">
          Could not load detections: {load.state.message} It tries again within a minute.
        </p>
      ) : !a ? (
        <Spinner label="Loading detections" />
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-semibold tabular-nums">{formatNumber(a.total)}</span>
            <span className="text-sm text-zinc-400">
              detections in {formatNumber(a.records)} records, last {hours} h
            </span>
          </p>
          {a.records === 0 ? (
            <p className="text-sm text-zinc-400">No detections in the last {hours} h.</p>
          ) : (
            <>
              <ClassTimeSeries agg={a} timeZone={timeZone} height={180} />
              <ul aria-label="Top classes" className="flex flex-col gap-0.5 text-sm">
                {a.topClasses.slice(0, 5).map((c) => (
                  <li key={c.className} className="flex items-center gap-2">
                    <span aria-hidden className="h-2 w-2 rounded-full" style={{ background: classColor(c.className) }} />
                    <span className="flex-1 truncate">{c.className}</span>
                    <span className="tabular-nums">{formatNumber(c.total)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
