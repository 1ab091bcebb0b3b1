import { createDisposables } from '../disposables';
import type { EngineEvents, EngineHandle, PlayerSource } from '../types';

/**
 * Native HLS (Safari/iOS, where hls.js cannot run). The browser owns the requests, so a new
 * token can only be applied by switching `src`; that costs a short rebuffer once per renewal.
 */
export function createNativeEngine(video: HTMLVideoElement, source: PlayerSource, events: EngineEvents): EngineHandle {
  let url = source.url;
  const onError = () => {
    const code = video.error?.code;
    events.onFatal(code === MediaError.MEDIA_ERR_DECODE ? 'media' : 'network', `media error ${code ?? '?'}`);
  };
  const onMeta = () => events.onManifestReady();
  const onEnded = () => events.onEnded();
  const listeners = createDisposables();
  listeners.listen(video, 'error', onError);
  listeners.listen(video, 'loadedmetadata', onMeta);
  listeners.listen(video, 'ended', onEnded);
  video.src = url;

  return {
    kind: 'native',
    reload() {
      video.src = url;
      video.load();
    },
    recoverMedia: () => false,
    swapSource(next) {
      url = next.url;
      const t = video.currentTime;
      video.src = url;
      video.currentTime = t;
    },
    latency: () => null,
    bitrate: () => null,
    destroy() {
      listeners.dispose();
      video.removeAttribute('src');
      video.load();
    },
  };
}
