import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { TaskRecord } from '@/lib/resources/tasks';

/** Title, description and location of a task. */
export function TaskFields({
  task,
  busy,
  onSave,
}: {
  task: TaskRecord;
  busy: boolean;
  onSave: (p: { title: string; description: string }) => void;
}) {
  const [title, setTitle] = useState(task.title ?? '');
  const [description, setDescription] = useState(task.description ?? '');
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSave({ title: title.trim(), description });
      }}
    >
      <TextField
        label="Title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={title.trim() ? null : 'A title is required'}
      />
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <p className="text-xs text-muted">
        Location: {task.lat !== undefined && task.lng !== undefined ? `${task.lat.toFixed(5)}, ${task.lng.toFixed(5)}` : 'not set'} — use
        “Pick task location” on the map.
      </p>
      <Button type="submit" size="sm" className="self-start" disabled={busy || !title.trim()}>
        Save task
      </Button>
    </form>
  );
}
