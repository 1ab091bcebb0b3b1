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
  /** Annotated HLS renditions by AI add-on id, when the token returned any. */
  annotated?: Record<string, string>;
}

/** The sub rendition sits next to the multivariant playlist (`…/<deviceId>/sub/index.m3u8`). */
const subOf = (main: string) => (/\/master\.m3u8(\?|$)/.test(main) ? main.replace(/\/master\.m3u8/, '/sub/index.m3u8') : undefined);

/** Playback URLs of one device from a device token or from a team token's pattern. */
export function deviceUrls(token: ViewerTokenResponse, deviceId: string): DeviceUrls | null {
  if (token.streamUrls && token.deviceId === deviceId) {
    return {
      main: token.streamUrls.hls,
      sub: token.streamUrls.hlsSub ?? subOf(token.streamUrls.hls),
      dash: token.streamUrls.dash,
      ...annotatedOf(token.annotatedStreamUrls ?? [], (u) => u),
    };
  }
  if (token.streamUrlPattern) {
    const main = fillPattern(token.streamUrlPattern.hls, deviceId);
    const patterns = token.annotatedStreamUrlPatterns ?? token.annotatedStreamUrls ?? [];
    return {
      main,
      sub: subOf(main),
      dash: fillPattern(token.streamUrlPattern.dash, deviceId),
      ...annotatedOf(patterns, (u) => fillPattern(u, deviceId)),
    };
  }
  return null;
}

function annotatedOf(list: readonly { aiAppId: string; hls: string }[], url: (u: string) => string): Pick<DeviceUrls, 'annotated'> {
  return list.length ? { annotated: Object.fromEntries(list.map((a) => [a.aiAppId, url(a.hls)])) } : {};
}

/** The AI add-ons a token carries annotated renditions for (device URLs or team patterns). */
export function annotatedAppIds(token: ViewerTokenResponse): string[] {
  return (token.annotatedStreamUrls ?? token.annotatedStreamUrlPatterns ?? []).map((a) => a.aiAppId);
}
