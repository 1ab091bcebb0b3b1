import { useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import type { ScopeLoadState } from '../hooks/use-scope-load';
import type { ProgressFeed } from '../utils/progress-feed';
import { formatNumber } from '@/lib/format/format';

/**
 * Pages loaded of how many, with Cancel while loading and Retry after a failure or a cancel.
 * While loading, the counts come from `feed` (only this line re-renders for them).
 */
export function LoadProgress({
  state,
  feed,
  label,
  onCancel,
  onRetry,
}: {
  state: ScopeLoadState;
  feed: ProgressFeed;
  label: string;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const live = useSyncExternalStore(feed.subscribe, feed.get);
  if (state.status === 'idle') return null;
  const { pagesLoaded, totalPages, records } = state.status === 'loading' ? live : state.progress;
  const of = totalPages === null ? '' : ` of ${totalPages}`;
  const summary = `${label}: ${pagesLoaded}${of} pages, ${formatNumber(records)} records`;
  if (state.status === 'error') return <ErrorPanel title={`Could not load ${label}`} message={state.message} onRetry={onRetry} />;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {state.status === 'loading' && (
        <>
          <progress
            aria-label={`Loading ${label}`}
            max={totalPages ?? 1}
            value={totalPages === null ? undefined : pagesLoaded}
            className="w-48"
          />
          <span role="status">Loading {summary}</span>
          <Button size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </>
      )}
      {state.status === 'done' && <span className="text-muted">Loaded {summary}</span>}
      {state.status === 'cancelled' && (
        <>
          <span role="status" className="text-warn">
            Cancelled — showing {summary}
          </span>
          <Button size="sm" onClick={onRetry}>
            Load the rest
          </Button>
        </>
      )}
    </div>
  );
}
