import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletionTerms } from '@/lib/resources/trash';

const tasksOf = (n: number) => `${n.toLocaleString('en-US')} task${n === 1 ? '' : 's'}`;

/**
 * Deleting a job takes its tasks: the confirmation counts them on the service (not the loaded
 * board) and says whether they go to the Trash or for good.
 */
export function DeleteJobDialog({
  job,
  busy,
  onConfirm,
  onCancel,
}: {
  job: { id: string; title: string; totalTasks?: number } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const terms = useDeletionTerms(job ? { kind: 'job', id: job.id } : null);
  const tasks = terms.count?.tasks ?? job?.totalTasks;
  return (
    <ConfirmDialog
      open={job !== null}
      title={`Delete job “${job?.title ?? ''}”?`}
      message={`${tasks === undefined ? 'Its tasks go' : tasks === 0 ? 'It has no tasks; it goes' : `Its ${tasksOf(tasks)} go`} with it, with their geofences and flight history. Missions attached to them stay in Missions. ${terms.permanence}`}
      confirmLabel={terms.counting ? 'Counting…' : tasks ? `Delete job and ${tasksOf(tasks)}` : 'Delete job'}
      destructive
      busy={busy || terms.counting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
