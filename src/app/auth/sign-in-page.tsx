import { setSession, type Session } from '@/lib/api/session';
import { queryClient } from '../query-client';
import { SignInPanel } from './sign-in-panel';

/** The full-page sign-in. Signing in starts from an empty cache: nothing of a previous user. */
export function SignInPage({ initialMode, onDone }: { initialMode?: 'demo' | 'own'; onDone: () => void }) {
  const onSignedIn = (session: Session) => {
    queryClient.clear();
    setSession(session);
    onDone();
  };
  return (
    <main className="flex min-h-full items-start justify-center p-6 sm:pt-[10vh]">
      <section
        aria-labelledby="sign-in-title"
        className="flex w-full max-w-2xl flex-col gap-5 rounded-xl border border-line bg-surface p-6 shadow-xl"
      >
        <div>
          <h1 id="sign-in-title" className="text-2xl font-semibold">
            <span aria-hidden className="mr-2 text-accent">
              ◎
            </span>
            Sign in to Fleet Ops
          </h1>
          <p className="mt-1 text-sm text-muted">Live video, channels, missions, jobs, flights, analytics and media for your team.</p>
        </div>
        <SignInPanel onSignedIn={onSignedIn} initialMode={initialMode} />
      </section>
    </main>
  );
}
