import { infiniteQueryOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { jobsApi } from '@/lib/api/clients';
import { ApiError, describeError } from '@/lib/api/api-error';
import { toast } from '@/components/ui/toast';
import {
  DeleteCountSchema,
  TrashDestroyedSchema,
  TrashListSchema,
  TrashRestoredSchema,
  type DeleteCount,
  type DeleteCountRequest,
  type TrashEntry,
  type TrashList,
} from '@/lib/contract/trash';
import type { MutationNotices } from './mutation-notices';

export type { DeleteCount, DeleteCountRequest, TrashEntry };

/**
 * The team trash (an extension of the reference service; a deployment without it answers 404 to
 * `GET /v1/trash`, found out as the displays extension is). Auth area "jobs" (the identity token).
 */
export const trashKeys = {
  all: ['trash'] as const,
  list: () => ['trash', 'list'] as const,
  support: () => ['trash', 'support'] as const,
  count: (req: DeleteCountRequest) => ['trash', 'count', req] as const,
};

/** How long an Undo stays offered on the toast after a delete. */
export const UNDO_MS = 10_000;

export function fetchTrashPage(nextToken: string | null, signal?: AbortSignal, item?: string): Promise<TrashList> {
  const q = new URLSearchParams({ limit: '50' });
  if (nextToken) q.set('nextToken', nextToken);
  if (item) q.set('item', item);
  return jobsApi.request(`/v1/trash?${q.toString()}`, { schema: TrashListSchema, signal });
}

export function trashListQueryOptions() {
  return infiniteQueryOptions({
    queryKey: trashKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchTrashPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken,
    retry: false,
  });
}

/** Whether the deployment keeps a trash: undefined while asked, then its retention, or `supported: false` (permanent deletes). */
export type TrashSupport = { supported: true; retentionDays: number; mayDeleteForever: boolean } | { supported: false };

export function trashSupportQueryOptions() {
  return queryOptions({
    queryKey: trashKeys.support(),
    queryFn: async ({ signal }): Promise<TrashSupport> => {
      try {
        const page = await jobsApi.request('/v1/trash?limit=1', { schema: TrashListSchema, signal });
        return { supported: true, retentionDays: page.retentionDays, mayDeleteForever: page.mayDeleteForever };
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return { supported: false };
        throw err;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function fetchDeleteCount(req: DeleteCountRequest, signal?: AbortSignal): Promise<DeleteCount> {
  return jobsApi.request('/v1/trash/count', { method: 'POST', body: req, schema: DeleteCountSchema, signal });
}

/** What a deletion would take, counted by the service (every descendant, every matching row). */
export function deleteCountQueryOptions(req: DeleteCountRequest) {
  return queryOptions({
    queryKey: trashKeys.count(req),
    queryFn: ({ signal }) => fetchDeleteCount(req, signal),
    // Counted afresh each time a confirmation opens: what is there changes.
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  });
}

/**
 * The words of a destructive confirmation: the service's count of what goes (null while the
 * dialog is closed) and whether it goes to the trash or for good.
 */
export function useDeletionTerms(req: DeleteCountRequest | null) {
  const support = useQuery(trashSupportQueryOptions());
  const supported = support.data?.supported === true;
  const count = useQuery({ ...deleteCountQueryOptions(req ?? { kind: 'task', id: '-' }), enabled: req !== null && supported });
  return {
    /** Undefined while unknown (still asking, or a service without the trash and its count). */
    count: supported ? count.data : undefined,
    counting: req !== null && (support.isPending || (supported && count.isPending)),
    countError: count.error ? describeError(count.error) : undefined,
    permanence: permanenceSentence(support.data),
    trashed: supported,
  };
}

export function permanenceSentence(support: TrashSupport | undefined): string {
  if (!support) return '';
  if (!support.supported) return 'This service keeps no trash: the deletion is permanent and cannot be undone.';
  const days = support.retentionDays;
  return `It goes to the Trash, where it can be restored for ${days} ${days === 1 ? 'day' : 'days'}.`;
}

export function restoreTrashEntry(id: string, parentId?: string) {
  return jobsApi.request(`/v1/trash/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    body: parentId ? { parentId } : {},
    schema: TrashRestoredSchema,
  });
}

export function deleteTrashEntry(id: string) {
  return jobsApi.request(`/v1/trash/${encodeURIComponent(id)}`, { method: 'DELETE', schema: TrashDestroyedSchema });
}

/**
 * Restores the deletions that hold these items (one per request the delete made: the first id of
 * each is enough) and answers how many rows came back.
 */
export async function undoDeletion(itemIds: readonly string[]): Promise<number> {
  const done = new Set<string>();
  let restored = 0;
  for (const id of itemIds) {
    const entry = (await fetchTrashPage(null, undefined, id)).items[0];
    if (!entry || done.has(entry.id)) continue;
    done.add(entry.id);
    restored += (await restoreTrashEntry(entry.id)).restored;
  }
  return restored;
}

/** A restore changes any resource (flights, media, missions, jobs, tasks): everything is refetched. */
export function useRestoreTrashMutation(notices?: MutationNotices<{ id: string; parentId?: string }, { restored: number }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; parentId?: string }) => restoreTrashEntry(v.id, v.parentId),
    onSuccess: notices?.onSuccess,
    onError: notices?.onError,
    onSettled: () => qc.invalidateQueries(),
  });
}

export function useDeleteForeverMutation(notices?: MutationNotices<string, { destroyed: number }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteTrashEntry,
    onSuccess: notices?.onSuccess,
    onError: notices?.onError,
    onSettled: () => qc.invalidateQueries({ queryKey: trashKeys.all }),
  });
}

/**
 * The toast after a delete: with an Undo for 10 s when the deletion went to the trash. `itemIds`
 * names one item of each request the delete made (undoDeletion).
 */
export function useDeletedToast() {
  const qc = useQueryClient();
  return useCallback(
    (message: string, itemIds: readonly string[]) => {
      const support = qc.getQueryData<TrashSupport>(trashKeys.support());
      if (support?.supported !== true || itemIds.length === 0) {
        toast.success(message);
        return;
      }
      toast.success(`${message} — moved to the Trash`, {
        durationMs: UNDO_MS,
        action: {
          label: 'Undo',
          run: () => {
            undoDeletion(itemIds)
              .then((n) => toast.success(n === 1 ? 'Restored' : `Restored ${n.toLocaleString('en-US')} items`))
              .catch((err: unknown) => toast.error(`Could not undo: ${describeError(err)}`))
              .finally(() => void qc.invalidateQueries());
          },
        },
      });
    },
    [qc],
  );
}
