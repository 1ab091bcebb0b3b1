import { createDisposables } from '../disposables';
import type { EngineEvents, EngineHandle, PlayerSource } from '../types';
import { tokenInUrl, withToken } from '../token-url';

/**
 * dash.js, imported on demand. Token renewal goes through a request interceptor that rewrites
 * the token segment of every URL, for the same reason as the hls engine: no reload.
 */
export async function createDashEngine(video: HTMLVideoElement, source: PlayerSource, events: EngineEvents): Promise<EngineHandle> {
  const dashjs = await import('dashjs');
  let token = tokenInUrl(source.url);
  const player = dashjs.MediaPlayer().create();
  player.updateSettings({
    streaming: {
      delay: { liveDelayFragmentCount: 2 },
      buffer: { bufferToKeep: 10, bufferTimeAtTopQuality: 10 },
      liveCatchup: { enabled: true },
    },
  });
  player.addRequestInterceptor(async (request) => {
    if (token) request.url = withToken(request.url, token);
    return request;
  });
  const onError = (e: unknown) => {
    const code = (e as { error?: { code?: number; message?: string } }).error;
    events.onFatal('network', code?.message ?? 'dash error');
  };
  const onManifest = () => events.onManifestReady();
  const onEnded = () => events.onEnded();
  const listeners = createDisposables();
  player.on(dashjs.MediaPlayer.events.ERROR, onError);
  listeners.add(() => player.off(dashjs.MediaPlayer.events.ERROR, onError));
  player.on(dashjs.MediaPlayer.events.MANIFEST_LOADED, onManifest);
  listeners.add(() => player.off(dashjs.MediaPlayer.events.MANIFEST_LOADED, onManifest));
  player.on(dashjs.MediaPlayer.events.PLAYBACK_ENDED, onEnded);
  listeners.add(() => player.off(dashjs.MediaPlayer.events.PLAYBACK_ENDED, onEnded));
  player.initialize(video, source.url, true);

  return {
    kind: 'dash',
    reload() {
      player.attachSource(source.url);
    },
    recoverMedia: () => false,
    swapSource(next) {
      token = tokenInUrl(next.url);
      source = next;
    },
    latency() {
      const l = player.getCurrentLiveLatency();
      return Number.isFinite(l) ? l : null;
    },
    bitrate() {
      const rep = player.getCurrentRepresentationForType('video');
      return rep?.bandwidth ?? null;
    },
    destroy() {
      listeners.dispose();
      // As in the hls engine: release the blob: URL before the player revokes it.
      video.removeAttribute('src');
      video.load();
      player.reset();
    },
  };
}
