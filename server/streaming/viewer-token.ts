import type { TokenService } from '../domain/identity/tokens';
import type { ViewerTokenResponse } from '../../src/lib/contract/streams';

/** Claims of a viewer token for the streaming CDN (`kind: 'viewer'`). */
export interface ViewerClaims {
  scope: 'device' | 'team';
  teamId: string;
  deviceId?: string;
  aiAppIds: string[];
}

/** Path prefix of the streaming CDN; the token sits in the path so every segment request carries it. */
export const LIVE_CDN_PREFIX = '/cdn/live/t';

export async function issueViewerToken(
  tokens: TokenService,
  o: { origin: string; teamId: string; deviceId?: string; aiAppIds: string[]; duration: number },
): Promise<ViewerTokenResponse> {
  const scope = o.deviceId ? 'device' : 'team';
  const claims: ViewerClaims = { scope, teamId: o.teamId, aiAppIds: o.aiAppIds, ...(o.deviceId ? { deviceId: o.deviceId } : {}) };
  // Same arithmetic as the signer, so expiresAt equals the token's own exp.
  const expiresAt = Math.floor(Date.now() / 1000) + o.duration;
  const token = await tokens.sign('viewer', { ...claims }, o.duration);
  const base = `${o.origin}${LIVE_CDN_PREFIX}/${token}`;
  const urls = (device: string) => ({
    hls: `${base}/${device}/master.m3u8`,
    dash: `${base}/${device}/dash/manifest.mpd`,
  });
  const annotated = (device: string) => o.aiAppIds.map((aiAppId) => ({ aiAppId, hls: `${base}/${device}/ai/${aiAppId}/index.m3u8` }));
  const common = { token, scope, teamId: o.teamId, expiresIn: o.duration, expiresAt } as const;
  if (o.deviceId) {
    const d = encodeURIComponent(o.deviceId);
    return {
      ...common,
      deviceId: o.deviceId,
      // hls is the multivariant playlist (main + sub rendition); hlsSub is the low-resolution one alone, for wall tiles.
      streamUrls: { ...urls(d), hlsSub: `${base}/${d}/sub/index.m3u8` },
      ...(o.aiAppIds.length ? { annotatedStreamUrls: annotated(d) } : {}),
    };
  }
  return {
    ...common,
    streamUrlPattern: {
      ...urls('{deviceId}'),
      note: `Replace {deviceId} with the id of any device of team ${o.teamId}. Append sub/index.m3u8 instead of master.m3u8 for the low-resolution rendition.`,
    },
    // The spec lists annotatedStreamUrls whenever aiAppIds were supplied; for a team they are templated too.
    ...(o.aiAppIds.length ? { annotatedStreamUrls: annotated('{deviceId}'), annotatedStreamUrlPatterns: annotated('{deviceId}') } : {}),
  };
}

export function parseViewerClaims(payload: Record<string, unknown> | null): ViewerClaims | null {
  if (!payload) return null;
  const { scope, teamId, deviceId, aiAppIds } = payload;
  if (typeof teamId !== 'string') return null;
  const apps = Array.isArray(aiAppIds) ? aiAppIds.filter((a): a is string => typeof a === 'string') : [];
  if (scope === 'team') return { scope, teamId, aiAppIds: apps };
  if (scope === 'device' && typeof deviceId === 'string') return { scope, teamId, deviceId, aiAppIds: apps };
  return null;
}
