import { createFileRoute } from '@tanstack/react-router';
import { RequireArea } from '@/app/not-connected';
import { FlightDetail } from '@/features/flights/components/flight-detail';
import { credentialFor } from '@/lib/api/session';
import { flightQueryOptions, flightTrackQueryOptions } from '@/lib/resources/flights';

/** One flight: track, chart and replay. Map and uPlot load with this route only. */
export const Route = createFileRoute('/_app/flights/$flightId')({
  // Starts the request beside the route chunk, and the track file as soon as the log names it (not
  // after the page renders); the page shows its own loading and not-found states.
  loader: ({ context, params }) => {
    if (!credentialFor('flights')) return;
    const qc = context.queryClient;
    void qc.fetchQuery(flightQueryOptions(params.flightId)).then(
      (f) => qc.prefetchQuery(flightTrackQueryOptions(f.storagePath)),
      () => undefined,
    );
  },
  component: FlightRoute,
});

function FlightRoute() {
  const { flightId } = Route.useParams();
  return (
    <RequireArea area="flights">
      <FlightDetail key={flightId} flightId={flightId} />
    </RequireArea>
  );
}
