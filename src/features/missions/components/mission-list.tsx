import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { usePermission } from '@/lib/api/use-permission';
import { MISSION_TYPES } from '@/lib/contract/missions';
import { formatNumber } from '@/lib/format/format';
import { MISSION_TYPE_LABELS } from '@/lib/mission-model/labels';
import { missionsInfiniteQueryOptions, type MissionListFilters } from '@/lib/resources/missions';
import { parseSort, sortMissions } from '../utils/mission-sort';
import { MissionTable } from './mission-table';

export interface MissionListSearch extends MissionListFilters {
  /** A column to sort by ("name", "-distance"); none: newest first, as the service sends them. */
  sort?: string | undefined;
}
import { ListImportButton } from './list-import';

interface Props {
  filters: MissionListSearch;
  onFilters: (f: MissionListSearch) => void;
}

const input = 'rounded border border-line bg-surface px-2 py-1 text-sm text-fg';

/** Missions of the team: filter by type and date, search by name, sort by a column, paged with nextToken, virtualised. */
export function MissionList({ filters, onFilters }: Props) {
  const { sort, ...query } = filters;
  const q = useInfiniteQuery(missionsInfiniteQueryOptions(query));
  // Creating and importing are writes: a viewer is not offered them (the service answers 403).
  const write = usePermission('write');
  const loaded = useMemo(() => q.data?.pages.flatMap((p) => p.items) ?? [], [q.data]);
  const order = parseSort(sort);
  // The service sorts only newest first: another order needs every page before it is right.
  const loadingAll = order !== undefined && q.hasNextPage;
  const { isFetchingNextPage, isError, fetchNextPage } = q;
  useEffect(() => {
    if (loadingAll && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [loadingAll, isFetchingNextPage, isError, fetchNextPage]);
  const items = useMemo(() => sortMissions(loaded, order), [loaded, order]);

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
              <option key={t} value={t}>
                {MISSION_TYPE_LABELS[t]}
              </option>
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
        {write.allowed && (
          <>
            <ListImportButton />
            <Link to="/missions/new" className={buttonClass('primary')}>
              New mission
            </Link>
          </>
        )}
      </div>
      {q.isPending ? (
        <Spinner label="Loading missions" />
      ) : q.isError ? (
        <ErrorPanel message={describeError(q.error)} onRetry={() => void q.refetch()} />
      ) : loaded.length === 0 ? (
        <p className="text-sm text-muted">No missions match these filters.</p>
      ) : loadingAll ? (
        <Spinner label={`Reading all missions to sort them (${formatNumber(loaded.length)} so far)`} />
      ) : (
        <MissionTable
          items={items}
          sort={sort}
          onSort={(next) => onFilters({ ...filters, sort: next })}
          onNearEnd={() => {
            if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
          }}
          loadingMore={q.isFetchingNextPage}
        />
      )}
    </div>
  );
}
