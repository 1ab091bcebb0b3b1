import type { FlightTotals, GroupTotal } from '@/lib/resources/flight-totals';
import { formatDistance, formatHours } from '../utils/flight-format';

function Group({ title, groups }: { title: string; groups: GroupTotal[] }) {
  const shown = groups.slice(0, 6);
  return (
    <div className="min-w-48">
      <h2 className="text-xs font-semibold text-muted">{title}</h2>
      <ul className="text-xs">
        {shown.map((g) => (
          <li key={g.key} className="flex justify-between gap-3 tabular-nums">
            <span className="truncate">{g.label}</span>
            <span>
              {g.flights} · {formatHours(g.seconds)}
            </span>
          </li>
        ))}
        {groups.length > shown.length && <li className="text-muted">and {groups.length - shown.length} more</li>}
      </ul>
    </div>
  );
}

/** The logbook summary for what the filter matches: flights, hours, distance, by pilot and by drone. */
export function FlightTotalsPanel({ totals: t }: { totals: FlightTotals | undefined }) {
  if (!t) {
    return (
      <section aria-label="Totals" className="text-xs text-muted">
        Counting the flights that match…
      </section>
    );
  }
  return (
    <section aria-label="Totals" className="flex flex-wrap gap-6 rounded border border-line bg-surface px-3 py-2">
      <dl className="flex gap-6 text-sm">
        <div>
          <dt className="text-xs text-muted">Flights</dt>
          <dd className="font-semibold tabular-nums" data-testid="total-flights">
            {t.flights.toLocaleString()}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Flight hours</dt>
          <dd className="font-semibold tabular-nums">{formatHours(t.seconds)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Distance</dt>
          <dd className="font-semibold tabular-nums">{formatDistance(t.meters)}</dd>
        </div>
      </dl>
      <Group title="By pilot" groups={t.byPilot} />
      <Group title="By drone" groups={t.byDrone} />
    </section>
  );
}
