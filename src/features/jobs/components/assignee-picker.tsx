import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { memberLabel, type TeamMember } from '@/lib/resources/users';

interface Props {
  /** The team's members; `null` when the deployment has no member list (ids are typed by hand). */
  members: TeamMember[] | null | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** Assignees of a job: checkboxes of the team's members, or free-typed user ids without a member list. */
export function AssigneePicker({ members, value, onChange, error }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const toggle = (uid: string, on: boolean) => onChange(on ? [...value, uid] : value.filter((v) => v !== uid));
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-err` : undefined}>
      <legend className="text-sm font-medium">Assignees</legend>
      {members ? (
        <div className="flex max-h-40 flex-col gap-1 overflow-auto rounded-md border border-line p-2">
          {members.map((m) => (
            <label key={m.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={value.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />
              {memberLabel(members, m.id)}
              {m.role === 'admin' && <span className="text-xs text-muted">admin</span>}
            </label>
          ))}
        </div>
      ) : (
        <>
          <p className="text-xs text-muted">This deployment has no member list: type the user ids of your team.</p>
          <div className="flex gap-2">
            <input
              aria-label="User id"
              className="flex-1 rounded-md border border-line bg-canvas px-2 py-1 text-sm"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Button
              size="sm"
              disabled={!typed.trim() || value.includes(typed.trim())}
              onClick={() => {
                onChange([...value, typed.trim()]);
                setTyped('');
              }}
            >
              Add
            </Button>
          </div>
          <ul className="flex flex-wrap gap-1">
            {value.map((uid) => (
              <li key={uid} className="flex items-center gap-1 rounded bg-raised px-2 py-0.5 text-xs">
                {uid}
                <button type="button" aria-label={`Remove ${uid}`} onClick={() => toggle(uid, false)}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p id={`${id}-err`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
