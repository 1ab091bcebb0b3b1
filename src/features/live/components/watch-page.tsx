import { useQuery } from '@tanstack/react-query';
import { ApiError, describeError } from '@/lib/api/api-error';
import { publicViewerTokensQueryOptions } from '@/lib/resources/streams';
import { usePublicTokenManagers } from '../hooks/use-token-managers';
import { MultiViewGrid } from './multi-view-grid';

/** Columns for n tiles on a landscape screen: 1, 2, 2, 2, 3, 3, … so tiles stay as large as the screen allows. */
const columnsFor = (n: number) => (n <= 1 ? 1 : n <= 4 ? 2 : n <= 9 ? 3 : 4);

/** The public watch page: no sign-in, the channel's live devices only. */
export function WatchPage({ shareToken }: { shareToken: string }) {
  const q = useQuery(publicViewerTokensQueryOptions(shareToken));
  const managerFor = usePublicTokenManagers(shareToken);

  if (q.error instanceof ApiError && (q.error.status === 404 || q.error.is('NOT_SHARED'))) {
    // After unsharing or expiry: this and nothing else (no names, no players), and a way out.
    return (
      <main className="flex h-screen flex-col items-center justify-center gap-4 bg-bg p-8 text-center text-fg">
        <p role="alert" className="text-lg">
          This channel is no longer shared.
        </p>
        <p className="max-w-md text-sm text-muted">The link was stopped or has expired. Ask whoever sent it for a new one.</p>
        <div className="flex gap-3">
          {globalThis.history?.length > 1 ? (
            <button type="button" onClick={() => globalThis.history.back()} className="rounded-md border border-line px-3 py-1.5 text-sm">
              Go back
            </button>
          ) : null}
          <a href="/" className="rounded-md border border-line px-3 py-1.5 text-sm">
            Go to the start page
          </a>
        </div>
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
  const columns = columnsFor(live.length);
  const rows = Math.max(1, Math.ceil(live.length / columns));
  return (
    <main className="flex h-screen flex-col gap-2 bg-black p-2 text-white">
      <header className="flex flex-wrap items-baseline gap-x-3 px-1">
        {q.data.organisation ? <p className="text-sm text-zinc-400">{q.data.organisation}</p> : null}
        <h1 className="text-lg font-semibold">{q.data.name}</h1>
        <span className="text-sm text-zinc-400">
          {live.length} of {q.data.devices.length} devices live
        </span>
      </header>
      <div className="min-h-0 flex-1">
        {live.length ? (
          <ul
            aria-label="Live devices"
            className="grid h-full gap-1"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))` }}
          >
            {live.map((d) => (
              <li key={d.id} className="min-h-0" aria-label={d.name}>
                <MultiViewGrid layout="1x1" devices={[{ id: d.id, name: d.name }]} manager={managerFor(d.id)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="p-6 text-zinc-300">No device of this channel is live right now. This page updates by itself.</p>
        )}
      </div>
    </main>
  );
}
