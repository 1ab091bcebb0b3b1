import { describe, expect, it } from 'vitest';
import { initialModel, transition, type PlayerEvent, type PlayerModel } from './player-state';
import type { PlayerHealth, PlayerState } from './types';

const health = (state: PlayerState, patch: Partial<PlayerHealth> = {}): PlayerHealth => ({
  state,
  attempt: 0,
  reason: null,
  tokenRenewals: 0,
  ...patch,
});
const model = (state: PlayerState, patch: Partial<PlayerHealth> = {}, retryPending = false): PlayerModel => ({
  health: health(state, patch),
  retryPending,
});
const stall = (patch: Partial<Extract<PlayerEvent, { type: 'stall' }>> = {}): PlayerEvent => ({
  type: 'stall',
  offline: false,
  paused: false,
  sinceBuildMs: 0,
  rebuildAfterMs: 8000,
  ...patch,
});
const types = (r: ReturnType<typeof transition>) => r.effects.map((e) => e.type);

describe('transition: what the badge shows', () => {
  const cases: Array<[string, PlayerModel, PlayerEvent, PlayerHealth | 'unchanged']> = [
    [
      'frames → LIVE, attempts reset',
      model('reconnecting', { attempt: 3, reason: 'x' }),
      { type: 'progress', offline: false },
      health('playing'),
    ],
    ['frames while already LIVE: no report', model('playing'), { type: 'progress', offline: false }, 'unchanged'],
    ['buffering while LIVE', model('playing'), { type: 'waiting', offline: false }, health('stalled', { reason: 'buffering' })],
    ['buffering while loading: no change', model('loading'), { type: 'waiting', offline: false }, 'unchanged'],
    ['the browser goes offline', model('playing'), { type: 'offline' }, health('offline', { reason: 'the browser is offline' })],
    ['the stream ended', model('playing', { reason: 'x' }), { type: 'ended' }, health('ended')],
    [
      'a renewed token is counted',
      model('playing', { tokenRenewals: 2 }),
      { type: 'token-renewed' },
      health('playing', { tokenRenewals: 3 }),
    ],
    ['no frames while LIVE', model('playing'), stall(), health('stalled', { reason: 'no new frames' })],
    [
      'a 404 is no stream yet',
      model('loading'),
      fatal({ status: 404 }),
      health('reconnecting', { attempt: 1, reason: 'no live stream yet' }),
    ],
    ['a decoder error', model('playing'), fatal({ kind: 'media' }), health('reconnecting', { attempt: 1, reason: 'decoder error' })],
    [
      'a network error, offline',
      model('playing'),
      fatal({ offline: true }),
      health('offline', { attempt: 1, reason: 'network: levelLoadError' }),
    ],
    ['retry now keeps the state, resets attempts', model('offline', { attempt: 4 }), { type: 'retry' }, health('offline')],
  ];
  it.each(cases)('%s', (_name, from, event, expected) => {
    const next = transition(from, event);
    if (expected === 'unchanged') {
      expect(next.model).toBe(from);
      expect(next.effects).toEqual([]);
    } else {
      expect(next.model.health).toEqual(expected);
      expect(next.effects).toContainEqual({ type: 'report', health: expected });
    }
  });

  it('starts loading, with nothing pending', () => {
    expect(initialModel()).toEqual(model('loading'));
  });
});

function fatal(patch: Partial<Extract<PlayerEvent, { type: 'fatal' }>> = {}): PlayerEvent {
  return { type: 'fatal', kind: 'network', detail: 'levelLoadError', canRenew: false, offline: false, ...patch };
}

describe('transition: retries', () => {
  it('a failure reports, then schedules the backoff for the attempt', () => {
    const next = transition(model('loading', { attempt: 2 }), fatal());
    expect(next.model.retryPending).toBe(true);
    expect(next.effects).toEqual([
      { type: 'cancel-retry' },
      { type: 'report', health: health('reconnecting', { attempt: 3, reason: 'network: levelLoadError' }) },
      { type: 'schedule-retry', backoffAttempt: 2 },
    ]);
  });

  it('frames coming back while a retry counts down call the retry off (no restart of a stream that plays)', () => {
    const next = transition(model('reconnecting', { attempt: 2, reason: 'x' }, true), { type: 'progress', offline: false });
    expect(next.model.retryPending).toBe(false);
    expect(next.effects).toEqual([{ type: 'cancel-retry' }, { type: 'report', health: health('playing') }]);
    // A timer that fired anyway (already queued) does nothing to a playing stream.
    const late = transition(next.model, { type: 'retry-due', engineReady: true });
    expect(late.effects).toEqual([]);
  });

  it('offline, a failure waits for `online` instead of spinning', () => {
    const next = transition(model('loading'), fatal({ offline: true }));
    expect(types(next)).toEqual(['cancel-retry', 'report']);
    expect(next.model.retryPending).toBe(false);
  });

  it('a refused token is renewed first when it can be, and nothing is shown yet', () => {
    const from = model('playing');
    const next = transition(from, fatal({ status: 403, canRenew: true }));
    expect(next.model).toBe(from);
    expect(next.effects).toEqual([{ type: 'renew-then-retry', reason: 'viewer token refused' }]);
    expect(transition(from, { type: 'retry-later', reason: 'viewer token refused', offline: false }).model.health).toEqual(
      health('reconnecting', { attempt: 1, reason: 'viewer token refused' }),
    );
    // Without a way to renew, a 401 is a network failure like any other.
    expect(types(transition(from, fatal({ status: 401 })))).toEqual(['cancel-retry', 'report', 'schedule-retry']);
  });

  it('the first retry reloads a ready engine in place; later ones, or no ready engine, rebuild', () => {
    const pending = (attempt: number) => model('reconnecting', { attempt }, true);
    expect(transition(pending(1), { type: 'retry-due', engineReady: true })).toEqual({
      model: model('reconnecting', { attempt: 1 }, false),
      effects: [{ type: 'reload' }],
    });
    expect(types(transition(pending(1), { type: 'retry-due', engineReady: false }))).toEqual(['rebuild']);
    expect(types(transition(pending(2), { type: 'retry-due', engineReady: true }))).toEqual(['rebuild']);
  });

  it('ENDED looks again after 10 s, counting it as a failed attempt', () => {
    const ended = transition(model('playing'), { type: 'ended' });
    expect(ended.model.retryPending).toBe(true);
    expect(ended.effects.at(-1)).toEqual({ type: 'schedule-ended-recheck', ms: 10_000 });
    const recheck = transition(ended.model, { type: 'ended-recheck', offline: false });
    expect(recheck.model).toEqual(model('reconnecting', { attempt: 1, reason: 'stream ended' }, true));
    // An ended stream comes back as a new run: a new engine, not the old one resumed.
    expect(types(transition(recheck.model, { type: 'retry-due', engineReady: true }))).toEqual(['rebuild']);
  });

  it('back online: reconnect at once, only when waiting for it', () => {
    const next = transition(model('offline', { attempt: 1 }, true), { type: 'online', engineReady: true });
    expect(next.model.retryPending).toBe(false);
    expect(types(next)).toEqual(['cancel-retry', 'reload']);
    expect(transition(model('playing'), { type: 'online', engineReady: true }).effects).toEqual([]);
  });
});

describe('transition: the stall watchdog', () => {
  it('restarts a paused picture, except after ENDED', () => {
    expect(types(transition(model('stalled'), stall({ paused: true })))).toEqual(['play']);
    expect(types(transition(model('ended'), stall({ paused: true })))).toEqual([]);
  });

  it('retries a picture that never came once the build has been quiet long enough', () => {
    expect(types(transition(model('loading'), stall({ sinceBuildMs: 7999 })))).toEqual([]);
    const next = transition(model('loading'), stall({ sinceBuildMs: 8000 }));
    expect(next.model).toEqual(model('reconnecting', { attempt: 1, reason: 'no new frames' }, true));
    // A later attempt waits at least its own backoff (attempt 4: 14.4 s).
    expect(types(transition(model('reconnecting', { attempt: 4, reason: 'x' }), stall({ sinceBuildMs: 14_000 })))).toEqual([]);
    expect(transition(model('reconnecting', { attempt: 4, reason: 'x' }), stall({ sinceBuildMs: 14_400 })).model.health).toEqual(
      health('reconnecting', { attempt: 5, reason: 'x' }),
    );
  });

  it('does not add a retry while one is pending, nor after ENDED or while offline', () => {
    expect(transition(model('reconnecting', { attempt: 1 }, true), stall({ sinceBuildMs: 60_000 })).effects).toEqual([]);
    expect(transition(model('ended', {}, true), stall({ sinceBuildMs: 60_000 })).effects).toEqual([]);
    expect(transition(model('offline'), stall({ sinceBuildMs: 60_000 })).effects).toEqual([]);
  });
});

describe('transition: regressions', () => {
  // 4b8da97: buffered frames play on for a second or two after the network goes.
  it('while the browser is offline, frames, buffering and stalls leave OFFLINE alone', () => {
    const offline = model('offline', { reason: 'the browser is offline' });
    for (const event of [
      { type: 'progress', offline: true },
      { type: 'waiting', offline: true },
      stall({ offline: true, paused: true, sinceBuildMs: 60_000 }),
    ] satisfies PlayerEvent[]) {
      expect(transition(offline, event)).toEqual({ model: offline, effects: [] });
    }
    // Also when the `offline` event has not arrived yet and the badge still says LIVE.
    expect(transition(model('playing'), { type: 'waiting', offline: true }).effects).toEqual([]);
    expect(transition(model('playing'), stall({ offline: true })).effects).toEqual([]);
  });

  // 280609b: retry() cancelled the backoff timer but left the pending flag set, so the stall
  // watchdog never retried again.
  it('retry now clears the pending retry, so the stall watchdog may retry again', () => {
    const retried = transition(model('reconnecting', { attempt: 1 }, true), { type: 'retry' });
    expect(retried.model.retryPending).toBe(false);
    expect(types(retried)).toEqual(['cancel-retry', 'report', 'rebuild']);
    expect(types(transition(retried.model, stall({ sinceBuildMs: 8000 })))).toEqual(['cancel-retry', 'report', 'schedule-retry']);
  });
});
