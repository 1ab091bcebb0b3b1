import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import {
  useCreateMediaFolderMutation,
  useDeleteMediaMutation,
  useMoveMediaMutation,
  useRenameMediaMutation,
  MAX_IDS_PER_REQUEST,
} from '@/lib/resources/media-mutations';
import { useDeletedToast } from '@/lib/resources/trash';
import { countLabel } from '../utils/media-labels';

/**
 * The explorer's changes with their words. The resource hooks refetch the drive afterwards
 * (tree, lists, details); nothing is changed in the view before the service agrees, so a failure
 * leaves the view as it was and the toast says why.
 */
export function useMediaChanges() {
  const move = useMoveMediaMutation({
    onSuccess: (_r, v) => toast.success(`Moved ${countLabel(v.ids.length)}`),
    onError: (e) => toast.error(`Could not move: ${describeError(e)}`),
  });
  const rename = useRenameMediaMutation({
    onSuccess: (_r, v) => toast.success(`Renamed to “${v.newName}”`),
    onError: (e) => toast.error(`Could not rename: ${describeError(e)}`),
  });
  const deleted = useDeletedToast();
  const remove = useDeleteMediaMutation({
    // One item of each request the delete made (they go MAX_IDS_PER_REQUEST at a time): the Undo finds each one's deletion by it.
    onSuccess: (_r, ids) =>
      deleted(
        `Deleted ${countLabel(ids.length)}`,
        ids.filter((_id, i) => i % MAX_IDS_PER_REQUEST === 0),
      ),
    onError: (e) => toast.error(`Could not delete: ${describeError(e)}`),
  });
  const createFolder = useCreateMediaFolderMutation({
    onSuccess: (_r, v) => toast.success(`Folder “${v.name}” created`),
    onError: (e) => toast.error(`Could not create the folder: ${describeError(e)}`),
  });
  return { move, rename, remove, createFolder };
}
