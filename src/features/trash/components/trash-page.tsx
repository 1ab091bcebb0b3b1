import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ApiError, describeError } from '@/lib/api/api-error';
import { formatDate, formatDateTime } from '@/lib/format/format';
import {
  trashListQueryOptions,
  trashSupportQueryOptions,
  useDeleteForeverMutation,
  useRestoreTrashMutation,
  type TrashEntry,
} from '@/lib/resources/trash';
import { contentsLabel, kindLabel } from '../utils/trash-words';
import { RestoreToDialog } from './restore-to-dialog';

/**
 * The team trash: what was deleted, by whom, when and from where, with Restore (back where it
 * was, or into a chosen folder when that one is gone) and Delete forever (admins).
 */
export function TrashPage({ teamId }: { teamId: string | undefined }) {
  const support = useQuery(trashSupportQueryOptions());
  const list = useInfiniteQuery({ ...trashListQueryOptions(), enabled: support.data?.supported === true });
  const [destroying, setDestroying] = useState<TrashEntry | null>(null);
  const [choosing, setChoosing] = useState<TrashEntry | null>(null);
  const restore = useRestoreTrashMutation({
    onSuccess: (r) => toast.success(`Restored ${r.restored.toLocaleString('en-US')} ${r.restored === 1 ? 'item' : 'items'}`),
    onError: (e) => toast.error(`Could not restore: ${describeError(e)}`),
  });
  const destroy = useDeleteForeverMutation({
    onSuccess: () => toast.success('Deleted forever'),
    onError: (e) => toast.error(`Could not delete forever: ${describeError(e)}`),
  });

  if (support.data?.supported === false) {
    return (
      <section className="flex max-w-2xl flex-col gap-3 p-4" aria-label="Trash">
        <h1 className="text-lg font-semibold">Trash</h1>
        <p role="status" className="text-sm">
          This service keeps no trash: a deletion is permanent, and each confirmation says so.
        </p>
      </section>
    );
  }
  if (support.error)
    return <ErrorPanel title="Could not open the Trash" message={describeError(support.error)} onRetry={() => void support.refetch()} />;
  if (list.error && !(list.error instanceof ApiError && list.error.status === 404))
    return <ErrorPanel title="Could not list the Trash" message={describeError(list.error)} onRetry={() => void list.refetch()} />;

  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  const days = support.data?.supported ? support.data.retentionDays : undefined;
  const mayDestroy = support.data?.supported === true && support.data.mayDeleteForever;

  const ask = (e: TrashEntry) => {
    if (!e.originAvailable && e.kind === 'media') setChoosing(e);
    else restore.mutate({ id: e.id });
  };

  return (
    <section className="flex max-w-6xl flex-col gap-3 p-4" aria-labelledby="trash-title">
      <h1 id="trash-title" className="text-lg font-semibold">
        Trash
      </h1>
      <p className="text-sm text-muted">
        Deleted flight logs, media, missions, jobs and tasks of your team stay here
        {days === undefined ? '' : ` for ${days} ${days === 1 ? 'day' : 'days'}`}, then they and their files are destroyed. Their files are
        not served while here.
      </p>
      {list.isPending || support.isPending ? (
        <Spinner label="Loading the Trash" />
      ) : entries.length === 0 ? (
        <p role="status" className="text-sm">
          The Trash is empty.
        </p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Deleted items</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Name
              </th>
              <th scope="col" className="pr-3">
                Kind
              </th>
              <th scope="col" className="pr-3">
                Was in
              </th>
              <th scope="col" className="pr-3">
                Holds
              </th>
              <th scope="col" className="pr-3">
                Deleted by
              </th>
              <th scope="col" className="pr-3">
                Deleted
              </th>
              <th scope="col" className="pr-3">
                Destroyed on
              </th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-t border-line">
                <th scope="row" className="max-w-64 truncate py-2 pr-3 font-medium">
                  {e.name}
                </th>
                <td className="pr-3">{kindLabel(e.kind)}</td>
                <td className="max-w-64 truncate pr-3">
                  {e.origin}
                  {!e.originAvailable && <span className="block text-xs text-warn">gone or in the Trash</span>}
                </td>
                <td className="pr-3">{contentsLabel(e)}</td>
                <td className="pr-3">{e.deletedBy.name}</td>
                <td className="pr-3 whitespace-nowrap">{formatDateTime(e.deletedAt)}</td>
                <td className="pr-3 whitespace-nowrap">{formatDate(e.expiresAt)}</td>
                <td className="flex gap-2 py-2">
                  <Button size="sm" onClick={() => ask(e)} disabled={restore.isPending} aria-label={`Restore ${e.name}`}>
                    {!e.originAvailable && e.kind === 'media' ? 'Restore to…' : 'Restore'}
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={!mayDestroy || destroy.isPending}
                    title={
                      mayDestroy
                        ? undefined
                        : 'Only an admin may delete forever; it is destroyed by itself when its time in the Trash ends.'
                    }
                    aria-label={`Delete forever: ${e.name}`}
                    onClick={() => setDestroying(e)}
                  >
                    Delete forever
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.hasNextPage && (
        <Button size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
      <ConfirmDialog
        open={destroying !== null}
        title={`Delete “${destroying?.name ?? ''}” forever?`}
        message={destroying ? `${contentsLabel(destroying)} and their files are destroyed now. This cannot be undone.` : ''}
        confirmLabel={destroying ? `Delete ${contentsLabel(destroying)} forever` : 'Delete forever'}
        destructive
        busy={destroy.isPending}
        onCancel={() => setDestroying(null)}
        onConfirm={() => destroying && destroy.mutate(destroying.id, { onSettled: () => setDestroying(null) })}
      />
      {choosing && (
        <RestoreToDialog
          entry={choosing}
          teamId={teamId}
          busy={restore.isPending}
          onCancel={() => setChoosing(null)}
          onRestore={(parentId) => restore.mutate({ id: choosing.id, parentId }, { onSuccess: () => setChoosing(null) })}
        />
      )}
    </section>
  );
}
