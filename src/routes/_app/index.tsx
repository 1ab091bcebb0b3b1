import { createFileRoute } from '@tanstack/react-router';
import { useMissingAreas, useSession } from '@/app/use-session';
import { OverviewPage } from '@/features/overview/components/overview-page';
import { OverviewLiveTiles } from '../-overview-live-tiles';

/** The home after sign-in: the operations overview. */
export const Route = createFileRoute('/_app/')({
  component: OverviewRoute,
});

function OverviewRoute() {
  const missing = useMissingAreas();
  const teamId = useSession()?.teamId;
  return (
    <OverviewPage
      missing={missing}
      teamId={teamId}
      renderLiveTiles={(devices) => <OverviewLiveTiles teamId={teamId} devices={devices} />}
    />
  );
}
