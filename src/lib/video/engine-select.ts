import type { EngineKind } from './types';

export interface EngineSupport {
  /** `Hls.isSupported()` (MSE with H.264). */
  hlsJs: boolean;
  /** `video.canPlayType('application/vnd.apple.mpegurl')` (Safari, iOS). */
  nativeHls: boolean;
}

const isMpd = (url: string) => /\.mpd(\?|#|$)/i.test(url);

/**
 * hls.js by default (it gives latency control and stats), dash.js when asked or for a .mpd,
 * native HLS only where hls.js cannot run (iOS Safari without MSE).
 */
export function pickEngine(url: string, requested: EngineKind | undefined, support: EngineSupport): EngineKind {
  if (requested === 'dash' || (requested === undefined && isMpd(url))) return 'dash';
  if (requested === 'native') return support.nativeHls ? 'native' : 'hls';
  if (support.hlsJs) return 'hls';
  return support.nativeHls ? 'native' : 'hls';
}
