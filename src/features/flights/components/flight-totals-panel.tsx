import type { FlightTotals, GroupTotal } from '@/lib/resources/flight-totals';
import { formatDistance, formatHours } from '../utils/flight-format';

/** Rows a group lists before "and N more". */
const GROUP_ROWS = 5;

function Group({ title, groups }: { title: string; groups: GroupTotal[] }) {
  const shown = groups.slice(0, GROUP_ROWS);
  return (
    <div className="min-w-48">
      <h2 className="text-xs font-semibold text-muted">{title}</h2>
      {/* Room for every row and "and N more" (6 lines of 1rem) whatever the count, so the panel keeps
          its height when the totals arrive or change: the table under it does not move under the pointer. */}
      <ul className="min-h-24 text-xs">
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

/**
 * The logbook summary for what the filter matches: flights, hours, distance, by pilot and by drone.
 * While the list is counted the same panel stands empty, at the same height.
 */
export function FlightTotalsPanel({ totals: t }: { totals: FlightTotals | undefined }) {
  return (
    <section aria-label="Totals" className="flex flex-wrap gap-6 rounded border border-line bg-surface px-3 py-2">
      <dl className="flex gap-6 text-sm">
        <div>
          <dt className="text-xs text-muted">Flights</dt>
          {/* The test id marks the count itself (tests and bench:flights wait for it), not the placeholder. */}
          <dd className="font-semibold tabular-nums" data-testid={t ? 'total-flights' : undefined}>
            {t ? t.flights.toLocaleString() : '…'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Flight hours</dt>
          <dd className="font-semibold tabular-nums">{t ? formatHours(t.seconds) : '…'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Distance</dt>
          <dd className="font-semibold tabular-nums">{t ? formatDistance(t.meters) : '…'}</dd>
        </div>
      </dl>
      {t ? (
        <>
          <Group title="By pilot" groups={t.byPilot} />
          <Group title="By drone" groups={t.byDrone} />
        </>
      ) : (
        <p className="min-h-28 text-xs text-muted" role="status">
          Counting the flights that match…
        </p>
      )}
    </section>
  );
}
