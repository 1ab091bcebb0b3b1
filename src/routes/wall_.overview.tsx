import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSession } from '@/app/require-session';
import { useMissingAreas, useSession } from '@/app/use-session';
import { WallClock } from '@/features/live/components/wall-clock';
import { OverviewPage } from '@/features/overview/components/overview-page';
import { OverviewLiveTiles } from './-overview-live-tiles';

/** `/wall/overview?tiles=0` for a wall PC without video decoding to spare. */
const SearchSchema = z.object({
  tiles: z
    .union([z.string(), z.number()])
    .optional()
    .catch(undefined)
    .transform((v) => !(v === 0 || v === '0' || v === 'off' || v === 'false')),
});

/**
 * The overview as a wall page: no shell, no mouse, configured by its URL. Every panel polls
 * on its own (states 2 s, tasks 30 s, the rest a minute) and rolling windows move with the clock.
 */
export const Route = createFileRoute('/wall_/overview')({
  validateSearch: SearchSchema,
  beforeLoad: ({ location }) => requireSession(location.href),
  component: OverviewWallRoute,
});

function OverviewWallRoute() {
  const { tiles } = Route.useSearch();
  const missing = useMissingAreas();
  const teamId = useSession()?.teamId;
  return (
    <main className="h-screen overflow-hidden bg-bg text-fg">
      <OverviewPage
        wall
        missing={missing}
        teamId={teamId}
        clock={<WallClock />}
        renderLiveTiles={tiles ? (devices) => <OverviewLiveTiles teamId={teamId} devices={devices} /> : undefined}
      />
    </main>
  );
}
