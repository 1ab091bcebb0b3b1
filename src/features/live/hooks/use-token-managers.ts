import { useMemo, useRef } from 'react';
import type { ViewerTokenResponse } from '@/lib/contract/streams';
import { requestDeviceToken, requestPublicViewerTokens, requestTeamToken } from '@/lib/resources/streams';
import { createTokenManager, type TokenManager } from '../utils/token-manager';

/** `aiAppIds`: the AI add-ons whose annotated renditions the token should carry. */
export function useDeviceTokenManager(deviceId: string | null, duration?: number, aiAppIds: readonly string[] = []): TokenManager | null {
  const apps = aiAppIds.join(',');
  return useMemo(
    () => (deviceId ? createTokenManager(() => requestDeviceToken(deviceId, duration, apps ? apps.split(',') : [])) : null),
    [deviceId, duration, apps],
  );
}

/** One team token for every tile of a grid or wall. */
export function useTeamTokenManager(teamId: string | undefined, duration?: number, aiAppIds: readonly string[] = []): TokenManager | null {
  const apps = aiAppIds.join(',');
  return useMemo(
    () => (teamId ? createTokenManager(() => requestTeamToken(teamId, duration, apps ? apps.split(',') : [])) : null),
    [teamId, duration, apps],
  );
}

/**
 * Public watch page: a manager per device over the public viewer-tokens route. The route answers
 * for the whole channel; a public channel holds a handful of devices, so one call per renewal is fine.
 */
export function usePublicTokenManagers(shareToken: string): (deviceId: string) => TokenManager {
  const cache = useRef(new Map<string, TokenManager>());
  return useMemo(() => {
    cache.current = new Map();
    return (deviceId: string) => {
      let m = cache.current.get(deviceId);
      if (!m) {
        m = createTokenManager(async (): Promise<ViewerTokenResponse> => {
          const r = await requestPublicViewerTokens(shareToken);
          const d = r.devices.find((x) => x.id === deviceId);
          if (!d?.streamUrls) throw new Error('not live');
          return {
            token: '',
            scope: 'device',
            deviceId,
            teamId: '',
            expiresIn: r.expiresIn,
            expiresAt: r.expiresAt,
            streamUrls: d.streamUrls,
          };
        });
        cache.current.set(deviceId, m);
      }
      return m;
    };
  }, [shareToken]);
}
