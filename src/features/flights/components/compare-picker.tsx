import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { flightRowsQueryOptions, type FlightView } from '@/lib/resources/flights';
import { formatDateTime } from '../utils/flight-format';

interface Props {
  flight: FlightView;
  compareId: string | undefined;
  onCompare: (id: string | undefined) => void;
}

/** Options listed at once: the search narrows the rest (a drone with 2,000 flights stays a usable list). */
const SHOWN = 300;

/**
 * Picks a second flight to overlay: every flight of the same drone in the team's logbook (the
 * unpaginated list, not its first page), newest start first, narrowed by a search on name or date.
 */
export function ComparePicker({ flight, compareId, onCompare }: Props) {
  const q = useQuery(flightRowsQueryOptions('mine', { deviceId: flight.deviceId }));
  const [text, setText] = useState('');
  const others = useMemo(() => {
    const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return (q.data ?? [])
      .filter((f) => f.id !== flight.id)
      .map((f) => ({ f, label: `${f.name} · ${formatDateTime(f.startMs)}` }))
      .filter(({ label }) => words.every((w) => label.toLowerCase().includes(w)))
      .sort((a, b) => (b.f.startMs ?? 0) - (a.f.startMs ?? 0));
  }, [q.data, flight.id, text]);
  const known = compareId === undefined || others.some(({ f }) => f.id === compareId);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        Find a flight to compare
        <input
          type="search"
          className="w-40 rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
          value={text}
          placeholder="name or date"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <label className="flex items-center gap-2">
        Compare with
        <select
          className="rounded border border-line bg-surface px-2 py-1 text-sm text-fg"
          value={compareId ?? ''}
          onChange={(e) => onCompare(e.target.value || undefined)}
          disabled={q.isPending}
        >
          <option value="">
            {q.isPending ? 'Loading this drone’s flights…' : `No other flight (${others.length.toLocaleString()} of this drone)`}
          </option>
          {!known && compareId && <option value={compareId}>The flight in the link</option>}
          {others.slice(0, SHOWN).map(({ f, label }) => (
            <option key={f.id} value={f.id}>
              {label}
            </option>
          ))}
          {others.length > SHOWN && (
            <option disabled value="-">
              {(others.length - SHOWN).toLocaleString()} more: narrow the search
            </option>
          )}
        </select>
      </label>
    </div>
  );
}
