import { useInfiniteQuery } from '@tanstack/react-query';
import { teamFlightsInfiniteQueryOptions, type FlightView } from '@/lib/resources/flights';
import { formatDateTime } from '../utils/flight-format';

interface Props {
  flight: FlightView;
  compareId: string | undefined;
  onCompare: (id: string | undefined) => void;
}

/** Picks a second flight to overlay: the latest flights of the same drone (one page of the team logbook). */
export function ComparePicker({ flight, compareId, onCompare }: Props) {
  const q = useInfiniteQuery(teamFlightsInfiniteQueryOptions({ deviceId: flight.deviceId }));
  const others = (q.data?.pages[0]?.items ?? []).filter((f) => f.id !== flight.id);
  const known = compareId === undefined || others.some((f) => f.id === compareId);
  return (
    <label className="flex items-center gap-2 text-sm">
      Compare with
      <select
        className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
        value={compareId ?? ''}
        onChange={(e) => onCompare(e.target.value || undefined)}
        disabled={q.isPending}
      >
        <option value="">{q.isPending ? 'Loading this drone’s flights…' : 'No other flight'}</option>
        {!known && compareId && <option value={compareId}>The flight in the link</option>}
        {others.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} · {formatDateTime(f.startMs)}
          </option>
        ))}
      </select>
    </label>
  );
}
