import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import type { AuthArea } from '@/lib/contract/auth';
import { flightRowsQueryOptions, flightTrackQueryOptions } from '@/lib/resources/flights';
import type { FlightTrack } from '@/lib/resources/flight-track';
import { trackLine } from '@/lib/resources/flight-track-outline';
import { allTasksQueryOptions } from '@/lib/resources/tasks';
import { useNow } from '../hooks/use-now';
import { lastDays, lastFlight, lastTakeoffs, taskPositions } from '../utils/overview-figures';
import { DetectionsPanel } from './detections-panel';
import { FleetMapFrame } from './fleet-map-frame';
import { FlightsPanel } from './flights-panel';
import { LiveNowPanel, type LiveDevice } from './live-now-panel';
import { TasksPanel } from './tasks-panel';

// The media resource pulls urql in: load it with its panel, not with the overview.
// maplibre is large and the overview is the first screen: the map arrives after the figures.
const FleetMap = lazy(() => import('./fleet-map').then((m) => ({ default: m.FleetMap })));
const MediaPanel = lazy(() => import('./media-panel').then((m) => ({ default: m.MediaPanel })));

export interface OverviewPageProps {
  /** Auth areas this session has no credential for: their panels say "not connected". */
  missing: readonly AuthArea[];
  teamId: string | undefined;
  /** The live feature's tiles, composed by the route (features do not import each other). */
  renderLiveTiles?: (devices: LiveDevice[]) => ReactNode;
  /** Wall mode: a heading with the clock instead of the page title, tighter spacing. */
  wall?: boolean;
  clock?: ReactNode;
}

const MINUTE = 60_000;

/** Module-level so the select is stable: the line is computed once per track, not per render. */
const toLine = (t: FlightTrack) => ({ line: trackLine(t), points: t.length });

/** The home after sign-in: what is live, flown, open and detected, and where, each panel on its own. */
export function OverviewPage({ missing, teamId, renderLiveTiles, wall = false, clock }: OverviewPageProps) {
  const now = useNow(MINUTE);
  const has = (a: AuthArea) => !missing.includes(a);
  const since = lastDays(now, 30);
  const flights = useQuery({
    ...flightRowsQueryOptions('company', { dateFrom: since, dateType: 'flightStartDate' }),
    enabled: has('flights'),
    placeholderData: keepPreviousData,
    refetchInterval: MINUTE,
    select: (list) => list.filter((f) => !teamId || f.teamId === teamId),
  });
  const tasks = useQuery({ ...allTasksQueryOptions({ kind: 'team' }), enabled: has('jobs'), refetchInterval: 30_000 });
  const devicePoints = useMemo(() => lastTakeoffs(flights.data ?? []), [flights.data]);
  const taskPoints = useMemo(() => taskPositions(tasks.data ?? []), [tasks.data]);
  // The last flight's track, through the flights resource (cached for good: a track file never changes).
  const last = useMemo(() => lastFlight(flights.data ?? []), [flights.data]);
  const track = useQuery({
    ...flightTrackQueryOptions(last?.storagePath ?? ''),
    enabled: last !== undefined,
    select: toLine,
  });
  const lastTrack = useMemo(
    () => (last && track.data ? { ...track.data, label: `${last.droneName ?? last.deviceId} · ${last.name}` } : undefined),
    [last, track.data],
  );

  return (
    <div className={`flex h-full min-h-0 flex-col gap-3 ${wall ? 'p-3' : ''}`}>
      <header className="flex items-baseline justify-between">
        <h1 className="text-xl font-semibold">Operations overview</h1>
        {clock}
      </header>
      <div className="grid flex-1 auto-rows-min grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-4">
        <LiveNowPanel connected={has('streams')} renderTiles={renderLiveTiles} />
        <Suspense
          fallback={
            <FleetMapFrame>
              <Spinner label="Loading the fleet map" />
            </FleetMapFrame>
          }
        >
          <FleetMap devices={devicePoints} tasks={taskPoints} lastTrack={lastTrack} styleUrl={getRuntimeConfig().mapStyleUrl} />
        </Suspense>
        <FlightsPanel connected={has('flights')} flights={flights} now={now} />
        <TasksPanel connected={has('jobs')} tasks={tasks} />
        <DetectionsPanel connected={has('analytics')} now={now} />
        <Suspense fallback={<Spinner label="Loading recent media" />}>
          <MediaPanel connected={has('media')} now={now} />
        </Suspense>
      </div>
    </div>
  );
}
