import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, describeError } from '@/lib/api/api-error';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { displaysQueryOptions, type DisplayCreated } from '@/lib/resources/displays';
import { useCreateDisplayMutation } from '@/lib/resources/displays-mutations';
import { DisplayList } from './display-list';
import { PairingPanel } from './pairing-panel';
import { DISPLAY_NAME_MAX } from '@/lib/contract/limits';

interface Props {
  /** The wall address to start from (multi-view's "Set up a display"). */
  initialWall?: string;
  initialName?: string;
  isAdmin: boolean;
}

/** Wall displays of the team: create one from a wall address, hand its pairing code over, revoke. */
export function DisplaysPage({ initialWall = '', initialName = '', isAdmin }: Props) {
  const list = useQuery(displaysQueryOptions());
  const [wall, setWall] = useState(initialWall);
  const [name, setName] = useState(initialName);
  const [created, setCreated] = useState<DisplayCreated | null>(null);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const create = useCreateDisplayMutation({
    onSuccess: (r) => {
      setCreated(r);
      setFieldError(null);
      toast.success(`Display “${r.display.name}” created`);
    },
    onError: (err) => setFieldError({ field: err instanceof ApiError ? err.field : undefined, message: describeError(err) }),
  });
  const unsupported = list.error instanceof ApiError && list.error.status === 404;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A full address pasted from the browser works too: keep the path and query.
    const path = wall.trim().replace(/^https?:\/\/[^/]+/, '');
    create.mutate({ name: name.trim(), wallPath: path });
  };

  if (unsupported) {
    return (
      <section className="flex max-w-2xl flex-col gap-3 p-4" aria-label="Displays">
        <h1 className="text-lg font-semibold">Displays</h1>
        <p role="status" className="text-sm">
          This service cannot issue display credentials. To keep a wall running after a reboot, open the wall on the display PC, sign in,
          and choose <strong>Remember this display</strong> in its header: the browser then keeps only your streams credential, until{' '}
          <strong>Forget this display</strong>.
        </p>
      </section>
    );
  }

  return (
    <div className="flex max-w-4xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold">Displays</h1>
      <p className="text-sm text-muted">
        A display is a wall PC that signs in by itself: it can only show the cameras of its wall, and you can revoke it here at any time.
      </p>
      {isAdmin ? (
        <form onSubmit={submit} aria-label="New display" className="flex flex-col gap-3 rounded-md border border-line p-3">
          <div className="grid gap-3 md:grid-cols-[1fr_2fr]">
            <TextField
              label="Display name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="Control room left"
              maxLength={DISPLAY_NAME_MAX}
              error={fieldError?.field === 'name' ? fieldError.message : null}
            />
            <TextField
              label="Wall address"
              value={wall}
              onChange={(e) => setWall(e.target.value)}
              placeholder="/wall?devices=a,b,c&layout=3x3"
              hint="Open as wall from Multi-view, then copy its address here."
              error={fieldError?.field === 'wallPath' ? fieldError.message : null}
            />
          </div>
          {fieldError && fieldError.field !== 'name' && fieldError.field !== 'wallPath' ? (
            <p role="alert" className="text-sm text-danger">
              {fieldError.message}
            </p>
          ) : null}
          <div>
            <Button type="submit" variant="primary" disabled={create.isPending || !name.trim() || !wall.trim()}>
              {create.isPending ? 'Creating…' : 'Create display'}
            </Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted">Only a team admin can create or revoke displays.</p>
      )}
      {created ? <PairingPanel created={created} onDone={() => setCreated(null)} /> : null}
      {list.isPending ? <p className="text-sm text-muted">Loading displays…</p> : null}
      {list.isError ? (
        <p role="alert" className="text-sm text-danger">
          {describeError(list.error)}
        </p>
      ) : null}
      {list.data ? <DisplayList displays={list.data} canRevoke={isAdmin} /> : null}
    </div>
  );
}
