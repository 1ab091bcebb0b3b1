import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createPlayerController, type ControllerOptions } from './player-controller';
import type { EngineEvents, EngineHandle, PlayerHealth, PlayerSource } from './types';

// The controller end to end with fake timers: a fake hls engine, a fake <video> whose
// `currentTime` the test moves (frames arriving), and a browser whose `onLine` the test flips.
interface FakeEngine {
  events: EngineEvents;
  reload: Mock<() => void>;
  swapSource: Mock<(next: PlayerSource) => void>;
  destroy: Mock<() => void>;
}
const engines: FakeEngine[] = [];
vi.mock('./engines/hls-engine', () => ({
  createHlsEngine: async (_video: HTMLVideoElement, _source: unknown, _tuning: unknown, events: EngineEvents): Promise<EngineHandle> => {
    const fake: FakeEngine = { events, reload: vi.fn(), swapSource: vi.fn(), destroy: vi.fn() };
    engines.push(fake);
    return {
      kind: 'hls',
      reload: fake.reload,
      recoverMedia: () => false,
      swapSource: fake.swapSource,
      latency: () => null,
      bitrate: () => null,
      destroy: fake.destroy,
    };
  },
}));

class FakeVideo extends EventTarget {
  currentTime = 0;
  paused = false;
  play = vi.fn(() => Promise.resolve());
  canPlayType(): string {
    return '';
  }
}

let online = true;
let win = new EventTarget();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  win = new EventTarget();
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  vi.stubGlobal('document', { visibilityState: 'visible' });
  // No jitter: backoff is 900 ms, 1800 ms, 3600 ms …
  vi.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  engines.length = 0;
  online = true;
});

/** Lets the lazy engine import resolve. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

async function start(opts: Partial<ControllerOptions> = {}) {
  const video = new FakeVideo();
  const reports: PlayerHealth[] = [];
  const controller = createPlayerController(video as unknown as HTMLVideoElement, {
    source: { url: 'http://service.test/cdn/live/t/tok/d1/index.m3u8' },
    onHealth: (h) => reports.push(h),
    ...opts,
  });
  await settle();
  const state = () => reports.at(-1)?.state;
  return { video, controller, reports, state };
}

/** Frames arrive (currentTime moves) for `ms`. */
async function frames(video: FakeVideo, ms: number) {
  for (let t = 0; t < ms; t += 500) {
    video.currentTime += 0.5;
    await vi.advanceTimersByTimeAsync(500);
  }
}

const engine = (i: number): FakeEngine => {
  const e = engines[i];
  if (!e) throw new Error(`no engine #${i}`);
  return e;
};

describe('player controller', () => {
  it('reports playing once frames move, and stalled then a rebuild when they stop', async () => {
    const { video, reports, state } = await start();
    expect(engines).toHaveLength(1);
    expect(reports).toEqual([]);
    await frames(video, 1000);
    expect(reports).toEqual([{ state: 'playing', attempt: 0, reason: null, tokenRenewals: 0 }]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(reports.at(-1)).toMatchObject({ state: 'stalled', reason: 'no new frames' });
    // Nothing moved for 8 s since the build: retry (rebuild, the manifest never parsed).
    await vi.advanceTimersByTimeAsync(5000);
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1, reason: 'no new frames' });
    await vi.advanceTimersByTimeAsync(900);
    expect(engines).toHaveLength(2);
    expect(engine(0).destroy).toHaveBeenCalled();
    await frames(video, 1000);
    expect(state()).toBe('playing');
  });

  it('backs off on network errors: first retry reloads in place, later ones rebuild', async () => {
    const { reports } = await start();
    engine(0).events.onManifestReady();
    engine(0).events.onFatal('network', 'levelLoadError');
    expect(reports.at(-1)).toEqual({ state: 'reconnecting', attempt: 1, reason: 'network: levelLoadError', tokenRenewals: 0 });
    await vi.advanceTimersByTimeAsync(899);
    expect(engine(0).reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(engine(0).reload).toHaveBeenCalledTimes(1);
    engine(0).events.onFatal('network', 'levelLoadError', 404);
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 2, reason: 'no live stream yet' });
    await vi.advanceTimersByTimeAsync(1800);
    await settle();
    expect(engines).toHaveLength(2);
    // Events of the old engine no longer count.
    engine(0).events.onFatal('network', 'late');
    expect(reports.at(-1)).toMatchObject({ attempt: 2 });
  });

  it('looks again 10 s after the stream ended, with a new engine (the stream can only come back as a new run)', async () => {
    const { reports } = await start();
    engine(0).events.onManifestReady();
    engine(0).events.onEnded();
    expect(reports.at(-1)).toMatchObject({ state: 'ended', reason: null });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1, reason: 'stream ended' });
    await vi.advanceTimersByTimeAsync(900);
    expect(engine(0).reload).not.toHaveBeenCalled();
    expect(engines).toHaveLength(2);
  });

  it('renews a refused token, swaps it in, then retries', async () => {
    const renew = vi.fn(() => Promise.resolve({ url: 'http://service.test/cdn/live/t/new/d1/index.m3u8', expiresAt: 2e9 }));
    const { reports } = await start({ renew });
    engine(0).events.onFatal('network', 'manifestLoadError', 403);
    await vi.advanceTimersByTimeAsync(0);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(engine(0).swapSource).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/new/') }));
    expect(reports.map((r) => [r.state, r.tokenRenewals])).toEqual([
      ['loading', 1],
      ['reconnecting', 1],
    ]);
    expect(reports.at(-1)?.reason).toBe('viewer token refused');
  });

  it('retry() rebuilds at once and resets the attempts', async () => {
    const { controller, reports } = await start();
    engine(0).events.onFatal('network', 'manifestLoadError');
    engine(0).events.onFatal('network', 'manifestLoadError');
    expect(reports.at(-1)).toMatchObject({ attempt: 2 });
    controller.retry();
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 0 });
    await settle();
    expect(engines).toHaveLength(2);
    // The pending backoff was cancelled: no second rebuild when it would have fired.
    await vi.advanceTimersByTimeAsync(2000);
    expect(engines).toHaveLength(2);
  });

  it('destroy() releases the engine, every listener and every timer', async () => {
    const { video, controller, reports } = await start();
    engine(0).events.onFatal('network', 'x');
    const before = reports.length;
    controller.destroy();
    expect(engine(0).destroy).toHaveBeenCalledTimes(1);
    online = false;
    win.dispatchEvent(new Event('offline'));
    online = true;
    win.dispatchEvent(new Event('online'));
    video.dispatchEvent(new Event('waiting'));
    await frames(video, 2000);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(reports).toHaveLength(before);
    expect(engines).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('player controller regressions', () => {
  // 4b8da97: buffered frames play on for a second or two after the network goes; the badge
  // flipped to LIVE (then STALE) while the browser was offline.
  it('stays OFFLINE while the browser is offline, even as buffered frames play on', async () => {
    const { video, reports, state } = await start();
    engine(0).events.onManifestReady();
    await frames(video, 1000);
    expect(state()).toBe('playing');
    online = false;
    win.dispatchEvent(new Event('offline'));
    expect(reports.at(-1)).toMatchObject({ state: 'offline', reason: 'the browser is offline' });
    await frames(video, 2000);
    video.dispatchEvent(new Event('waiting'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reports.map((r) => r.state)).toEqual(['playing', 'offline']);
    expect(engines).toHaveLength(1);
    // Back online: resume in place at once, and frames make it LIVE again.
    online = true;
    win.dispatchEvent(new Event('online'));
    expect(engine(0).reload).toHaveBeenCalledTimes(1);
    await frames(video, 1000);
    expect(state()).toBe('playing');
  });

  // 280609b: retry() cleared the backoff timer but not the pending-retry flag, so the stall
  // watchdog believed a retry was still coming and never scheduled one: a tile whose retry
  // found no frames stayed RECONNECTING for good.
  it('after retry(), a player that still gets no frames is retried again by the stall watchdog', async () => {
    const { controller, reports } = await start();
    engine(0).events.onFatal('network', 'manifestLoadError');
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1 });
    controller.retry();
    await settle();
    expect(engines).toHaveLength(2);
    // The new engine brings no frames and no error. Quiet for 8 s since the build: retry.
    await vi.advanceTimersByTimeAsync(8000);
    expect(reports.at(-1)).toMatchObject({ state: 'reconnecting', attempt: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    expect(engines).toHaveLength(3);
  });
});
