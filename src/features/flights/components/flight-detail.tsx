import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/not-found-page';
import { buttonClass } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { RefreshError } from '@/components/ui/refresh-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, describeError } from '@/lib/api/api-error';
import { onWallClock, type FlightTrack } from '@/lib/resources/flight-track';
import { flightFileUrl, flightQueryOptions, flightTrackQueryOptions, type FlightView } from '@/lib/resources/flights';
import { formatDateTime, formatDistance, formatDuration } from '../utils/flight-format';
import { ComparePicker } from './compare-picker';
import { FlightReplay } from './flight-replay';
import { hasTrack, NoTrack } from './no-track';
import { TrackExportButtons } from './track-export-buttons';

function NotFound() {
  return (
    <NotFoundPage title="Flight not found" backTo="/flights" backLabel="Back to the logbook">
      This flight log does not exist in your team: it may have been deleted, or it belongs to another team.
    </NotFoundPage>
  );
}

function Facts({ f }: { f: FlightView }) {
  const facts: Array<[string, string]> = [
    ['Pilot', f.pilotName],
    ['Drone', `${f.droneName ?? '—'} (${f.deviceId})`],
    ['Start', formatDateTime(f.startMs)],
    ['Duration', formatDuration(f.durationS)],
    ['Distance', formatDistance(f.distanceM)],
    ['Version', f.version ?? '—'],
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {facts.map(([k, v]) => (
        <div key={k}>
          <dt className="text-xs text-muted">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      {(f.missionIds ?? []).map((id) => (
        <div key={id}>
          <dt className="text-xs text-muted">Mission</dt>
          <dd>
            <Link to="/missions/$missionId" params={{ missionId: id }} className="text-accent hover:underline">
              Open mission
            </Link>
          </dd>
        </div>
      ))}
      {(f.taskNames ?? []).length > 0 && (
        <div>
          <dt className="text-xs text-muted">Task / job</dt>
          <dd>
            {f.taskNames?.join(', ')} / {f.jobNames?.join(', ')}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The compared flight and its track, once both are here (a missing one just draws nothing). */
function useCompared(id: string | undefined): { track: FlightTrack; name: string } | undefined {
  const f = useQuery({ ...flightQueryOptions(id ?? ''), enabled: id !== undefined });
  const t = useQuery({ ...flightTrackQueryOptions(f.data?.storagePath ?? ''), enabled: f.data !== undefined });
  return useMemo(
    () => (f.data && t.data && id ? { track: onWallClock(t.data, f.data.startMs), name: f.data.name } : undefined),
    [f.data, t.data, id],
  );
}

interface TrackProps {
  f: FlightView;
  compareId: string | undefined;
  onCompare: (id: string | undefined) => void;
  mapExtras?: ((f: FlightView, track: FlightTrack) => ReactNode) | undefined;
}

/** Where the map starts while the track downloads: the log's take-off location, when it has one. */
const takeOff = (f: FlightView): [number, number] | undefined =>
  f.takeOffLocation ? [f.takeOffLocation.long, f.takeOffLocation.lat] : undefined;

function Track({ f, compareId, onCompare, mapExtras }: TrackProps) {
  const q = useQuery(flightTrackQueryOptions(f.storagePath));
  const track = useMemo(() => (q.data ? onWallClock(q.data, f.startMs) : undefined), [q.data, f.startMs]);
  const compare = useCompared(compareId);
  if (q.isError)
    return (
      <ErrorPanel
        title="Could not load the track"
        message={describeError(q.error)}
        onRetry={() => void q.refetch()}
        retrying={q.isFetching}
      />
    );
  if (track?.length === 0) return <p className="text-sm text-muted">This log has no positions to draw.</p>;
  if (track && !hasTrack(track)) return <NoTrack track={track} />;
  // The replay (and its map) mounts while the track still downloads: the map's start-up (WebGL,
  // style, worker, the first basemap tiles at the take-off) runs beside the download, not after it.
  // The row above the map is there from the start (its buttons wait for the track): the map's
  // size must not change when the track arrives (a resize redraws it whole).
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <TrackExportButtons track={track} name={f.name} />
        <ComparePicker flight={f} compareId={compareId} onCompare={onCompare} />
      </div>
      <FlightReplay
        track={track}
        startAt={takeOff(f)}
        compare={compare}
        mapExtras={track && mapExtras?.(f, track)}
        planned={(f.missionIds?.length ?? 0) > 0}
      />
    </>
  );
}

/** One flight: its facts, the track on the map, the chart and the replay; not found for other teams' ids. */
interface Props {
  flightId: string;
  /** A second flight overlaid to compare (the URL's `compare`). */
  compareId?: string | undefined;
  onCompare?: (id: string | undefined) => void;
  /** What the route draws on the same map: the flight's mission, its photos (features do not import each other). */
  mapExtras?: (f: FlightView, track: FlightTrack) => ReactNode;
}

export function FlightDetail({ flightId, compareId, onCompare = () => undefined, mapExtras }: Props) {
  const q = useQuery(flightQueryOptions(flightId));
  if (q.isPending) return <Spinner label="Loading the flight" />;
  if (q.error instanceof ApiError && q.error.status === 404) return <NotFound />;
  if (q.isLoadingError)
    return <ErrorPanel title="Could not load the flight" message={describeError(q.error)} onRetry={() => void q.refetch()} />;
  // A failed refresh keeps what the page already has (a flight opened from its logbook row starts
  // from the row's copy): the flight stays on screen, with the error and a retry above it.
  const f = q.data;
  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link to="/flights" className="text-sm text-accent hover:underline">
          ← Logbook
        </Link>
        <h1 className="truncate text-xl font-semibold">{f.name}</h1>
        {flightFileUrl(f.storagePath) && (
          <a href={flightFileUrl(f.storagePath)} download={f.name} className={buttonClass('secondary', 'sm')}>
            Download log file
          </a>
        )}
      </div>
      <RefreshError query={q} what="the flight" />
      <Facts f={f} />
      <Track f={f} compareId={compareId} onCompare={onCompare} mapExtras={mapExtras} />
    </div>
  );
}
