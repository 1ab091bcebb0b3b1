import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPlayerController, type PlayerController } from './player-controller';
import type { PlayerHealth, PlayerSource, RenewSource } from './types';

const IDLE: PlayerHealth = { state: 'idle', attempt: 0, reason: null, tokenRenewals: 0 };

/**
 * Runs one controller per (source, active) pair. A new URL or engine is a new source: the old
 * engine is destroyed first. `renew` and `onHealth` are read through refs so a parent that
 * re-renders does not restart playback.
 */
export function useVideoPlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: PlayerSource | null,
  opts: { renew?: RenewSource; active?: boolean; upstreamLive?: boolean; capToSize?: boolean; onHealth?: (h: PlayerHealth) => void },
): { health: PlayerHealth; controller: RefObject<PlayerController | null> } {
  const [health, setHealth] = useState<PlayerHealth>(IDLE);
  const controller = useRef<PlayerController | null>(null);
  const renewRef = useRef(opts.renew);
  const onHealthRef = useRef(opts.onHealth);
  useEffect(() => {
    renewRef.current = opts.renew;
    onHealthRef.current = opts.onHealth;
  });
  const active = opts.active ?? true;
  const url = source?.url;
  const engine = source?.engine;
  const expiresAt = source?.expiresAt;
  const issuedAt = source?.issuedAt;
  const capToSize = opts.capToSize ?? false;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url || !active) {
      setHealth(IDLE);
      onHealthRef.current?.(IDLE);
      return;
    }
    const c = createPlayerController(video, {
      source: { url, engine, expiresAt, issuedAt },
      renew: () => {
        const r = renewRef.current;
        return r ? r() : Promise.reject(new Error('no renewal'));
      },
      capToSize,
      onHealth(h) {
        setHealth(h);
        onHealthRef.current?.(h);
      },
    });
    controller.current = c;
    return () => {
      c.destroy();
      controller.current = null;
    };
    // expiresAt/issuedAt belong to the token of this URL; the URL changing covers them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, url, engine, active, capToSize]);

  // The stream came back at the service (false → true) while this player waits out its backoff:
  // retry now. Unknown (undefined) never triggers, and neither does the first value.
  const upstreamLive = opts.upstreamLive;
  const lastUpstream = useRef(upstreamLive);
  const playing = health.state === 'playing';
  useEffect(() => {
    const was = lastUpstream.current;
    lastUpstream.current = upstreamLive;
    if (upstreamLive === true && was === false && !playing) controller.current?.retry();
    // Only the upstream flip matters; `playing` is read as it is at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upstreamLive]);

  return { health, controller };
}
