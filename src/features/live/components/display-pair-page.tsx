import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeError } from '@/lib/api/api-error';
import { getDisplayCredential, saveDisplayCredential } from '@/lib/api/display-credential';
import { pairDisplay } from '@/lib/resources/displays';

/** The one-time code a pairing link carries in its fragment (`/display#code=ABCD-EFGH`), never sent to a server. */
function takeCodeFromFragment(): string | null {
  const hash = globalThis.location?.hash ?? '';
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  if (code) {
    // Out of the address bar and the history at once: the code is spent on first use anyway.
    globalThis.history?.replaceState(globalThis.history.state, '', `${globalThis.location.pathname}${globalThis.location.search}`);
  }
  return code;
}

/**
 * The wall PC's side of display sign-in: a pairing link opens this page and pairs at once;
 * otherwise the code an admin read out is typed here. Once paired (now or before a reboot), the
 * display's wall opens with no keyboard.
 */
export function DisplayPairPage({ onPaired }: { onPaired(wallPath: string): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const pair = async (value: string) => {
    setBusy(true);
    setError(null);
    try {
      const r = await pairDisplay(value);
      saveDisplayCredential({ credential: r.credential, displayId: r.display.id, name: r.display.name, wallPath: r.display.wallPath });
      onPaired(r.display.wallPath);
    } catch (err) {
      const stored = getDisplayCredential();
      // A link used twice (the kiosk reopens it after a reboot): the stored credential still plays.
      if (stored) onPaired(stored.wallPath);
      else setError(describeError(err));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fromLink = takeCodeFromFragment();
    if (fromLink) void pair(fromLink);
    else {
      const stored = getDisplayCredential();
      if (stored) onPaired(stored.wallPath);
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) void pair(code.trim());
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-canvas p-6 text-fg">
      <form
        onSubmit={submit}
        aria-label="Pair this display"
        className="flex w-full max-w-md flex-col gap-4 rounded-lg border border-line bg-surface p-6"
      >
        <h1 className="text-xl font-semibold">Pair this display</h1>
        <p className="text-sm text-muted">
          Type the pairing code an admin created for this wall (Live → Displays). The display then keeps its own credential, which can only
          show that wall and which an admin can revoke; it starts by itself after a reboot.
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Pairing code
          <input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH"
            aria-invalid={error ? true : undefined}
            className="rounded-md border border-line bg-canvas px-3 py-2 font-mono text-2xl uppercase tracking-widest"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          disabled={busy || !code.trim()}
          className="rounded-md bg-accent px-4 py-2 font-medium text-accent-fg disabled:opacity-50"
        >
          {busy ? 'Pairing…' : 'Pair'}
        </button>
      </form>
    </main>
  );
}
