import { createDisposables } from './disposables';
import { chooseEngine, createEngine } from './load-engine';
import { initialModel, transition, type FatalKind, type PlayerEffect, type PlayerEvent } from './player-state';
import { backoffDelay, createMediaRecoveryGate } from './retry-policy';
import { watchProgress } from './stall-watchdog';
import { renewDelayMs } from './token-url';
import type { EngineEvents, EngineHandle, PlayerHealth, PlayerSource, RenewSource } from './types';

export interface ControllerOptions {
  source: PlayerSource;
  renew?: RenewSource;
  /** Tiles cap the rendition to their size. */
  capToSize?: boolean;
  onHealth(h: PlayerHealth): void;
  /** Seconds of no progress after which a stalled player is rebuilt (source dropped and returned). */
  rebuildAfterStallMs?: number;
}

export interface PlayerController {
  engine(): EngineHandle | null;
  /** Try again now (the user, or the stream is known to be back), resetting the backoff. */
  retry(): void;
  /** When the picture last moved and when the next retry fires (epoch ms, null when none): what a tile's badge counts from. */
  timing(): PlayerTiming;
  destroy(): void;
}

export interface PlayerTiming {
  lastFrameAt: number | null;
  nextRetryAt: number | null;
}

const noop = () => undefined;

/**
 * The player's glue, free of React: engine, browser and watchdog events go through the pure
 * `transition` (player-state.ts), and the effects it returns are run here (timers, reload,
 * rebuild, token renewal). Every listener, timer and the engine are registered in one
 * `Disposables`, so `destroy()` releases all of it and nothing outlives the owning component.
 */
export function createPlayerController(video: HTMLVideoElement, opts: ControllerOptions): PlayerController {
  const d = createDisposables();
  let source = opts.source;
  let issuedAt = opts.source.issuedAt ?? Date.now() / 1000;
  let engine: EngineHandle | null = null;
  /** Bumped on every teardown: events of an engine that is gone are ignored. */
  let generation = 0;
  let manifestReady = false;
  let lastBuildAt = 0;
  let model = initialModel();
  let cancelRetryTimer: () => void = noop;
  let cancelRenewTimer: () => void = noop;
  const gate = createMediaRecoveryGate(5000);
  const rebuildAfterMs = opts.rebuildAfterStallMs ?? 8000;
  const engineReady = () => engine !== null && manifestReady;
  const timing: PlayerTiming = { lastFrameAt: null, nextRetryAt: null };

  function dispatch(event: PlayerEvent) {
    const next = transition(model, event);
    model = next.model;
    for (const effect of next.effects) run(effect);
  }

  function run(effect: PlayerEffect) {
    switch (effect.type) {
      case 'report':
        if (!d.disposed) opts.onHealth(effect.health);
        return;
      case 'cancel-retry':
        cancelRetryTimer();
        return;
      case 'schedule-retry':
        setRetryTimer(() => dispatch({ type: 'retry-due', engineReady: engineReady() }), backoffDelay(effect.backoffAttempt));
        return;
      case 'schedule-ended-recheck':
        setRetryTimer(() => dispatch({ type: 'ended-recheck', offline: browserOffline() }), effect.ms);
        return;
      case 'reload':
        lastBuildAt = performance.now();
        engine?.reload();
        return;
      case 'rebuild':
        void build();
        return;
      case 'renew-then-retry':
        void renewNow().finally(() => dispatch({ type: 'retry-later', reason: effect.reason, offline: browserOffline() }));
        return;
      case 'play':
        void video.play().catch(noop);
        return;
    }
  }

  function setRetryTimer(fn: () => void, ms: number) {
    cancelRetryTimer();
    const cancel = d.timeout(() => {
      timing.nextRetryAt = null;
      fn();
    }, ms);
    timing.nextRetryAt = Date.now() + ms;
    cancelRetryTimer = () => {
      timing.nextRetryAt = null;
      cancel();
    };
  }

  const teardownEngine = () => {
    generation += 1;
    const e = engine;
    engine = null;
    e?.destroy();
  };

  async function build() {
    teardownEngine();
    manifestReady = false;
    lastBuildAt = performance.now();
    const gen = generation;
    const kind = chooseEngine(video, source);
    const events: EngineEvents = {
      onFatal: (k, detail, status) => {
        if (gen === generation) onFatal(k, detail, status);
      },
      onManifestReady: () => {
        if (gen === generation) manifestReady = true;
      },
      onEnded: () => {
        if (gen === generation) dispatch({ type: 'ended' });
      },
    };
    try {
      const created = await createEngine(kind, video, source, Boolean(opts.capToSize), events);
      if (d.disposed || gen !== generation) {
        created.destroy();
        return;
      }
      engine = created;
      void video.play().catch(noop);
    } catch {
      if (gen === generation) onFatal('other', 'could not load the video engine');
    }
  }

  function onFatal(kind: FatalKind, detail: string, status?: number) {
    // A decoder error the engine recovers in place (at most once per 5 s) is not a failure.
    if (kind === 'media' && engine && gate.tryAcquire() && engine.recoverMedia()) return;
    dispatch({ type: 'fatal', kind, detail, status, canRenew: Boolean(opts.renew), offline: browserOffline() });
  }

  async function renewNow(): Promise<void> {
    if (!opts.renew) return;
    cancelRenewTimer();
    try {
      const next = await opts.renew();
      if (d.disposed) return;
      source = { ...next, engine: next.engine ?? source.engine };
      issuedAt = next.issuedAt ?? Date.now() / 1000;
      engine?.swapSource(source);
      dispatch({ type: 'token-renewed' });
      scheduleRenewal();
    } catch {
      // Try again soon; the current token is still valid until expiresAt.
      cancelRenewTimer = d.timeout(() => void renewNow(), 5000);
    }
  }

  function scheduleRenewal() {
    cancelRenewTimer();
    if (!opts.renew || source.expiresAt === undefined) return;
    cancelRenewTimer = d.timeout(() => void renewNow(), renewDelayMs(issuedAt, source.expiresAt, Date.now()));
  }

  // Released newest first: timers, watchdog, listeners, then the engine.
  d.add(teardownEngine);
  d.listen(window, 'online', () => dispatch({ type: 'online', engineReady: engineReady() }));
  d.listen(window, 'offline', () => dispatch({ type: 'offline' }));
  d.listen(video, 'waiting', () => dispatch({ type: 'waiting', offline: browserOffline() }));
  d.add(
    watchProgress(video, {
      onProgress: () => {
        timing.lastFrameAt = Date.now();
        dispatch({ type: 'progress', offline: browserOffline() });
      },
      onStall: () =>
        dispatch({
          type: 'stall',
          offline: browserOffline(),
          paused: video.paused,
          sinceBuildMs: performance.now() - lastBuildAt,
          rebuildAfterMs,
        }),
    }),
  );

  void build();
  scheduleRenewal();

  return {
    engine: () => engine,
    retry: () => dispatch({ type: 'retry' }),
    timing: () => ({ ...timing }),
    destroy: () => d.dispose(),
  };
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
