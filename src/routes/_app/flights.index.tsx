import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { FlightSearchSchema } from '@/features/flights/utils/flight-search';

/** The logbook. Every filter, the view and the sort are search params, so a URL reproduces the list. */
export const Route = createFileRoute('/_app/flights/')({
  validateSearch: FlightSearchSchema,
  component: FlightsRoute,
});

function FlightsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RequireArea area="flights">
      <FlightsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />
    </RequireArea>
  );
}
