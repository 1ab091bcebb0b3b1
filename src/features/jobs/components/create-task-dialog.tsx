import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { describeError } from '@/lib/api/api-error';
import { TASK_TYPES, type TaskType } from '@/lib/contract/tasks';
import type { TaskRecord } from '@/lib/resources/tasks';
import { useCreateTask, useCreateTaskWithMission } from '@/lib/resources/tasks-mutations';
import { checkLocation } from '../utils/task-location';
import { NewTaskMission, NO_MISSION, type NewTaskMissionState } from './new-task-mission';
import { DESCRIPTION_MAX, NAME_MAX } from '@/lib/contract/limits';

const TYPE_LABEL: Record<TaskType, string> = { FLIGHT_REQUEST: 'Flight request', FLIGHT_REQUEST_MANUAL: 'Manual flight request' };

/** A new task of the job, as a draft: with a location, and with no mission, an existing one or a new one. */
export function CreateTaskDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<TaskType>('FLIGHT_REQUEST');
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [mission, setMission] = useState<NewTaskMissionState>(NO_MISSION);
  const [error, setError] = useState<string | null>(null);
  const [missionError, setMissionError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const create = useCreateTask();
  const createWithMission = useCreateTaskWithMission();
  const location = checkLocation({ lat, lng });
  const done = {
    onSuccess: (t: TaskRecord) => {
      toast.success(`Task “${t.title ?? t.id}” added`);
      onClose();
    },
    onError: (e: unknown) => setError(describeError(e)),
  };

  const submit = () => {
    setTried(true);
    setError(null);
    setMissionError(null);
    if (!title.trim()) return setError('A title is required');
    if (location.value === undefined) return;
    const base = { jobId, type, title: title.trim(), description: description.trim() || undefined, ...(location.value ?? {}) };
    if (mission.choice === 'none') return create.mutate({ ...base, status: ['DRAFT'] }, done);
    if (mission.choice === 'existing') {
      if (!mission.picked) return setMissionError('Choose a mission, or pick “No mission yet”');
      return create.mutate({ ...base, status: ['DRAFT'], context: { mission: { ...mission.picked } } }, done);
    }
    const file = mission.file && 'mission' in mission.file ? mission.file.mission : undefined;
    const route = file?.route ?? (location.value ? [{ lat: location.value.lat, lng: location.value.lng, altitude: 50 }] : []);
    if (!route.length) return setMissionError('A new mission needs a route: give the task a location, or read a route file');
    createWithMission.mutate(
      {
        kind: mission.choice,
        body: { ...base, name: title.trim(), route, ...(file ? { speed: file.speed, heightMode: file.heightMode } : {}) },
      },
      done,
    );
  };
  const pending = create.isPending || createWithMission.isPending;
  const show = (e: string | undefined) => (tried ? e : undefined);
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
        <TextField label="Task title" value={title} maxLength={NAME_MAX} onChange={(e) => setTitle(e.target.value)} error={error} />
        <TextField
          label="Task description"
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
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
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label="Latitude"
            inputMode="decimal"
            value={lat}
            onChange={(e) => setLat(e.target.value)}
            error={show(location.errors.lat)}
          />
          <TextField
            label="Longitude"
            inputMode="decimal"
            value={lng}
            onChange={(e) => setLng(e.target.value)}
            error={show(location.errors.lng)}
          />
        </div>
        <NewTaskMission value={mission} onChange={setMission} />
        {missionError && (
          <p role="alert" className="text-sm text-danger">
            {missionError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={pending}>
            Add task
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
