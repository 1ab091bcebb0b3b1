import { createFileRoute } from '@tanstack/react-router';
import { LocalFlightPage } from '@/features/flights/components/local-flight-page';

/** A flight log opened from this computer (read locally; nothing is sent until "Add to logbook"). */
export const Route = createFileRoute('/_app/flights/open')({
  component: LocalFlightPage,
});
