import { fillPattern } from '@/lib/video/token-url';
import type { ViewerTokenResponse } from '@/lib/contract/streams';

/** HLS with hls.js (the default: latency control, renditions) or DASH with dash.js. */
export type PlaybackFormat = 'hls' | 'dash';

export interface DeviceUrls {
  main: string;
  /** Low-resolution rendition for tiles, when the service offers one. */
  sub?: string;
  /** The DASH manifest of the main rendition. */
  dash?: string;
}

/** The sub rendition sits next to the multivariant playlist (`…/<deviceId>/sub/index.m3u8`). */
const subOf = (main: string) => (/\/master\.m3u8(\?|$)/.test(main) ? main.replace(/\/master\.m3u8/, '/sub/index.m3u8') : undefined);

/** Playback URLs of one device from a device token or from a team token's pattern. */
export function deviceUrls(token: ViewerTokenResponse, deviceId: string): DeviceUrls | null {
  if (token.streamUrls && token.deviceId === deviceId) {
    return { main: token.streamUrls.hls, sub: token.streamUrls.hlsSub ?? subOf(token.streamUrls.hls), dash: token.streamUrls.dash };
  }
  if (token.streamUrlPattern) {
    const main = fillPattern(token.streamUrlPattern.hls, deviceId);
    return { main, sub: subOf(main), dash: fillPattern(token.streamUrlPattern.dash, deviceId) };
  }
  return null;
}
