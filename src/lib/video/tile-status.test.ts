import { describe, expect, it } from 'vitest';
import { agoText, tileStatus, type TileInput } from './tile-status';

const NOW = 1_000_000;
const base: TileInput = { name: 'Limmat bridge', state: 'playing', lastFrameAt: NOW - 500, nextRetryAt: null, now: NOW };

describe('tileStatus', () => {
  it('says LIVE only while frames arrive', () => {
    expect(tileStatus(base)).toEqual({ kind: 'live', word: 'LIVE', detail: null });
    // The engine still says playing, but the picture stopped 14 s ago.
    expect(tileStatus({ ...base, lastFrameAt: NOW - 14_000 })).toEqual({
      kind: 'stale',
      word: 'STALE',
      detail: 'Limmat bridge: last frame 14 s ago',
    });
    expect(tileStatus({ ...base, lastFrameAt: null }).kind).toBe('stale');
    // Stalled by the engine's word but frames moved a moment ago: still live.
    expect(tileStatus({ ...base, state: 'stalled' }).kind).toBe('live');
  });

  it('is never LIVE when the service says the stream is not running, even while the buffer plays out', () => {
    expect(tileStatus({ ...base, upstreamLive: false })).toEqual({
      kind: 'ended',
      word: 'ENDED',
      detail: 'Limmat bridge: the stream is not running · last frame 1 s ago',
    });
    expect(tileStatus({ ...base, upstreamLive: false, restartNote: 'restarting stream… next try in 4 s' })).toMatchObject({
      kind: 'reconnecting',
      detail: 'Limmat bridge: restarting stream… next try in 4 s · last frame 1 s ago',
    });
    expect(tileStatus({ ...base, upstreamLive: true }).kind).toBe('live');
  });

  it('counts down to the next attempt while reconnecting, and names the camera', () => {
    const s = tileStatus({
      ...base,
      state: 'reconnecting',
      reason: 'no live stream yet',
      lastFrameAt: NOW - 20_000,
      nextRetryAt: NOW + 3_200,
    });
    expect(s).toEqual({
      kind: 'reconnecting',
      word: 'RECONNECTING',
      detail: 'Limmat bridge: next try in 4 s (no live stream yet) · last frame 20 s ago',
    });
    expect(tileStatus({ ...base, state: 'reconnecting', lastFrameAt: null, nextRetryAt: null }).detail).toBe(
      'Limmat bridge: reconnecting now',
    );
  });

  it('names the camera in the final states', () => {
    expect(tileStatus({ ...base, noSource: true })).toMatchObject({
      word: 'NO SOURCE',
      detail: 'Limmat bridge: no video source configured',
    });
    expect(tileStatus({ ...base, browserOffline: true })).toMatchObject({
      word: 'OFFLINE',
      detail: 'Limmat bridge: this browser is offline',
    });
    expect(tileStatus({ ...base, state: 'ended', lastFrameAt: null, nextRetryAt: NOW + 9_000 })).toMatchObject({
      word: 'ENDED',
      detail: 'Limmat bridge: the stream ended; next try in 9 s',
    });
    expect(tileStatus({ ...base, state: 'loading', lastFrameAt: null })).toMatchObject({
      word: 'CONNECTING',
      detail: 'Limmat bridge: connecting…',
    });
  });

  it('writes ages people read', () => {
    expect(agoText(14_400)).toBe('14 s');
    expect(agoText(180_000)).toBe('3 min');
    expect(agoText(3 * 3_600_000)).toBe('3 h');
  });
});
