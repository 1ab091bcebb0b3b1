import { MISSION_TYPES } from '@/lib/contract/missions';
import { useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Button, buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { missionsInfiniteQueryOptions, type MissionListFilters, type MissionRecord } from '@/lib/resources/missions';
import { useCreateMission, useDeleteMission } from '@/lib/resources/missions-mutations';
import { formatDistance, formatDuration } from '@/lib/mission-model/mission-figures';
import { describeError } from '@/lib/api/api-error';
import { ListImportButton } from './list-import';

interface Props {
  filters: MissionListFilters;
  onFilters: (f: MissionListFilters) => void;
}

const ROW = 44;
const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';

function duplicateBody(m: MissionRecord): Record<string, unknown> {
  const {
    id: _id,
    teamId: _t,
    companyId: _c,
    ownerId: _o,
    createdAt: _ca,
    updatedAt: _u,
    lastFlight: _l,
    ...rest
  } = m as Record<string, unknown>;
  return { ...rest, name: `${m.name} (copy)` };
}

/** Missions of the team: filter by type and date, search by name, paged with nextToken, virtualised. */
export function MissionList({ filters, onFilters }: Props) {
  const q = useInfiniteQuery(missionsInfiniteQueryOptions(filters));
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 8 });
  const del = useDeleteMission();
  const dup = useCreateMission();
  const [toDelete, setToDelete] = useState<MissionRecord | null>(null);
  const virtual = v.getVirtualItems();
  const last = virtual[virtual.length - 1];
  if (last && last.index >= items.length - 5 && q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-4">
      <div className="flex flex-wrap items-end gap-2">
        <h1 className="mr-4 text-xl font-semibold">Missions</h1>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Search by name
          <input
            type="search"
            className={input}
            defaultValue={filters.q ?? ''}
            onChange={(e) => onFilters({ ...filters, q: e.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          Type
          <select
            className={input}
            value={filters.type ?? ''}
            onChange={(e) => onFilters({ ...filters, type: e.target.value || undefined })}
          >
            <option value="">All types</option>
            {MISSION_TYPES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          From
          <input
            type="date"
            className={input}
            value={filters.dateFrom ?? ''}
            onChange={(e) => onFilters({ ...filters, dateFrom: e.target.value || undefined })}
          />
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-muted">
          To
          <input
            type="date"
            className={input}
            value={filters.dateTo ?? ''}
            onChange={(e) => onFilters({ ...filters, dateTo: e.target.value || undefined })}
          />
        </label>
        <span className="ml-auto" />
        <ListImportButton />
        <Link to="/missions/new" className={buttonClass('primary')}>
          New mission
        </Link>
      </div>
      {q.isPending ? (
        <Spinner label="Loading missions" />
      ) : q.isError ? (
        <ErrorPanel message={describeError(q.error)} onRetry={() => void q.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">No missions match these filters.</p>
      ) : (
        <div ref={scroller} className="min-h-0 flex-1 overflow-auto" role="table" aria-label="Missions" aria-rowcount={items.length}>
          <div
            role="row"
            className="sticky top-0 z-10 grid grid-cols-[2fr_1fr_0.7fr_0.8fr_0.8fr_1fr_auto] gap-2 bg-raised px-2 py-1 text-xs text-muted"
          >
            <span role="columnheader">Name</span>
            <span role="columnheader">Type</span>
            <span role="columnheader">Waypoints</span>
            <span role="columnheader">Distance</span>
            <span role="columnheader">Est. time</span>
            <span role="columnheader">Last flight</span>
            <span role="columnheader">Actions</span>
          </div>
          <div style={{ height: v.getTotalSize(), position: 'relative' }}>
            {virtual.map((it) => {
              const m = items[it.index] as MissionRecord;
              const lastFlight = typeof m.lastFlight === 'number' ? new Date(m.lastFlight).toLocaleDateString() : '—';
              return (
                <div
                  key={m.id}
                  role="row"
                  style={{ position: 'absolute', top: it.start, height: ROW, left: 0, right: 0 }}
                  className="grid grid-cols-[2fr_1fr_0.7fr_0.8fr_0.8fr_1fr_auto] items-center gap-2 border-b border-line px-2 text-sm"
                >
                  <span role="cell" className="truncate">
                    <Link to="/missions/$missionId" params={{ missionId: m.id }} className="text-accent hover:underline">
                      {m.name}
                    </Link>
                  </span>
                  <span role="cell">{m.type ?? 'waypoint'}</span>
                  <span role="cell" className="tabular-nums">
                    {m.route?.length ?? 0}
                  </span>
                  <span role="cell">{m.distance !== undefined ? formatDistance(m.distance) : '—'}</span>
                  <span role="cell">{m.time !== undefined ? formatDuration(m.time) : '—'}</span>
                  <span role="cell">{lastFlight}</span>
                  <span role="cell" className="flex gap-1">
                    <Button
                      size="sm"
                      aria-label={`Duplicate ${m.name}`}
                      disabled={dup.isPending}
                      onClick={() =>
                        dup.mutate(duplicateBody(m), {
                          onSuccess: () => toast.success(`Duplicated “${m.name}”`),
                          onError: (e) => toast.error(describeError(e)),
                        })
                      }
                    >
                      Duplicate
                    </Button>
                    <Button size="sm" variant="danger" aria-label={`Delete ${m.name}`} onClick={() => setToDelete(m)}>
                      Delete
                    </Button>
                  </span>
                </div>
              );
            })}
          </div>
          {q.isFetchingNextPage && <Spinner label="Loading more" />}
        </div>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete mission?"
        message={`Delete mission “${toDelete?.name ?? ''}”? Tasks that use it stay, without a mission. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={del.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const m = toDelete;
          if (!m) return;
          del.mutate(m.id, {
            onSuccess: () => {
              toast.success(`Deleted “${m.name}”`);
              setToDelete(null);
            },
            onError: (e) => toast.error(describeError(e)),
          });
        }}
      />
    </div>
  );
}
