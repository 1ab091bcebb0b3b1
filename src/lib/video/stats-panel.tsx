import { useEffect, useState } from 'react';
import { formatBitrate, readStats } from './stats';
import type { EngineHandle, PlayerStats } from './types';

/** Polled once a second while open; closed, it costs nothing. */
export function StatsPanel({ video, engine }: { video: HTMLVideoElement | null; engine: () => EngineHandle | null }) {
  const [stats, setStats] = useState<PlayerStats>(() => readStats(video, engine()));
  useEffect(() => {
    const t = setInterval(() => setStats(readStats(video, engine())), 1000);
    return () => clearInterval(t);
  }, [video, engine]);
  const dropPct = stats.decodedFrames ? ((stats.droppedFrames / stats.decodedFrames) * 100).toFixed(1) : '0.0';
  return (
    <dl
      aria-label="Playback statistics"
      className="grid grid-cols-[auto_auto] gap-x-3 rounded bg-black/75 p-2 font-mono text-[11px] text-zinc-100"
    >
      <dt>Engine</dt>
      <dd data-testid="stat-engine">{stats.engine ?? '—'}</dd>
      <dt>Behind live</dt>
      <dd data-testid="stat-latency">{stats.latency === null ? '—' : `${stats.latency.toFixed(2)} s`}</dd>
      <dt>Behind clock</dt>
      <dd data-testid="stat-clock-latency">{stats.clockLatency === null ? '—' : `${stats.clockLatency.toFixed(2)} s`}</dd>
      <dt>Bitrate</dt>
      <dd>{formatBitrate(stats.bitrate)}</dd>
      <dt>Resolution</dt>
      <dd>{stats.width ? `${stats.width}×${stats.height}` : '—'}</dd>
      <dt>Frames</dt>
      <dd>
        {stats.decodedFrames} decoded, {stats.droppedFrames} dropped ({dropPct}%)
      </dd>
    </dl>
  );
}
