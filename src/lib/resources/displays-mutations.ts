import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisplayCreate } from '@/lib/contract/displays';
import { createDisplay, displayKeys, revokeDisplay, type Display, type DisplayCreated } from './displays';
import type { MutationNotices } from './mutation-notices';

export function useCreateDisplayMutation(notices: MutationNotices<DisplayCreate, DisplayCreated> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDisplay,
    onSuccess: (r, v) => notices.onSuccess?.(r, v),
    onError: (e, v) => notices.onError?.(e, v),
    onSettled: () => qc.invalidateQueries({ queryKey: displayKeys.list() }),
  });
}

export function useRevokeDisplayMutation(notices: MutationNotices<Display, Display> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Display) => revokeDisplay(d.id),
    onSuccess: (r, v) => {
      qc.setQueryData<Display[]>(displayKeys.list(), (list) => list?.map((d) => (d.id === r.id ? r : d)));
      notices.onSuccess?.(r, v);
    },
    onError: (e, v) => notices.onError?.(e, v),
    onSettled: () => qc.invalidateQueries({ queryKey: displayKeys.list() }),
  });
}
