import type { ReactNode } from 'react';
import { forgetDisplay, rememberStreamsCredential, type DisplayCredential } from '@/lib/api/display-credential';
import type { Session } from '@/lib/api/session';
import { useStoredDisplay } from '../hooks/use-stored-display';
import { useDisplayWallSource, useSessionWallSource } from '../hooks/use-wall-source';
import { WallView, type WallConfig } from './wall-view';

const small =
  'rounded border border-zinc-600 px-2 py-0.5 text-xs text-zinc-200 hover:bg-zinc-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-400';

/** A signed-in wall, which can remember this browser's streams credential to start after a reboot. */
export function SessionWall({ config, session, aside }: { config: WallConfig; session: Session; aside?: ReactNode }) {
  const source = useSessionWallSource(session.teamId, config.ai);
  const stored = useStoredDisplay();
  const remembered = stored?.kind === 'streams';
  const status = remembered ? (
    <span className="flex items-center gap-2 text-xs text-zinc-400">
      <span>Remembered display: streams credential kept in this browser</span>
      <button type="button" className={small} onClick={forgetDisplay}>
        Forget this display
      </button>
    </span>
  ) : (
    <button
      type="button"
      className={small}
      title="Keeps only your streams credential (personal access token) in this browser, so this wall starts again after a reboot without signing in. Forget this display removes it."
      onClick={() => rememberStreamsCredential(session)}
    >
      Remember this display
    </button>
  );
  return <WallView config={config} source={source} aside={aside} status={status} />;
}

/** A paired display: no session, only its own credential, which an admin can revoke. */
export function DisplayWall({ config, display, onForget }: { config: WallConfig; display: DisplayCredential; onForget(): void }) {
  const source = useDisplayWallSource(display);
  const forget = () => {
    forgetDisplay();
    onForget();
  };
  if (source.revoked) {
    return (
      <main className="flex h-screen flex-col items-center justify-center gap-4 bg-black p-8 text-center text-white">
        <h1 className="text-3xl font-semibold">This display was revoked</h1>
        <p className="max-w-xl text-lg text-zinc-300">
          “{display.name}” can no longer show its wall. Ask an admin for a new pairing code (Live → Displays) and pair this screen again.
        </p>
        <button type="button" className="rounded bg-white px-4 py-2 text-black" onClick={forget}>
          Pair this display again
        </button>
      </main>
    );
  }
  const status = (
    <span className="flex items-center gap-2 text-xs text-zinc-400">
      <span>Display: {display.name}</span>
      <button type="button" className={small} onClick={forget}>
        Forget this display
      </button>
    </span>
  );
  return <WallView config={config} source={source} status={status} />;
}
