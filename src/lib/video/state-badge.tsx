import type { TileKind, TileStatus } from './tile-status';
import type { PlayerState } from './types';

interface Look {
  word: string;
  icon: string;
  className: string;
}

/** Colour + icon + word. Only a picture that is actually moving says LIVE. */
export const STATE_LOOK: Record<PlayerState, Look> = {
  idle: { word: 'IDLE', icon: '○', className: 'bg-zinc-700 text-zinc-100' },
  loading: { word: 'CONNECTING', icon: '◌', className: 'bg-sky-800 text-sky-50' },
  playing: { word: 'LIVE', icon: '●', className: 'bg-emerald-700 text-white' },
  stalled: { word: 'STALE', icon: '❚❚', className: 'bg-amber-600 text-black' },
  reconnecting: { word: 'RECONNECTING', icon: '↻', className: 'bg-orange-700 text-white' },
  offline: { word: 'OFFLINE', icon: '✕', className: 'bg-red-800 text-white' },
  error: { word: 'OFFLINE', icon: '✕', className: 'bg-red-800 text-white' },
  ended: { word: 'ENDED', icon: '■', className: 'bg-zinc-600 text-white' },
};

export function StateBadge({ state, className = '' }: { state: PlayerState; className?: string }) {
  const look = STATE_LOOK[state];
  return (
    <span
      role="status"
      aria-label={`Video ${look.word.toLowerCase()}`}
      data-state={state}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold tracking-wide ${look.className} ${className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {look.word}
    </span>
  );
}

const TILE_LOOK: Record<TileKind, { icon: string; className: string }> = {
  live: { icon: '●', className: 'bg-emerald-700 text-white' },
  stale: { icon: '❚❚', className: 'bg-amber-500 text-black' },
  reconnecting: { icon: '↻', className: 'bg-orange-700 text-white' },
  connecting: { icon: '◌', className: 'bg-sky-800 text-sky-50' },
  'no-source': { icon: '○', className: 'bg-zinc-700 text-zinc-100' },
  offline: { icon: '✕', className: 'bg-red-800 text-white' },
  ended: { icon: '■', className: 'bg-zinc-600 text-white' },
};

/** The badge of a tile's derived status (tile-status.ts): colour + icon + word. */
export function TileBadge({ status, className = '' }: { status: TileStatus; className?: string }) {
  const look = TILE_LOOK[status.kind];
  return (
    <span
      role="status"
      aria-label={`Video ${status.word.toLowerCase()}`}
      data-state={status.kind}
      className={`inline-flex items-center gap-1 rounded px-1.5 py-0.5 font-semibold tracking-wide ${look.className} ${className}`}
    >
      <span aria-hidden="true">{look.icon}</span>
      {status.word}
    </span>
  );
}
