import type { PlayerState } from './types';

/**
 * What a video tile says, derived from what the player measures (when the picture last moved,
 * when its next retry fires) and what the service says about the stream, never from the last
 * engine state alone. Pure, so every view that plays video (Live, multi-view, the wall, the
 * overview's tiles, the watch page) shows the same truth and the wall's "N/M live" counts it.
 */
export type TileKind = 'live' | 'stale' | 'reconnecting' | 'connecting' | 'no-source' | 'offline' | 'ended';

export interface TileInput {
  /** The camera's name: every state but LIVE names it. */
  name: string;
  state: PlayerState;
  /** Why the player is not playing (its own words, e.g. "no live stream yet"). */
  reason?: string | null;
  /** When the picture last moved (epoch ms), null before the first frame. */
  lastFrameAt: number | null;
  /** When the player's next attempt fires (epoch ms), null when none is counting down. */
  nextRetryAt: number | null;
  now: number;
  /**
   * Whether the stream runs at the service, when the page polls it (undefined: not known). False
   * wins over moving frames: those are the buffer playing out after the source ended.
   */
  upstreamLive?: boolean;
  /** The supervisor's word for a stream it is starting again ("restarting stream… next try in 4 s"). */
  restartNote?: string;
  /** The device has no video source configured. */
  noSource?: boolean;
  /** The browser has no network. */
  browserOffline?: boolean;
}

export interface TileStatus {
  kind: TileKind;
  /** The badge's word. */
  word: string;
  /** A sentence beside the badge (null while LIVE): the name and what is known. */
  detail: string | null;
}

/** Frames older than this are not live any more (15 fps cameras; the watchdog ticks every 0.5 s). */
export const LIVE_FRESH_MS = 2000;

const WORDS: Record<TileKind, string> = {
  live: 'LIVE',
  stale: 'STALE',
  reconnecting: 'RECONNECTING',
  connecting: 'CONNECTING',
  'no-source': 'NO SOURCE',
  offline: 'OFFLINE',
  ended: 'ENDED',
};

const status = (kind: TileKind, detail: string | null): TileStatus => ({ kind, word: WORDS[kind], detail });

/** "14 s", "3 min", "2 h" */
export function agoText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  const m = Math.round(s / 60);
  return m < 120 ? `${m} min` : `${Math.round(m / 60)} h`;
}

export function tileStatus(i: TileInput): TileStatus {
  if (i.noSource) return status('no-source', `${i.name}: no video source configured`);
  if (i.browserOffline || i.state === 'offline') return status('offline', `${i.name}: this browser is offline`);
  const fresh = i.lastFrameAt !== null && i.now - i.lastFrameAt < LIVE_FRESH_MS;
  const last = i.lastFrameAt === null ? '' : ` · last frame ${agoText(i.now - i.lastFrameAt)} ago`;
  const countdown = i.nextRetryAt !== null && i.nextRetryAt > i.now ? `next try in ${Math.ceil((i.nextRetryAt - i.now) / 1000)} s` : null;

  if (i.upstreamLive === false) {
    // The service says the stream is not running: whatever the buffer still plays is not live.
    if (i.restartNote) return status('reconnecting', `${i.name}: ${i.restartNote}${last}`);
    if (i.state === 'error') return status('offline', `${i.name}: ${i.reason ?? 'the stream failed'}${last}`);
    return status('ended', `${i.name}: the stream is not running${last}`);
  }
  if (fresh && (i.state === 'playing' || i.state === 'stalled')) return status('live', null);
  if (i.state === 'playing' || i.state === 'stalled') {
    return status(
      'stale',
      i.lastFrameAt === null ? `${i.name}: no frame yet` : `${i.name}: last frame ${agoText(i.now - i.lastFrameAt)} ago`,
    );
  }
  if (i.state === 'reconnecting') {
    const why = i.reason ? ` (${i.reason})` : '';
    return status('reconnecting', `${i.name}: ${countdown ?? 'reconnecting now'}${why}${last}`);
  }
  if (i.state === 'ended') return status('ended', `${i.name}: the stream ended${countdown ? `; ${countdown}` : ''}${last}`);
  if (i.state === 'error') return status('offline', `${i.name}: ${i.reason ?? 'the stream failed'}`);
  if (i.restartNote) return status('reconnecting', `${i.name}: ${i.restartNote}`);
  return status('connecting', `${i.name}: connecting…`);
}
