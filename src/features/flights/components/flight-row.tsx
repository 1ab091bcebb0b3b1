import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import { flightFileUrl, type FlightView } from '@/lib/resources/flights';
import { formatDateTime, formatDistance, formatDuration } from '../utils/flight-format';

export const FLIGHT_GRID = 'grid grid-cols-[2rem_1.8fr_1.2fr_1.5fr_1.6fr_1.1fr_0.8fr_0.7fr_0.6fr_1.6fr_3.5rem] gap-2';

interface Props {
  flight: FlightView;
  index: number;
  top: number;
  height: number;
  selected: boolean;
  onToggle: (index: number, shift: boolean) => void;
  onKeyNav: (index: number, e: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * Links to the modules that own a flight's missions, tasks and jobs. Rows use plain anchors marked
 * `data-app-link`, and the table navigates in the app for them (one delegated handler): a router
 * <Link> per cell costs a location build and a router subscription on every row mounted while scrolling.
 */
function Linked({ f }: { f: FlightView }) {
  const missions = f.missionIds ?? [];
  const tasks = f.taskIds ?? [];
  const jobs = f.jobIds ?? [];
  if (!missions.length && !tasks.length && !jobs.length) return <span className="text-muted">—</span>;
  return (
    <span className="flex min-w-0 gap-1 truncate text-xs">
      {missions.map((id) => (
        <a key={id} href={`/missions/${encodeURIComponent(id)}`} data-app-link className="text-accent hover:underline">
          Mission
        </a>
      ))}
      {tasks.map((id, i) => (
        <a key={id} href={`/tasks/${encodeURIComponent(id)}`} data-app-link className="truncate text-accent hover:underline">
          {f.taskNames?.[i] ?? 'Task'}
        </a>
      ))}
      {jobs.map((id, i) => (
        <a key={id} href={`/jobs/${encodeURIComponent(id)}`} data-app-link className="truncate text-accent hover:underline">
          {f.jobNames?.[i] ?? 'Job'}
        </a>
      ))}
    </span>
  );
}

/** A row whose flight is still on its way from the list worker (a frame or two while scrolling fast). */
export const PendingRow = memo(function PendingRow({ index, top, height }: { index: number; top: number; height: number }) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-pending-row={index}
      style={{ position: 'absolute', top, height, left: 0, right: 0 }}
      className={`${FLIGHT_GRID} items-center border-b border-line px-2 text-sm text-muted`}
    >
      <span role="gridcell" className="col-span-full">
        …
      </span>
    </div>
  );
});

/** One logbook row; memoised so scrolling re-renders only the rows that enter the window. */
export const FlightRow = memo(function FlightRow({ flight: f, index, top, height, selected, onToggle, onKeyNav }: Props) {
  const toggle = (e: MouseEvent<HTMLInputElement>) => onToggle(index, e.shiftKey);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-row-index={index}
      style={{ position: 'absolute', top, height, left: 0, right: 0 }}
      className={`${FLIGHT_GRID} items-center border-b border-line px-2 text-sm ${selected ? 'bg-accent/10' : ''}`}
    >
      <span role="gridcell">
        <input
          type="checkbox"
          aria-label={`Select ${f.name}`}
          checked={selected}
          onClick={toggle}
          onChange={() => undefined}
          onKeyDown={(e) => onKeyNav(index, e)}
        />
      </span>
      <span role="gridcell" className="truncate">
        <a href={`/flights/${encodeURIComponent(f.id)}`} data-app-link className="text-accent hover:underline">
          {f.name}
        </a>
      </span>
      <span role="gridcell" className="truncate">
        {f.pilotName}
      </span>
      <span role="gridcell" className="truncate" title={f.deviceSerial ?? undefined}>
        {f.droneName ?? '—'} <span className="text-xs text-muted">{f.deviceId}</span>
      </span>
      <span role="gridcell" className="truncate tabular-nums">
        {formatDateTime(f.startMs)}
      </span>
      <span role="gridcell" className="whitespace-nowrap tabular-nums">
        {formatDuration(f.durationS)}
      </span>
      <span role="gridcell" className="tabular-nums">
        {formatDistance(f.distanceM)}
      </span>
      <span role="gridcell">{f.version ?? '—'}</span>
      <span role="gridcell">{f.hasComments ? 'Yes' : 'No'}</span>
      <span role="gridcell" className="min-w-0">
        <Linked f={f} />
      </span>
      <span role="gridcell">
        {flightFileUrl(f.storagePath) && (
          <a
            href={flightFileUrl(f.storagePath)}
            download={f.name}
            className="text-xs text-accent hover:underline"
            aria-label={`Download ${f.name}`}
          >
            Download
          </a>
        )}
      </span>
    </div>
  );
});
