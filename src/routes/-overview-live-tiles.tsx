import { LiveTile } from '@/features/live/components/live-tile';
import { useTeamTokenManager } from '@/features/live/hooks/use-token-managers';
import type { LiveDevice } from '@/features/overview/components/live-now-panel';

/** The live feature's tile inside the overview's Live-now panel: one team token for every tile. */
export function OverviewLiveTiles({ teamId, devices }: { teamId: string | undefined; devices: LiveDevice[] }) {
  const manager = useTeamTokenManager(teamId);
  return (
    <>
      {devices.map((d) => (
        <div key={d.id} className="aspect-video min-h-0 overflow-hidden rounded bg-black">
          <LiveTile deviceId={d.id} name={d.name} manager={manager} controls={false} upstreamLive />
        </div>
      ))}
    </>
  );
}
