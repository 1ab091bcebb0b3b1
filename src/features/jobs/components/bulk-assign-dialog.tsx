import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { TaskRecord } from '@/lib/resources/tasks';
import { memberLabel, type TeamMember } from '@/lib/resources/users';
import { useAssignJob } from '../api/job-notices';

interface Props {
  jobId: string;
  jobTitle: string;
  tasks: readonly TaskRecord[];
  members: TeamMember[] | null | undefined;
  onClose: () => void;
}

const tasksOf = (n: number) => `${n} task${n === 1 ? '' : 's'}`;

/** Assign one member to every task of the job (`PATCH /v1/job/{id}/task`), saying first how many tasks change. */
export function BulkAssignDialog({ jobId, jobTitle, tasks, members, onClose }: Props) {
  const [userId, setUserId] = useState('');
  const assign = useAssignJob((id) => memberLabel(members, id));
  const changing = userId ? tasks.filter((t) => t.assignedId !== userId).length : 0;
  const name = userId ? memberLabel(members, userId) : '';
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Assign every task of “${jobTitle}”`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant="primary"
            disabled={!userId || assign.isPending}
            onClick={() => assign.mutate({ jobId, assignedId: userId }, { onSuccess: onClose })}
          >
            Assign {tasksOf(changing)}
          </Button>
        </>
      }
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        Assignee
        {members ? (
          <select className="rounded border border-line bg-canvas px-2 py-1" value={userId} onChange={(e) => setUserId(e.target.value)}>
            <option value="">Pick a member…</option>
            {members.map((m) => (
              <option key={m.id} value={m.id}>
                {memberLabel(members, m.id)}
              </option>
            ))}
          </select>
        ) : (
          <input
            className="rounded border border-line bg-canvas px-2 py-1"
            placeholder="user id"
            value={userId}
            onChange={(e) => setUserId(e.target.value.trim())}
          />
        )}
      </label>
      {userId && (
        <p role="status" className="text-sm">
          {changing === 0
            ? `Every task is already assigned to ${name}; nothing changes.`
            : `${tasksOf(changing)} of ${tasks.length} will be assigned to ${name}${changing < tasks.length ? ` (the other ${tasks.length - changing} already are)` : ''}.`}
        </p>
      )}
    </Dialog>
  );
}
