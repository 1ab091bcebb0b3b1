import { useQuery } from '@tanstack/react-query';
import { ApiError, describeError } from '@/lib/api/api-error';
import { publicViewerTokensQueryOptions } from '@/lib/resources/streams';
import { usePublicTokenManagers } from '../hooks/use-token-managers';
import { MultiViewGrid } from './multi-view-grid';
import type { GridLayout } from '../utils/grid-layout';

const layoutFor = (n: number): GridLayout => (n <= 1 ? '1x1' : n <= 4 ? '2x2' : n <= 9 ? '3x3' : '4x4');

/** The public watch page: no sign-in, the channel's live devices only. */
export function WatchPage({ shareToken }: { shareToken: string }) {
  const q = useQuery(publicViewerTokensQueryOptions(shareToken));
  const managerFor = usePublicTokenManagers(shareToken);

  if (q.error instanceof ApiError && (q.error.status === 404 || q.error.is('NOT_SHARED'))) {
    // After unsharing: this and nothing else (no names, no players).
    return (
      <main className="flex h-screen items-center justify-center bg-bg p-8 text-fg">
        <p role="alert" className="text-lg">
          This channel is no longer shared.
        </p>
      </main>
    );
  }
  if (q.isPending) return <main className="p-8 text-muted">Loading…</main>;
  if (!q.data) {
    return (
      <main className="p-8">
        <p role="alert" className="text-danger">
          {describeError(q.error)}
        </p>
      </main>
    );
  }
  const live = q.data.devices.filter((d) => d.live);
  return (
    <main className="flex h-screen flex-col gap-2 bg-black p-2 text-white">
      <header className="flex items-baseline gap-3 px-1">
        <h1 className="text-lg font-semibold">{q.data.name}</h1>
        <span className="text-sm text-zinc-400">
          {live.length} of {q.data.devices.length} devices live
        </span>
      </header>
      <div className="min-h-0 flex-1">
        {live.length ? (
          <PublicGrid devices={live} managerFor={managerFor} />
        ) : (
          <p className="p-6 text-zinc-300">No device of this channel is live right now. This page updates by itself.</p>
        )}
      </div>
    </main>
  );
}

function PublicGrid({
  devices,
  managerFor,
}: {
  devices: { id: string; name: string }[];
  managerFor: ReturnType<typeof usePublicTokenManagers>;
}) {
  // Each tile gets its own manager through a one-device grid; a public channel is small.
  const layout = layoutFor(devices.length);
  return (
    <ul
      aria-label="Live devices"
      className="grid h-full gap-1"
      style={{ gridTemplateColumns: `repeat(${Number(layout[0])}, minmax(0, 1fr))` }}
    >
      {devices.map((d) => (
        <li key={d.id} className="min-h-0">
          <MultiViewGrid layout="1x1" devices={[{ id: d.id, name: d.name }]} manager={managerFor(d.id)} />
        </li>
      ))}
    </ul>
  );
}
