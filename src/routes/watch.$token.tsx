import { createFileRoute } from '@tanstack/react-router';
import { WatchPage } from '@/features/live/components/watch-page';

/** Public: no session guard. The share token in the path is the only credential. */
export const Route = createFileRoute('/watch/$token')({
  component: WatchRoute,
});

function WatchRoute() {
  const { token } = Route.useParams();
  return <WatchPage shareToken={token} />;
}
