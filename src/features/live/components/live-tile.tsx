import { useEffect, useRef, useState } from 'react';
import { VideoPlayer } from '@/lib/video/video-player';
import type { TileStatus } from '@/lib/video/tile-status';
import type { PlayerHealth } from '@/lib/video/types';
import { useDeviceSource } from '../hooks/use-device-source';
import { useInView } from '../hooks/use-in-view';
import type { PlaybackFormat } from '../utils/stream-urls';
import type { TokenManager } from '../utils/token-manager';
import { NoVideoSource } from './no-video-source';
import { TileHealthOverlay, useTileHealth } from './tile-health-overlay';

interface Props {
  deviceId: string;
  name: string;
  manager: TokenManager | null;
  /** The focused tile plays the full rendition; the others the low-resolution sub stream. */
  focused?: boolean;
  controls?: boolean;
  onHealth?: (deviceId: string, h: PlayerHealth) => void;
  onFocus?: () => void;
  /** What the keep-streaming supervisor is doing for this device ("restarting stream…", "no source"). */
  note?: string;
  /** Whether the device's ingest is STREAMING, when the parent polls it (see VideoPlayer). */
  upstreamLive?: boolean;
  format?: PlaybackFormat;
  /** Hidden behind a focused tile: its player stops (no source, no requests). */
  hidden?: boolean;
  /** Large health figures over the picture (a wall's `health=1`). */
  showHealth?: boolean;
  /** Play the annotated rendition of this AI add-on (the token must carry it). */
  ai?: string;
  /** The device has no video source: a calm final state, no player and no controls. */
  noSource?: boolean;
  /** The tile's derived status changed (what a wall's "N/M live" counts). */
  onStatus?: (deviceId: string, s: TileStatus) => void;
  /** Screen-scaled type for a wall read from across a room. */
  large?: boolean;
}

/** One grid cell: loads only while on screen, shows its own health. */
export function LiveTile({
  deviceId,
  name,
  manager,
  focused = false,
  controls = true,
  onHealth,
  onFocus,
  note,
  upstreamLive,
  format,
  hidden = false,
  showHealth = false,
  noSource = false,
  ai,
  onStatus,
  large = false,
}: Props) {
  const ref = useRef<HTMLDivElement | null>(null);
  const inView = useInView(ref) && !hidden;
  const { source, renew, failed } = useDeviceSource(manager, deviceId, {
    sub: !focused,
    enabled: inView && !noSource,
    format,
    ai,
  });
  const tileHealth = useTileHealth(showHealth);
  const [live, setLive] = useState(false);
  const reportStatus = (s: TileStatus) => {
    setLive(s.kind === 'live');
    onStatus?.(deviceId, s);
  };
  const reportHealth = (h: PlayerHealth) => {
    tileHealth.onState(h);
    onHealth?.(deviceId, h);
  };
  useEffect(() => {
    if (noSource) onStatus?.(deviceId, { kind: 'no-source', word: 'NO SOURCE', detail: `${name}: no video source configured` });
  }, [noSource, deviceId, name, onStatus]);
  if (noSource) {
    return (
      <div ref={ref} className="relative h-full min-h-0 w-full" data-device-id={deviceId} onDoubleClick={onFocus}>
        <NoVideoSource name={name} variant={focused ? 'full' : 'tile'} />
      </div>
    );
  }
  return (
    <div ref={ref} className="group/tile relative h-full min-h-0 w-full" data-device-id={deviceId} data-in-view={inView}>
      <VideoPlayer
        source={source}
        label={name}
        renew={renew}
        active={inView}
        upstreamLive={upstreamLive}
        variant={focused ? 'full' : 'tile'}
        controls={controls}
        onHealth={reportHealth}
        onStats={tileHealth.onStats}
        onStatus={reportStatus}
        restartNote={note}
        badgeClassName={large ? 'wall-badge' : 'text-xs'}
        onDoubleClick={onFocus}
        className="h-full w-full"
      />
      <span
        data-testid="tile-name"
        className={`pointer-events-none absolute bottom-2 right-2 max-w-[60%] truncate rounded bg-black/60 px-1.5 py-0.5 text-white ${
          large ? 'wall-name' : 'text-xs'
        } ${controls ? 'transition-opacity group-focus-within/tile:opacity-0 group-hover/tile:opacity-0' : ''}`}
      >
        {name}
      </span>
      {showHealth ? <TileHealthOverlay name={name} health={tileHealth.health} live={live} /> : null}
      {note ? (
        // The badge's detail says it where people look; this copy is for screen readers and tests.
        <span data-testid="keep-streaming-note" className="sr-only">
          {note}
        </span>
      ) : null}
      {failed ? (
        <span className="absolute inset-x-0 top-1/2 text-center text-xs text-amber-300">Cannot get a viewer token; retrying…</span>
      ) : null}
    </div>
  );
}
