import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Spinner } from '@/components/ui/spinner';
import { describeError } from '@/lib/api/api-error';
import { getRuntimeConfig } from '@/lib/api/runtime-config';
import type { Session } from '@/lib/api/session';
import { CredentialsForm } from './credentials-form';
import { devLogin, fetchDevUsers } from './dev-login';

export interface SignInPanelProps {
  onSignedIn: (session: Session) => void;
  /**
   * The session being renewed (re-sign-in): its demo user is offered first, or, for pasted
   * credentials, the form opens with them filled in.
   */
  previous?: Session | null;
  initialMode?: 'demo' | 'own';
}

/**
 * Demo users of the reference service (when it runs its development identity provider),
 * or the user's own credentials for another deployment.
 */
export function SignInPanel({ onSignedIn, previous, initialMode }: SignInPanelProps) {
  const devIdentity = getRuntimeConfig().devIdentity;
  const preferredUsername = previous?.username;
  const pasted = previous && !previous.username ? previous : undefined;
  const [mode, setMode] = useState<'demo' | 'own'>(devIdentity && !pasted ? (initialMode ?? 'demo') : 'own');
  const [busyUser, setBusyUser] = useState<string | null>(null);
  const [loginError, setLoginError] = useState<string | null>(null);
  const users = useQuery({ queryKey: ['dev', 'users'], queryFn: fetchDevUsers, enabled: mode === 'demo', staleTime: 60_000 });

  const signInAs = async (username: string) => {
    setBusyUser(username);
    setLoginError(null);
    try {
      onSignedIn(await devLogin(username));
    } catch (err) {
      setLoginError(describeError(err));
    } finally {
      setBusyUser(null);
    }
  };

  if (mode === 'own') {
    return (
      <div className="flex flex-col gap-4">
        <CredentialsForm onSignedIn={onSignedIn} initial={pasted} />
        {devIdentity && (
          <Button variant="ghost" className="self-start" onClick={() => setMode('demo')}>
            Back to demo users
          </Button>
        )}
      </div>
    );
  }

  const list = [...(users.data ?? [])].sort((a, b) => Number(b.username === preferredUsername) - Number(a.username === preferredUsername));
  return (
    <div className="flex flex-col gap-4">
      {users.isPending && <Spinner label="Loading demo users" />}
      {users.isError && (
        <ErrorPanel message={describeError(users.error)} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      )}
      {users.data && (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Demo users">
          {list.map((u) => (
            <li key={u.username}>
              <Button
                className="w-full !justify-start text-left"
                variant={u.username === preferredUsername ? 'primary' : 'secondary'}
                disabled={busyUser !== null}
                onClick={() => void signInAs(u.username)}
              >
                <span className="flex flex-col items-start">
                  <span>{busyUser === u.username ? 'Signing in…' : u.displayName}</span>
                  <span className="text-xs font-normal opacity-80">
                    @{u.username} · {u.teamId} · {u.role}
                  </span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {loginError && (
        <p role="alert" className="text-sm text-danger">
          {loginError}
        </p>
      )}
      {/* A real button, not a link-like ghost: another deployment's users start here. */}
      <Button variant="secondary" className="self-start" onClick={() => setMode('own')}>
        Use my own credentials
      </Button>
    </div>
  );
}
