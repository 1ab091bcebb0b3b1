import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { ApiError } from '@/lib/api/api-error';
import type { DisplayCredential } from '@/lib/api/display-credential';
import { channelsQueryOptions } from '@/lib/resources/channels';
import { devicesQueryOptions } from '@/lib/resources/devices';
import { displayMeQueryOptions, displayWallQueryOptions } from '@/lib/resources/displays';
import type { TokenManager } from '../utils/token-manager';
import { usePerDeviceTokenManagers, useTeamTokenManager } from './use-token-managers';

/** Where a wall gets its cameras and their playback from: a signed-in session, or a paired display. */
export interface WallSource {
  devices: readonly { id: string; name: string; sourceUrl?: string }[] | undefined;
  channels: readonly { id: string; name: string; deviceIds: readonly string[] }[] | undefined;
  managerFor(deviceId: string): TokenManager | null;
  /** Whether the wall may start ingests again (a display credential only views). */
  canStart: boolean;
  /** Devices live at the service, when the source says so itself (a display's wall read). */
  live?: ReadonlySet<string>;
  /** Set when the source refuses for good (a revoked display). */
  revoked?: boolean;
}

const slowRetry = { retry: true, retryDelay: (n: number) => Math.min(30_000, 1000 * 2 ** n) } as const;

/** The signed-in wall: the team's lists, one team viewer token for every tile (with `ai`'s renditions). */
export function useSessionWallSource(teamId: string | undefined, ai?: string): WallSource {
  const devices = useQuery({ ...devicesQueryOptions(), refetchInterval: 5 * 60_000, ...slowRetry });
  const channels = useQuery({ ...channelsQueryOptions(), refetchInterval: 60_000, ...slowRetry });
  const manager = useTeamTokenManager(teamId, undefined, ai ? [ai] : []);
  const managerFor = useCallback(() => manager, [manager]);
  return { devices: devices.data, channels: channels.data, managerFor, canStart: true };
}

/** A paired display: one read answers its channels, devices and the viewer URLs of those live. */
export function useDisplayWallSource(display: DisplayCredential): WallSource {
  const qc = useQueryClient();
  const options = displayWallQueryOptions(display.credential, display.displayId);
  const wall = useQuery({
    ...options,
    // A revoked credential stays revoked: stop asking (401); anything else heals with backoff.
    retry: (n, err) => !(err instanceof ApiError && err.status === 401) && n < 1000,
    retryDelay: slowRetry.retryDelay,
  });
  const managerFor = usePerDeviceTokenManagers(display.credential, () => qc.fetchQuery({ ...options, staleTime: 60_000 }));
  const liveKey = (wall.data?.devices ?? [])
    .filter((d) => d.live)
    .map((d) => d.id)
    .join(',');
  const known = wall.data !== undefined;
  const live = useMemo(() => (known ? new Set(liveKey.split(',').filter(Boolean)) : undefined), [known, liveKey]);
  // The wall read is slow (every 30 s); this small one every second is what stops a revoked wall within 2 s.
  const me = useQuery({
    ...displayMeQueryOptions(display.credential, display.displayId),
    retry: (n, err) => !(err instanceof ApiError && err.status === 401) && n < 3,
  });
  const refused = (e: unknown) => e instanceof ApiError && e.status === 401;
  const revoked = refused(wall.error) || refused(me.error);
  return { devices: wall.data?.devices, channels: wall.data?.channels, managerFor, canStart: false, live, revoked };
}
