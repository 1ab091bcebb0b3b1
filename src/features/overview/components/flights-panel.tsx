import type { UseQueryResult } from '@tanstack/react-query';
import type { FlightView } from '@/lib/resources/flights';
import { flightFigures, lastDays, startOfLocalDay } from '../utils/overview-figures';
import { Figure, OverviewPanel, QueryBody } from './overview-panel';

const hours = (h: number) => h.toLocaleString(undefined, { maximumFractionDigits: 1 });

/** Today's flights and flight hours of the team (and the last 7 days, for scale). */
export function FlightsPanel({ connected, flights, now }: { connected: boolean; flights: UseQueryResult<FlightView[]>; now: number }) {
  return (
    <OverviewPanel title="Flights" to="/flights" linkLabel="Flights" area="flights" connected={connected}>
      <QueryBody query={flights} what="flights">
        {(list) => {
          const today = flightFigures(list, startOfLocalDay(now));
          const week = flightFigures(list, lastDays(now, 7));
          return (
            <div className="flex flex-wrap gap-6">
              <Figure label="Flights today" value={today.count} />
              <Figure label="Flight hours today" value={hours(today.hours)} />
              <Figure label="Flights in 7 days" value={week.count} hint={`flights, ${hours(week.hours)} h in 7 days`} />
            </div>
          );
        }}
      </QueryBody>
    </OverviewPanel>
  );
}
