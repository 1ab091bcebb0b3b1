import { useCallback, useRef, useState } from 'react';
import type { PlayerHealth, PlayerStats } from '@/lib/video/types';

export interface TileHealth {
  /** Seconds behind the live edge (null until the engine knows). */
  latency: number | null;
  /** Share of frames dropped since the player started, 0..1 (null before the first frame). */
  dropShare: number | null;
  /** Times the player went into reconnecting since the tile appeared. */
  reconnects: number;
}

/** Collects a tile's health from its player: stats once a second, reconnects from state changes. */
export function useTileHealth(enabled: boolean) {
  const [health, setHealth] = useState<TileHealth>({ latency: null, dropShare: null, reconnects: 0 });
  const lastState = useRef<PlayerHealth['state']>('idle');
  const onStats = useCallback((s: PlayerStats) => {
    const dropShare = s.decodedFrames ? s.droppedFrames / s.decodedFrames : null;
    setHealth((h) => (h.latency === s.latency && h.dropShare === dropShare ? h : { ...h, latency: s.latency, dropShare }));
  }, []);
  const onState = useCallback((h: PlayerHealth) => {
    if (h.state === 'reconnecting' && lastState.current !== 'reconnecting') setHealth((x) => ({ ...x, reconnects: x.reconnects + 1 }));
    lastState.current = h.state;
  }, []);
  return { health, onStats: enabled ? onStats : undefined, onState };
}

const latencyText = (s: number | null) => (s === null ? '—' : `${s.toFixed(1)} s`);
const dropText = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)} %`);

/**
 * Large, high-contrast figures across the bottom of a wall tile, to be read from across a control
 * room: latency behind live, dropped-frame share, reconnects. Amber when a figure is worth a look.
 */
export function TileHealthOverlay({ name, health, live }: { name: string; health: TileHealth; live: boolean }) {
  const warn = 'text-amber-300';
  // A tile that is not live has no latency to measure: its last figure (or the engine's 0) would
  // read as the best tile on the wall.
  const latency = live ? health.latency : null;
  const items: { label: string; value: string; bad: boolean }[] = [
    { label: 'Behind live', value: latencyText(latency), bad: (latency ?? 0) > 6 },
    { label: 'Dropped', value: dropText(health.dropShare), bad: (health.dropShare ?? 0) > 0.02 },
    { label: 'Reconnects', value: String(health.reconnects), bad: health.reconnects > 0 },
  ];
  return (
    <dl
      aria-label={`Health of ${name}`}
      className="pointer-events-none absolute inset-x-0 top-9 flex flex-wrap justify-center gap-x-5 gap-y-1 bg-black/70 px-2 py-1 text-white"
    >
      {items.map((i) => (
        <div key={i.label} className="flex items-baseline gap-2">
          <dt className="text-sm uppercase tracking-wide text-zinc-300">{i.label}</dt>
          <dd className={`font-mono text-2xl font-bold tabular-nums ${i.bad ? warn : ''}`}>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
