import { pickEngine } from './engine-select';
import { backoffDelay, createMediaRecoveryGate } from './retry-policy';
import { watchProgress } from './stall-watchdog';
import { renewDelayMs } from './token-url';
import type { EngineEvents, EngineHandle, EngineKind, PlayerHealth, PlayerSource, RenewSource } from './types';

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
  destroy(): void;
}

/**
 * The player's brain, free of React: picks and creates the engine, retries with backoff,
 * watches for stalls, renews the token. Everything it starts (timers, listeners, the engine)
 * is released by `destroy()`, so nothing outlives the component that owns it.
 */
export function createPlayerController(video: HTMLVideoElement, opts: ControllerOptions): PlayerController {
  let source = opts.source;
  let issuedAt = opts.source.issuedAt ?? Date.now() / 1000;
  let engine: EngineHandle | null = null;
  let destroyed = false;
  let generation = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryPending = false;
  let manifestReady = false;
  let lastBuildAt = 0;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  const gate = createMediaRecoveryGate(5000);
  const health: PlayerHealth = { state: 'loading', attempt: 0, reason: null, tokenRenewals: 0 };
  const report = (patch: Partial<PlayerHealth>) => {
    Object.assign(health, patch);
    if (!destroyed) opts.onHealth({ ...health });
  };

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
    const events = {
      onFatal: (k: 'network' | 'media' | 'other', detail: string, status?: number) => {
        if (gen === generation) onFatal(k, detail, status);
      },
      onManifestReady: () => {
        if (gen === generation) manifestReady = true;
      },
      onEnded: () => {
        if (gen !== generation) return;
        report({ state: 'ended', reason: null });
        // A live stream that ended may be started again (operator, source back): look again later.
        clearTimeout(retryTimer);
        retryPending = true;
        retryTimer = setTimeout(() => {
          retryPending = false;
          scheduleRetry('stream ended');
        }, 10_000);
      },
    };
    try {
      const created = await createEngine(kind, video, source, Boolean(opts.capToSize), events);
      if (destroyed || gen !== generation) {
        created.destroy();
        return;
      }
      engine = created;
      void video.play().catch(() => undefined);
    } catch {
      if (gen === generation) onFatal('other', 'could not load the video engine');
    }
  }

  function scheduleRetry(reason: string) {
    clearTimeout(retryTimer);
    const offline = browserOffline();
    report({ state: offline ? 'offline' : 'reconnecting', reason, attempt: health.attempt + 1 });
    // Offline: wait for the `online` event instead of spinning.
    if (offline) return;
    retryPending = true;
    retryTimer = setTimeout(
      () => {
        retryPending = false;
        void reconnect();
      },
      backoffDelay(health.attempt - 1),
    );
  }

  async function reconnect() {
    if (destroyed) return;
    // The first retry resumes loading in place (fast, keeps the buffer); later ones rebuild,
    // which also picks up a restarted service or a restarted source with new segment numbers.
    if (health.attempt <= 1 && engine && manifestReady) {
      lastBuildAt = performance.now();
      engine.reload();
    } else await build();
  }

  function onFatal(kind: 'network' | 'media' | 'other', detail: string, status?: number) {
    if (kind === 'media' && engine && gate.tryAcquire() && engine.recoverMedia()) return;
    if ((status === 401 || status === 403) && opts.renew) {
      // The token was refused (expired or revoked): get a new one, then rebuild.
      void renewNow().finally(() => scheduleRetry('viewer token refused'));
      return;
    }
    scheduleRetry(status === 404 ? 'no live stream yet' : kind === 'media' ? 'decoder error' : `network: ${detail}`);
  }

  async function renewNow(): Promise<void> {
    if (!opts.renew) return;
    clearTimeout(renewTimer);
    try {
      const next = await opts.renew();
      if (destroyed) return;
      source = { ...next, engine: next.engine ?? source.engine };
      issuedAt = next.issuedAt ?? Date.now() / 1000;
      engine?.swapSource(source);
      report({ tokenRenewals: health.tokenRenewals + 1 });
      scheduleRenewal();
    } catch {
      // Try again soon; the current token is still valid until expiresAt.
      if (!destroyed) renewTimer = setTimeout(() => void renewNow(), 5000);
    }
  }

  function scheduleRenewal() {
    clearTimeout(renewTimer);
    if (!opts.renew || source.expiresAt === undefined) return;
    renewTimer = setTimeout(() => void renewNow(), renewDelayMs(issuedAt, source.expiresAt, Date.now()));
  }

  const rebuildAfter = opts.rebuildAfterStallMs ?? 8000;
  const stopWatch = watchProgress(video, {
    onProgress() {
      // Frames still come from the buffer for a second or two after the network goes: that is
      // not live, so the badge stays OFFLINE until the browser is back online.
      if (browserOffline()) return;
      if (health.state !== 'playing') report({ state: 'playing', attempt: 0, reason: null });
    },
    onStall() {
      if (browserOffline()) return;
      if (health.state === 'playing') report({ state: 'stalled', reason: 'no new frames' });
      if (video.paused && health.state !== 'ended') void video.play().catch(() => undefined);
      // hls.js may keep polling a playlist that no longer moves (source dropped, or it came back
      // with new segment numbers) without a fatal error: rebuild when nothing moved for a while.
      const quiet =
        performance.now() - lastBuildAt >=
        Math.max(
          rebuildAfter,
          backoffDelay(health.attempt, () => 0),
        );
      if (['loading', 'stalled', 'reconnecting'].includes(health.state) && !retryPending && quiet) {
        scheduleRetry(health.reason ?? 'no new frames');
      }
    },
  });
  const onOnline = () => {
    if (health.state === 'offline' || health.state === 'reconnecting') {
      clearTimeout(retryTimer);
      retryPending = false;
      void reconnect();
    }
  };
  const onOffline = () => report({ state: 'offline', reason: 'the browser is offline' });
  const onWaiting = () => {
    if (browserOffline()) return;
    if (health.state === 'playing') report({ state: 'stalled', reason: 'buffering' });
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  video.addEventListener('waiting', onWaiting);

  void build();
  scheduleRenewal();

  return {
    engine: () => engine,
    retry() {
      clearTimeout(retryTimer);
      retryPending = false;
      report({ attempt: 0 });
      void build();
    },
    destroy() {
      destroyed = true;
      clearTimeout(retryTimer);
      clearTimeout(renewTimer);
      stopWatch();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      video.removeEventListener('waiting', onWaiting);
      teardownEngine();
    },
  };
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function chooseEngine(video: HTMLVideoElement, source: PlayerSource): EngineKind {
  const mse = typeof window !== 'undefined' && 'MediaSource' in window;
  return pickEngine(source.url, source.engine, {
    hlsJs: mse && MediaSource.isTypeSupported('video/mp4; codecs="avc1.42E01E"'),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  });
}

async function createEngine(
  kind: EngineKind,
  video: HTMLVideoElement,
  source: PlayerSource,
  capToSize: boolean,
  events: EngineEvents,
): Promise<EngineHandle> {
  if (kind === 'dash') return (await import('./engines/dash-engine')).createDashEngine(video, source, events);
  if (kind === 'native') return (await import('./engines/native-engine')).createNativeEngine(video, source, events);
  return (await import('./engines/hls-engine')).createHlsEngine(video, source, { capToSize }, events);
}
