import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadSnapshot } from './snapshot';
import { TileBadge } from './state-badge';
import { tileStatus, type TileStatus } from './tile-status';
import { readStats } from './stats';
import { StatsPanel } from './stats-panel';
import { useVideoPlayer } from './use-video-player';
import type { PlayerHealth, PlayerSource, PlayerStats, RenewSource } from './types';

export interface VideoPlayerProps {
  source: PlayerSource | null;
  /** Accessible name, e.g. the device name. */
  label: string;
  renew?: RenewSource;
  /** false: stop loading (scrolled out of view, hidden tile). */
  active?: boolean;
  /**
   * Whether the stream is live at the service, when the parent knows (a states poll). Turning
   * true while this player is not playing retries at once instead of waiting out the backoff.
   */
  upstreamLive?: boolean;
  /** Tiles: smaller rendition, compact controls. */
  variant?: 'full' | 'tile';
  controls?: boolean;
  onHealth?: (h: PlayerHealth) => void;
  onDoubleClick?: () => void;
  /** Called once a second with the playback statistics while given (a wall's health overlay). */
  onStats?: (s: PlayerStats) => void;
  /** What the keep-streaming supervisor is doing for this stream (shown as RECONNECTING with it). */
  restartNote?: string;
  /** Called when the derived tile status (tile-status.ts) changes: what a wall's "N/M live" counts. */
  onStatus?: (s: TileStatus) => void;
  /** Badge and detail size: walls scale them with the screen. */
  badgeClassName?: string;
  className?: string;
}

const btn =
  'rounded bg-black/60 px-2 py-1 text-xs text-white hover:bg-black/80 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-400';

/**
 * One live video with its health badge and controls. It owns the engine through
 * `useVideoPlayer`, which destroys it on unmount or source change.
 */
export function VideoPlayer({
  source,
  label,
  renew,
  active = true,
  upstreamLive,
  variant = 'full',
  controls = true,
  onHealth,
  onDoubleClick,
  onStats,
  restartNote,
  onStatus,
  badgeClassName = 'text-xs',
  className = '',
}: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const [muted, setMuted] = useState(true);
  const [showStats, setShowStats] = useState(false);
  const { health, controller } = useVideoPlayer(videoRef, source, { renew, active, upstreamLive, capToSize: variant === 'tile', onHealth });
  const engine = useCallback(() => controller.current?.engine() ?? null, [controller]);
  const onStatsRef = useRef(onStats);
  useEffect(() => {
    onStatsRef.current = onStats;
  });
  const wantStats = Boolean(onStats);
  useEffect(() => {
    if (!wantStats) return;
    const t = setInterval(() => onStatsRef.current?.(readStats(videoRef.current, engine())), 1000);
    return () => clearInterval(t);
  }, [wantStats, engine]);

  // The badge is re-derived every half second from what the player measured, so "last frame 14 s
  // ago" and the countdown move, and LIVE drops as soon as frames stop.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(t);
  }, []);
  const timing = controller.current?.timing() ?? { lastFrameAt: null, nextRetryAt: null };
  const status = tileStatus({
    name: label,
    state: health.state,
    reason: health.reason,
    lastFrameAt: timing.lastFrameAt,
    nextRetryAt: timing.nextRetryAt,
    now,
    upstreamLive,
    restartNote,
    browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
  });
  const statusKey = `${status.kind}|${status.detail ?? ''}`;
  const onStatusRef = useRef(onStatus);
  useEffect(() => {
    onStatusRef.current = onStatus;
  });
  const lastKind = useRef<string | null>(null);
  useEffect(() => {
    // Reported on a change of kind only: the detail's seconds tick every render.
    if (lastKind.current === status.kind) return;
    lastKind.current = status.kind;
    onStatusRef.current?.(status);
    // statusKey carries the status; the object itself is new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [statusKey]);

  const toggleMute = () => {
    const v = videoRef.current;
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  };
  const fullscreen = () => {
    const el = rootRef.current;
    if (!el) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void el.requestFullscreen?.().catch(() => undefined);
  };
  const snapshot = () => {
    if (videoRef.current) void downloadSnapshot(videoRef.current, label);
  };

  return (
    <div
      ref={rootRef}
      role="group"
      aria-label={label}
      data-player-state={health.state}
      data-tile-state={status.kind}
      data-token-renewals={health.tokenRenewals}
      className={`group/player relative overflow-hidden bg-black ${className}`}
      onDoubleClick={onDoubleClick}
    >
      <video ref={videoRef} className="h-full w-full object-contain" muted playsInline autoPlay aria-label={`${label} video`} />
      <div className={`pointer-events-none absolute left-2 top-2 flex max-w-[calc(100%-1rem)] items-center gap-2 ${badgeClassName}`}>
        <TileBadge status={status} />
        {status.detail ? (
          <span data-testid="tile-detail" className="truncate rounded bg-black/70 px-1.5 py-0.5 text-zinc-100">
            {status.detail}
          </span>
        ) : null}
      </div>
      {controls ? (
        <div
          className={`absolute bottom-2 right-2 flex max-w-[calc(100%-1rem)] flex-wrap justify-end gap-1 ${
            variant === 'tile' ? 'opacity-0 transition-opacity group-focus-within/player:opacity-100 group-hover/player:opacity-100' : ''
          }`}
        >
          <button type="button" className={btn} onClick={toggleMute} aria-pressed={!muted}>
            {muted ? 'Unmute' : 'Mute'}
          </button>
          <button type="button" className={btn} onClick={snapshot}>
            Snapshot
          </button>
          <button type="button" className={btn} onClick={() => setShowStats((s) => !s)} aria-expanded={showStats}>
            Stats
          </button>
          <button type="button" className={btn} onClick={fullscreen}>
            Fullscreen
          </button>
          {health.state === 'reconnecting' || health.state === 'offline' ? (
            <button type="button" className={btn} onClick={() => controller.current?.retry()}>
              Retry now
            </button>
          ) : null}
        </div>
      ) : null}
      {showStats ? (
        <div className="absolute right-2 top-2">
          <StatsPanel video={videoRef.current} engine={engine} />
        </div>
      ) : null}
    </div>
  );
}
