import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { installReauthHandler } from '@/lib/api/reauth';
import { getSession, setSession, type Session } from '@/lib/api/session';
import { SignInPanel } from '../auth/sign-in-panel';
import { queryClient } from '../query-client';

interface Pending {
  resolve: () => void;
  reject: (err: Error) => void;
}

/**
 * Opens over the current screen when any request gets a 401. Nothing navigates and nothing
 * unmounts, so the screen keeps its state and unsaved edits; once the user signs in again
 * the requests that failed are retried (lib/api/clients).
 */
export function ReauthDialog() {
  const [open, setOpen] = useState(false);
  const pending = useRef<Pending | null>(null);

  useEffect(
    () =>
      installReauthHandler(
        () =>
          new Promise<void>((resolve, reject) => {
            pending.current = { resolve, reject };
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (ok: boolean) => {
    const p = pending.current;
    pending.current = null;
    setOpen(false);
    if (ok) p?.resolve();
    else p?.reject(new Error('re-sign-in cancelled'));
  };

  const onSignedIn = (next: Session) => {
    const previous = getSession();
    setSession(next);
    // Another account must not see the previous one's cached data.
    if (previous?.userId && next.userId && previous.userId !== next.userId) queryClient.clear();
    finish(true);
  };

  const previous = getSession();
  return (
    <Dialog
      open={open}
      onClose={() => finish(false)}
      title="Sign in again"
      description="Your sign-in has expired. Sign in again to continue; what you were doing is kept and will be retried."
      footer={<Button onClick={() => finish(false)}>Cancel</Button>}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      <SignInPanel onSignedIn={onSignedIn} previous={previous} />
    </Dialog>
  );
}
