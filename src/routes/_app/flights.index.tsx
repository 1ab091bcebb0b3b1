import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { FlightsPage } from '@/features/flights/components/flights-page';
import { FlightSearchSchema, searchToFilters, viewOf } from '@/features/flights/utils/flight-search';
import { credentialFor } from '@/lib/api/session';
import { flightsQueryOptions, teamFlightsInfiniteQueryOptions } from '@/lib/resources/flights';

/** The logbook. Every filter, the view and the sort are search params, so a URL reproduces the list. */
export const Route = createFileRoute('/_app/flights/')({
  // The loader pulls the flights resource (workers, parsers): split it out of the initial bundle.
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: FlightSearchSchema,
  loaderDeps: ({ search }) => ({ view: viewOf(search), filters: searchToFilters(search) }),
  // The list request starts beside the route chunk, not after the page mounts; the page shows its own states.
  loader: ({ context, deps }) => {
    if (!credentialFor('flights')) return;
    if (deps.view === 'company') void context.queryClient.prefetchQuery(flightsQueryOptions('company', deps.filters));
    else void context.queryClient.prefetchInfiniteQuery(teamFlightsInfiniteQueryOptions(deps.filters));
  },
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
