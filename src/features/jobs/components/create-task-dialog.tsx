import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { TASK_TYPES, type TaskType } from '@/lib/contract/tasks';
import { useCreateTask } from '@/lib/resources/tasks-mutations';

const TYPE_LABEL: Record<TaskType, string> = { FLIGHT_REQUEST: 'Flight request', FLIGHT_REQUEST_MANUAL: 'Manual flight request' };

/** A new task of the job, as a draft. */
export function CreateTaskDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TaskType>('FLIGHT_REQUEST');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTask();
  const submit = () => {
    if (!title.trim()) return setError('A title is required');
    create.mutate(
      { jobId, type, title: title.trim(), description: description.trim() || undefined, status: ['DRAFT'] },
      {
        onSuccess: (t) => {
          toast.success(`Task “${t.title ?? t.id}” added`);
          onClose();
        },
        onError: (e) => setError(describeError(e)),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} title="New task">
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label="Task title" value={title} onChange={(e) => setTitle(e.target.value)} error={error} />
        <TextField label="Task description" value={description} onChange={(e) => setDescription(e.target.value)} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Type
          <select
            className="rounded border border-line bg-canvas px-2 py-1"
            value={type}
            onChange={(e) => setType(e.target.value as TaskType)}
          >
            {TASK_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABEL[t]}
              </option>
            ))}
          </select>
        </label>
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={create.isPending}>
            Add task
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
