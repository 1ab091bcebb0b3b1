import { usePermission } from '@/lib/api/use-permission';
import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MenuButton } from '@/components/ui/menu-button';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format/format';
import { missionTypeLabel } from '@/lib/mission-model/labels';
import { formatDistance, formatDuration } from '@/lib/mission-model/mission-figures';
import type { MissionRecord } from '@/lib/resources/missions';
import { useCreateMission, useDeleteMission } from '@/lib/resources/missions-mutations';
import { useDeletedToast, useDeletionTerms } from '@/lib/resources/trash';
import { missionEquipment, nextSort, parseSort, type MissionSortKey } from '../utils/mission-sort';
import { RouteThumbnail } from './route-thumbnail';

const ROW = 44;
const GRID = 'grid grid-cols-[2.2fr_1.1fr_1.2fr_0.7fr_0.8fr_0.8fr_1fr_2rem] gap-2';

const COLUMNS: Array<{ key: MissionSortKey; label: string }> = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
];
const NUMBER_COLUMNS: Array<{ key: MissionSortKey; label: string }> = [
  { key: 'waypoints', label: 'Waypoints' },
  { key: 'distance', label: 'Distance' },
  { key: 'time', label: 'Est. time' },
  { key: 'lastFlight', label: 'Last flight' },
];

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

interface Props {
  items: readonly MissionRecord[];
  sort: string | undefined;
  onSort: (sort: string | undefined) => void;
  /** Near the end of the loaded rows: load the next page. */
  onNearEnd: () => void;
  loadingMore: boolean;
}

/** The missions table: a route thumbnail, type in words, aircraft or camera, sortable columns, and actions in a row menu. */
export function MissionTable({ items, sort, onSort, onNearEnd, loadingMore }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => ROW, overscan: 8 });
  const del = useDeleteMission();
  const deleted = useDeletedToast();
  const dup = useCreateMission();
  const [toDelete, setToDelete] = useState<MissionRecord | null>(null);
  const terms = useDeletionTerms(toDelete ? { kind: 'mission', id: toDelete.id } : null);
  const virtual = v.getVirtualItems();
  const last = virtual[virtual.length - 1];
  if (last && last.index >= items.length - 5) onNearEnd();
  const current = parseSort(sort);

  const header = (c: { key: MissionSortKey; label: string }) => (
    <span key={c.key} role="columnheader" aria-sort={current?.key === c.key ? (current.desc ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="flex items-center gap-1 hover:text-fg" onClick={() => onSort(nextSort(sort, c.key))}>
        {c.label}
        <span aria-hidden>{current?.key === c.key ? (current.desc ? '▼' : '▲') : ''}</span>
      </button>
    </span>
  );

  return (
    <>
      <div ref={scroller} className="min-h-0 flex-1 overflow-auto" role="table" aria-label="Missions" aria-rowcount={items.length}>
        <div role="row" className={`sticky top-0 z-10 ${GRID} bg-raised px-2 py-1 text-xs text-muted`}>
          {COLUMNS.map(header)}
          <span role="columnheader">Aircraft / camera</span>
          {NUMBER_COLUMNS.map(header)}
          <span role="columnheader">
            <span className="sr-only">Actions</span>
          </span>
        </div>
        <div style={{ height: v.getTotalSize(), position: 'relative' }}>
          {virtual.map((it) => {
            const m = items[it.index] as MissionRecord;
            return (
              <div
                key={m.id}
                role="row"
                style={{ position: 'absolute', top: it.start, height: ROW, left: 0, right: 0 }}
                className={`${GRID} items-center border-b border-line px-2 text-sm`}
              >
                <span role="cell" className="flex min-w-0 items-center gap-2">
                  <RouteThumbnail route={m.route} />
                  <Link to="/missions/$missionId" params={{ missionId: m.id }} className="truncate text-accent hover:underline">
                    {m.name}
                  </Link>
                </span>
                <span role="cell" className="truncate">
                  {missionTypeLabel(m.type ?? 'waypoint')}
                </span>
                <span role="cell" className="truncate text-muted">
                  {missionEquipment(m) ?? '—'}
                </span>
                <span role="cell" className="tabular-nums">
                  {m.route?.length ?? 0}
                </span>
                <span role="cell">{m.distance !== undefined ? formatDistance(m.distance) : '—'}</span>
                <span role="cell">{m.time !== undefined ? formatDuration(m.time) : '—'}</span>
                <span role="cell">{typeof m.lastFlight === 'number' ? formatDate(m.lastFlight) : '—'}</span>
                <span role="cell">
                  <MissionActions
                    mission={m}
                    duplicating={dup.isPending}
                    onDuplicate={() =>
                      dup.mutate(duplicateBody(m), {
                        onSuccess: () => toast.success(`Duplicated “${m.name}”`),
                        onError: (e) => toast.error(describeError(e)),
                      })
                    }
                    onDelete={() => setToDelete(m)}
                  />
                </span>
              </div>
            );
          })}
        </div>
        {loadingMore && <p className="p-2 text-xs text-muted">Loading more…</p>}
      </div>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete mission?"
        message={`Delete mission “${toDelete?.name ?? ''}”? ${usedBy(terms.count?.tasks)}${terms.permanence}`}
        confirmLabel={terms.counting ? 'Counting…' : 'Delete 1 mission'}
        destructive
        busy={del.isPending || terms.counting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const m = toDelete;
          if (!m) return;
          del.mutate(m.id, {
            onSuccess: () => {
              deleted(`Deleted “${m.name}”`, [m.id]);
              setToDelete(null);
            },
            onError: (e) => toast.error(describeError(e)),
          });
        }}
      />
    </>
  );
}

/** The tasks a mission's delete detaches, counted by the service (unknown: the plain rule). */
function usedBy(tasks: number | undefined): string {
  if (tasks === undefined) return 'Tasks that use it stay, without a mission. ';
  if (tasks === 0) return 'No task uses it. ';
  return `The ${tasks.toLocaleString('en-US')} ${tasks === 1 ? 'task that uses it stays' : 'tasks that use it stay'}, without a mission. `;
}

/**
 * A row's actions, from the permission table: none for a viewer (both are writes); Delete
 * disabled with the reason for a member on a mission someone else owns.
 */
function MissionActions(props: { mission: MissionRecord; duplicating: boolean; onDuplicate: () => void; onDelete: () => void }) {
  const { mission: m, duplicating, onDuplicate, onDelete } = props;
  const write = usePermission('write');
  // The list's record is loosely typed; the service sends ownerId as a string.
  const mayDelete = usePermission('missions.delete', { ownerId: typeof m.ownerId === 'string' ? m.ownerId : undefined });
  if (!write.allowed) return null;
  return (
    <MenuButton
      label={`Actions for ${m.name}`}
      items={[
        { label: 'Duplicate', disabled: duplicating, onSelect: onDuplicate },
        {
          label: 'Delete…',
          danger: true,
          disabled: !mayDelete.allowed,
          reason: mayDelete.allowed ? undefined : mayDelete.message,
          onSelect: onDelete,
        },
      ]}
    />
  );
}
