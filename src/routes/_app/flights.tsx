import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/app/coming-soon';

export const Route = createFileRoute('/_app/flights')({
  component: () => (
    <ComingSoon
      module="Flights"
      summary="Flight logs of your team and company: search, filter by date, pilot and device, and replay a flight on the map."
    />
  ),
});
