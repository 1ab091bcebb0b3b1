import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { ApiError, describeError } from '@/lib/api/api-error';
import type { JobView } from '@/lib/resources/jobs';
import { useCreateJobMutation, usePatchJobMutation } from '@/lib/resources/jobs-mutations';
import { teamMembersQueryOptions } from '@/lib/resources/users';
import { AssigneePicker } from './assignee-picker';
import { DESCRIPTION_MAX, NAME_MAX } from '@/lib/contract/limits';

interface Props {
  /** The job to edit; a new job when absent. */
  job?: JobView | undefined;
  open: boolean;
  onClose: () => void;
  onCreated?: (job: JobView) => void;
}

type Errors = Partial<Record<'title' | 'description' | 'userIds' | 'form', string>>;

/** Create or edit a job: title and description required (said on the field), assignees from the team. */
export function JobFormDialog({ job, open, onClose, onCreated }: Props) {
  const [title, setTitle] = useState(job?.title ?? '');
  const [description, setDescription] = useState(job?.description ?? '');
  const [userIds, setUserIds] = useState<string[]>(job?.userIds ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const members = useQuery({ ...teamMembersQueryOptions(), enabled: open });
  const create = useCreateJobMutation();
  const patch = usePatchJobMutation();
  const busy = create.isPending || patch.isPending;

  const fail = (e: unknown) => {
    const field = e instanceof ApiError ? e.field : undefined;
    if (field === 'title' || field === 'description' || field === 'userIds') setErrors({ [field]: describeError(e) });
    else setErrors({ form: describeError(e) });
  };

  const submit = () => {
    const next: Errors = {};
    if (!title.trim()) next.title = 'A title is required';
    if (!description.trim()) next.description = 'A description is required';
    setErrors(next);
    if (Object.keys(next).length) return;
    const body = { title: title.trim(), description: description.trim(), userIds };
    if (job)
      patch.mutate(
        { id: job.id, patch: body },
        {
          onSuccess: () => {
            toast.success(`Job “${body.title}” saved`);
            onClose();
          },
          onError: fail,
        },
      );
    else
      create.mutate(body, {
        onSuccess: (created) => {
          toast.success(`Job “${created.title}” created`);
          onClose();
          onCreated?.(created);
        },
        onError: fail,
      });
  };

  return (
    <Dialog open={open} onClose={onClose} title={job ? `Edit job “${job.title}”` : 'New job'}>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField
          label="Title"
          value={title}
          maxLength={NAME_MAX}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          required
        />
        <TextField
          label="Description"
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
          required
        />
        <AssigneePicker members={members.data} value={userIds} onChange={setUserIds} error={errors.userIds} />
        {members.isError && <p className="text-xs text-warn">Could not load the team: {describeError(members.error)}</p>}
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {job ? 'Save job' : 'Create job'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
