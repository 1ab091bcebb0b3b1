import { backoffDelay } from './retry-policy';
import type { PlayerHealth } from './types';

/**
 * The player's decisions as a pure function: what it shows and what it does next, from what
 * happened. No timers, no engine, no browser here: facts the decision needs (is the browser
 * offline, is the engine ready, how long since the last build) come in the event, and what to
 * do comes out as effects the controller runs in order.
 */
export interface PlayerModel {
  health: PlayerHealth;
  /** A retry timer is counting down (backoff, or the look-again after ENDED): the stall watchdog must not add one. */
  retryPending: boolean;
}

export type FatalKind = 'network' | 'media' | 'other';

export type PlayerEvent =
  /** The engine saw the stream end. */
  | { type: 'ended' }
  /** 10 s after ENDED: look again. */
  | { type: 'ended-recheck'; offline: boolean }
  /** The backoff timer fired. `engineReady`: an engine exists and its manifest was parsed. */
  | { type: 'retry-due'; engineReady: boolean }
  /** An engine error it could not recover by itself (media recovery already tried). */
  | { type: 'fatal'; kind: FatalKind; detail: string; status?: number; canRenew: boolean; offline: boolean }
  /** Count a failed attempt and retry later (after a refused token was renewed). */
  | { type: 'retry-later'; reason: string; offline: boolean }
  | { type: 'token-renewed' }
  /** The picture moved (stall watchdog). */
  | { type: 'progress'; offline: boolean }
  /** The picture has not moved for a while (stall watchdog). */
  | { type: 'stall'; offline: boolean; paused: boolean; sinceBuildMs: number; rebuildAfterMs: number }
  /** The `<video>` is waiting for data. */
  | { type: 'waiting'; offline: boolean }
  | { type: 'online'; engineReady: boolean }
  | { type: 'offline' }
  /** Try again now (the user, or the stream is known to be back). */
  | { type: 'retry' };

export type PlayerEffect =
  /** Tell the owner; `health` is the snapshot at that step. */
  | { type: 'report'; health: PlayerHealth }
  | { type: 'cancel-retry' }
  /** (Re)start the retry timer: `retry-due` after the backoff for `backoffAttempt`. */
  | { type: 'schedule-retry'; backoffAttempt: number }
  /** (Re)start the retry timer: `ended-recheck` after `ms`. */
  | { type: 'schedule-ended-recheck'; ms: number }
  /** Resume loading in the current engine (fast, keeps the buffer). */
  | { type: 'reload' }
  /** Destroy the engine and create a new one. */
  | { type: 'rebuild' }
  /** Get a new token, then send `retry-later` with this reason. */
  | { type: 'renew-then-retry'; reason: string }
  | { type: 'play' };

export interface Transition {
  model: PlayerModel;
  effects: PlayerEffect[];
}

export const ENDED_RECHECK_MS = 10_000;
const STREAM_ENDED = 'stream ended';

export function initialModel(): PlayerModel {
  return { health: { state: 'loading', attempt: 0, reason: null, tokenRenewals: 0 }, retryPending: false };
}

export function transition(model: PlayerModel, event: PlayerEvent): Transition {
  const h = model.health;
  switch (event.type) {
    case 'ended': {
      // A live stream that ended may be started again (operator, source back): look again later.
      const health: PlayerHealth = { ...h, state: 'ended', reason: null };
      return {
        model: { health, retryPending: true },
        effects: [report(health), { type: 'schedule-ended-recheck', ms: ENDED_RECHECK_MS }],
      };
    }
    case 'ended-recheck':
      return retryLater({ ...model, retryPending: false }, STREAM_ENDED, event.offline);
    case 'retry-due':
      // A timer that fired as the picture came back: nothing to reconnect.
      if (h.state === 'playing') return unchanged({ ...model, retryPending: false });
      return { model: { ...model, retryPending: false }, effects: [reconnect(h, event.engineReady)] };
    case 'fatal':
      if ((event.status === 401 || event.status === 403) && event.canRenew) {
        // The token was refused (expired or revoked): get a new one, then rebuild.
        return { model, effects: [{ type: 'renew-then-retry', reason: 'viewer token refused' }] };
      }
      return retryLater(model, fatalReason(event.kind, event.detail, event.status), event.offline);
    case 'retry-later':
      return retryLater(model, event.reason, event.offline);
    case 'token-renewed':
      return update(model, { tokenRenewals: h.tokenRenewals + 1 });
    case 'progress':
      // Frames still come from the buffer for a second or two after the network goes: that is
      // not live, so the badge stays OFFLINE until the browser is back online.
      if (event.offline || h.state === 'playing') return unchanged(model);
      if (model.retryPending) {
        // The engine healed by itself while a retry was counting down: that retry would restart a
        // stream that plays (the tile would blink and start over), so it is called off.
        const healed = update({ ...model, retryPending: false }, { state: 'playing', attempt: 0, reason: null });
        return { model: healed.model, effects: [{ type: 'cancel-retry' }, ...healed.effects] };
      }
      return update(model, { state: 'playing', attempt: 0, reason: null });
    case 'stall':
      return onStall(model, event);
    case 'waiting':
      if (event.offline || h.state !== 'playing') return unchanged(model);
      return update(model, { state: 'stalled', reason: 'buffering' });
    case 'online':
      if (h.state !== 'offline' && h.state !== 'reconnecting') return unchanged(model);
      return { model: { ...model, retryPending: false }, effects: [{ type: 'cancel-retry' }, reconnect(h, event.engineReady)] };
    case 'offline':
      // A retry already counting down keeps running; it lands on an offline check of its own.
      return update(model, { state: 'offline', reason: 'the browser is offline' });
    case 'retry': {
      const health: PlayerHealth = { ...h, attempt: 0 };
      return { model: { health, retryPending: false }, effects: [{ type: 'cancel-retry' }, report(health), { type: 'rebuild' }] };
    }
  }
}

function onStall(model: PlayerModel, event: Extract<PlayerEvent, { type: 'stall' }>): Transition {
  if (event.offline) return unchanged(model);
  const step = model.health.state === 'playing' ? update(model, { state: 'stalled', reason: 'no new frames' }) : unchanged(model);
  const { health, retryPending } = step.model;
  const effects = [...step.effects];
  if (event.paused && health.state !== 'ended') effects.push({ type: 'play' });
  // hls.js may keep polling a playlist that no longer moves (source dropped, or it came back
  // with new segment numbers) without a fatal error: rebuild when nothing moved for a while.
  const quiet =
    event.sinceBuildMs >=
    Math.max(
      event.rebuildAfterMs,
      backoffDelay(health.attempt, () => 0),
    );
  const waitingForPicture = health.state === 'loading' || health.state === 'stalled' || health.state === 'reconnecting';
  if (!waitingForPicture || retryPending || !quiet) return { model: step.model, effects };
  const retry = retryLater(step.model, health.reason ?? 'no new frames', false);
  return { model: retry.model, effects: [...effects, ...retry.effects] };
}

/** A failed attempt: count it and show it; retry after the backoff, or, offline, wait for `online` instead of spinning. */
function retryLater(model: PlayerModel, reason: string, offline: boolean): Transition {
  const h = model.health;
  const health: PlayerHealth = { ...h, state: offline ? 'offline' : 'reconnecting', reason, attempt: h.attempt + 1 };
  if (offline) return { model: { ...model, health }, effects: [{ type: 'cancel-retry' }, report(health)] };
  return {
    model: { health, retryPending: true },
    effects: [{ type: 'cancel-retry' }, report(health), { type: 'schedule-retry', backoffAttempt: health.attempt - 1 }],
  };
}

/**
 * The first retry resumes loading in place (fast, keeps the buffer); later ones rebuild, which
 * also picks up a restarted service or a restarted source with new segment numbers. A stream
 * that ended can only come back as a new run (new segment numbers and timestamps), so it is
 * always rebuilt: resumed in the old engine, such a run could play a fraction of a second and
 * freeze under the LIVE badge.
 */
function reconnect(h: PlayerHealth, engineReady: boolean): PlayerEffect {
  return h.attempt <= 1 && engineReady && h.reason !== STREAM_ENDED ? { type: 'reload' } : { type: 'rebuild' };
}

function fatalReason(kind: FatalKind, detail: string, status?: number): string {
  if (status === 404) return 'no live stream yet';
  return kind === 'media' ? 'decoder error' : `network: ${detail}`;
}

function update(model: PlayerModel, patch: Partial<PlayerHealth>): Transition {
  const health = { ...model.health, ...patch };
  return { model: { ...model, health }, effects: [report(health)] };
}

function unchanged(model: PlayerModel): Transition {
  return { model, effects: [] };
}

function report(health: PlayerHealth): PlayerEffect {
  return { type: 'report', health };
}
