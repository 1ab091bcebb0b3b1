import type { StreamState } from '@/lib/contract/streams';

const LOOK: Record<StreamState | 'NONE', { icon: string; className: string; word: string }> = {
  NONE: { icon: '○', className: 'text-zinc-400', word: 'STOPPED' },
  STARTING: { icon: '◌', className: 'text-sky-400', word: 'STARTING' },
  STREAMING: { icon: '●', className: 'text-emerald-400', word: 'STREAMING' },
  STOPPING: { icon: '◌', className: 'text-amber-400', word: 'STOPPING' },
  STOPPED: { icon: '○', className: 'text-zinc-400', word: 'STOPPED' },
  FINISHED: { icon: '■', className: 'text-zinc-400', word: 'FINISHED' },
  ERROR: { icon: '✕', className: 'text-red-400', word: 'ERROR' },
};

/** The service's stream state, as the service reports it (STARTING and STOPPING are shown, not guessed past). */
export function StreamStateBadge({ state }: { state: StreamState | undefined }) {
  const look = LOOK[state ?? 'NONE'];
  return (
    <span data-stream-state={state ?? 'NONE'} className={`inline-flex items-center gap-1 text-xs font-semibold ${look.className}`}>
      <span aria-hidden="true">{look.icon}</span>
      {look.word}
    </span>
  );
}
