import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { TaskRecord } from '@/lib/resources/tasks';
import { checkLocation, locationText, type LocationCheck } from '../utils/task-location';
import { DESCRIPTION_MAX, NAME_MAX } from '@/lib/contract/limits';

export interface TaskFieldsPatch {
  title: string;
  description: string;
  lat?: number;
  lng?: number;
}

/** Title, description and location (typed, or picked on the map) of a task. */
export function TaskFields({ task, busy, onSave }: { task: TaskRecord; busy: boolean; onSave: (p: TaskFieldsPatch) => void }) {
  const [title, setTitle] = useState(task.title ?? '');
  const [description, setDescription] = useState(task.description ?? '');
  const [lat, setLat] = useState(locationText(task.lat));
  const [lng, setLng] = useState(locationText(task.lng));
  const location = checkLocation({ lat, lng });
  // The service keeps a location once set (a PATCH cannot remove a field), so clearing is refused here.
  const hadLocation = task.lat !== undefined && task.lng !== undefined;
  const errors: LocationCheck['errors'] =
    location.value === null && hadLocation ? { lat: 'A task keeps its location once set: enter a new one' } : location.errors;
  const invalid = !title.trim() || !!errors.lat || !!errors.lng;
  return (
    <form
      noValidate
      aria-label="Task fields"
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (invalid) return;
        onSave({ title: title.trim(), description, ...(location.value ?? {}) });
      }}
    >
      <TextField
        label="Title"
        value={title}
        maxLength={NAME_MAX}
        onChange={(e) => setTitle(e.target.value)}
        error={title.trim() ? null : 'A title is required'}
      />
      <TextField label="Description" value={description} maxLength={DESCRIPTION_MAX} onChange={(e) => setDescription(e.target.value)} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Latitude" inputMode="decimal" value={lat} onChange={(e) => setLat(e.target.value)} error={errors.lat} />
        <TextField label="Longitude" inputMode="decimal" value={lng} onChange={(e) => setLng(e.target.value)} error={errors.lng} />
      </div>
      <p className="text-xs text-muted">Decimal degrees (WGS 84), or “Pick task location” on the map.</p>
      <Button type="submit" size="sm" className="self-start" disabled={busy || invalid}>
        Save task
      </Button>
    </form>
  );
}
