import { createDisposables } from '../disposables';
import type { EngineEvents, EngineHandle, PlayerSource } from '../types';
import { tokenInUrl, withToken } from '../token-url';

export interface HlsTuning {
  /** Tiles: pick the rendition that fits the tile, not the biggest one. */
  capToSize: boolean;
}

/**
 * hls.js, imported on demand so it never enters the initial bundle.
 *
 * Token renewal: the token is a path segment of every playlist and segment URL. `xhrSetup`
 * runs before each request and opens it on the URL with the current token, so a renewed token
 * is used from the next request on with no reload, no buffer flush and no visible hiccup.
 * (`loadSource` of the new URL would restart the playlist loader and jump to the live edge.)
 */
export async function createHlsEngine(
  video: HTMLVideoElement,
  source: PlayerSource,
  tuning: HlsTuning,
  events: EngineEvents,
): Promise<EngineHandle> {
  const { default: Hls } = await import('hls.js');
  let token = tokenInUrl(source.url);
  const hls = new Hls({
    // The back buffer defaults to Infinity: a wall would grow without bound over days.
    backBufferLength: 10,
    maxBufferLength: 10,
    liveSyncDurationCount: 2,
    liveMaxLatencyDurationCount: 5,
    capLevelToPlayerSize: tuning.capToSize,
    enableWorker: true,
    // Retries inside hls.js stay short; the controller owns the long backoff.
    manifestLoadingMaxRetry: 1,
    levelLoadingMaxRetry: 2,
    fragLoadingMaxRetry: 2,
    xhrSetup(xhr, url) {
      xhr.open('GET', token ? withToken(url, token) : url, true);
    },
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => events.onManifestReady());
  hls.on(Hls.Events.ERROR, (_e, data) => {
    if (!data.fatal) return;
    const kind = data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'media' : 'other';
    events.onFatal(kind, data.details, data.response?.code);
  });
  hls.attachMedia(video);
  // Marks for `npm run bench:live` (time to first frame = loadSource → first `playing`). Only the
  // latest of each is kept: a wall rebuilds its players after every outage, for days (the soak's
  // heap snapshots showed one mark per rebuild piling up).
  const onFirstPlaying = () => replaceMark('lops:playing');
  const listeners = createDisposables();
  listeners.listen(video, 'playing', onFirstPlaying, { once: true });
  replaceMark('lops:loadSource');
  hls.loadSource(source.url);

  return {
    kind: 'hls',
    reload() {
      // After a fatal network error hls.js stops loading and never resumes by itself.
      hls.startLoad(-1);
    },
    recoverMedia() {
      hls.recoverMediaError();
      return true;
    },
    swapSource(next) {
      token = tokenInUrl(next.url);
    },
    latency: () => (Number.isFinite(hls.latency) ? hls.latency : null),
    clockLatency() {
      const d = hls.playingDate;
      return d ? (Date.now() - d.getTime()) / 1000 : null;
    },
    bitrate() {
      const level = hls.levels[hls.currentLevel];
      return level?.bitrate ?? null;
    },
    destroy() {
      listeners.dispose();
      // Let go of the MediaSource's blob: URL before hls.js revokes it; a player torn down while
      // still attaching (a tile hidden at once) otherwise makes Chromium log ERR_FILE_NOT_FOUND.
      video.removeAttribute('src');
      video.load();
      hls.detachMedia();
      hls.destroy();
    },
  };
}

function replaceMark(name: string): void {
  performance.clearMarks(name);
  performance.mark(name);
}
