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

/** What one call answers for a set of devices: each device's playback URLs while it is live. */
interface DeviceSetTokens {
  expiresIn: number;
  expiresAt: number;
  devices: readonly { id: string; streamUrls?: ViewerTokenResponse['streamUrls'] }[];
}

/**
 * A manager per device over one call that answers for a set of devices (the public watch page's
 * shared channel, a paired display's wall). The set is small (a channel, a wall page), so one
 * call per renewal is fine. `key` names the set: a new key, new managers.
 */
export function usePerDeviceTokenManagers(key: string, fetchSet: () => Promise<DeviceSetTokens>): (deviceId: string) => TokenManager {
  const cache = useRef(new Map<string, TokenManager>());
  const fetchRef = useRef(fetchSet);
  fetchRef.current = fetchSet;
  return useMemo(() => {
    cache.current = new Map();
    return (deviceId: string) => {
      let m = cache.current.get(deviceId);
      if (!m) {
        m = createTokenManager(async (): Promise<ViewerTokenResponse> => {
          const r = await fetchRef.current();
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
    // The key names the set (a new key, new managers); fetchSet is read through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Public watch page: the public viewer-tokens route of a shared channel. */
export function usePublicTokenManagers(shareToken: string): (deviceId: string) => TokenManager {
  return usePerDeviceTokenManagers(shareToken, () => requestPublicViewerTokens(shareToken));
}
